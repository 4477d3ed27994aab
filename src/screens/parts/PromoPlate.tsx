/**
 * The promotion plate (spec 1 §2, spec 2 "Light KYC"): one can swap up to 900 euro without verification.
 * Shown on both calculators when their port says so (visitors not signed in who have not dismissed it,
 * for an amount the plate can promise); dismissing is remembered.
 */
import { PROMO_NO_KYC_LIMIT_EUR } from '../../domain/constants';
import { useText } from '../../ui/text';

export function PromoPlate({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useText();
  return (
    <div className="crw-alert crw-alert-info crw-promo" role="note">
      <span>{t('promo.text', { amount: PROMO_NO_KYC_LIMIT_EUR })}</span>
      <button type="button" className="crw-icon-button" onClick={onDismiss} aria-label={t('promo.dismiss')}>
        ×
      </button>
    </div>
  );
}
