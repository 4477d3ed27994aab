/**
 * The promotion plate (spec 1 §2, spec 2 "Light KYC"): one can swap up to 900 euro without verification.
 * Shown on both calculators to visitors not signed in who have not dismissed it; dismissing is remembered.
 */
import { PROMO_NO_KYC_LIMIT_EUR } from '../../domain/constants';
import { useWidget } from '../../state/context';

export function PromoPlate() {
  const { model, t } = useWidget();
  if (model.user.value || model.promoHidden.value) return null;
  return (
    <div className="crw-alert crw-alert-info crw-promo" role="note">
      <span>{t('promo.text', { amount: PROMO_NO_KYC_LIMIT_EUR })}</span>
      <button type="button" className="crw-icon-button" onClick={() => model.dismissPromo()} aria-label={t('promo.dismiss')}>
        ×
      </button>
    </div>
  );
}
