/**
 * The promotion plate (spec 1 §2, spec 2 "Light KYC"): one can swap up to 900 euro without verification.
 * Shown on both calculators to visitors not signed in who have not dismissed it; dismissing is remembered.
 * Ours: not for an amount worth more than that (it would promise what the customer cannot have).
 */
import { PROMO_NO_KYC_LIMIT_EUR } from '../../domain/constants';
import { useText } from '../../state/hooks/app';
import { type CalculatorModel, useBuy } from '../../state/hooks/buy';
import { useUser } from '../../state/hooks/session';

export function PromoPlate({ calculator }: { calculator: CalculatorModel | null | undefined }) {
  const { t } = useText();
  const user = useUser();
  const { promoHidden, dismissPromo } = useBuy();
  if (user || promoHidden || calculator?.aboveVerificationFreeLimit.value) return null;
  return (
    <div className="crw-alert crw-alert-info crw-promo" role="note">
      <span>{t('promo.text', { amount: PROMO_NO_KYC_LIMIT_EUR })}</span>
      <button type="button" className="crw-icon-button" onClick={dismissPromo} aria-label={t('promo.dismiss')}>
        ×
      </button>
    </div>
  );
}
