/** /buy/confirm_transaction (spec 1 §2, better_bro): the order summary, the agreement, Buy now. */
import { useConfirmTransactionScreen } from '../../state/ports/confirmTransaction';
import { Checkbox } from '../../ui/Checkbox';
import { Frame } from '../../ui/Frame';
import { PaymentFailureMessage } from '../../ui/PaymentFailureMessage';
import { ReservationTimer } from '../../ui/ReservationTimer';
import { useText } from '../../ui/text';
import { AmountChange } from '../parts/AmountChange';
import { OrderLoading } from '../parts/OrderLoading';
import { OrderSummary } from './OrderSummary';

export default function ConfirmTransaction() {
  const { t } = useText();
  const screen = useConfirmTransactionScreen();
  const { order, paying } = screen;
  if (!order) return <OrderLoading flow="buy" status={screen.waiting} retry={screen.retry} />;
  return (
    <Frame title={t('confirm.title')}>
      <AmountChange change={screen.amountChange} />
      <OrderSummary order={order} newAddress={screen.newAddress} />
      <ReservationTimer expiresAt={order.reservationExpiresAt} onExpire={screen.expire} />
      <Checkbox checked={screen.agreed}>{t('confirm.agree')}</Checkbox>
      {screen.agreementMissing && (
        <p className="crw-field-error" role="alert">
          {t('emailForm.termsAgreement.required')}
        </p>
      )}
      <PaymentFailureMessage outcome={screen.paymentFailure} />
      <button
        type="button"
        className="crw-primary"
        part="primary-button"
        disabled={paying}
        aria-busy={paying}
        onClick={() => void screen.buyNow()}
      >
        {paying ? t('confirm.paying') : t('confirm.buyNow')}
      </button>
    </Frame>
  );
}
