/**
 * Payment (spec 2 "Payment screen"): the QR of the deposit address, the address (6 … 6) with copy, the
 * amount with copy (written as wallets take it, in every language), the network warning and the fee breakdown, while the order waits for the transfer.
 */
import type { SellOrder } from '../../domain/sellEntities';
import { exactAmount, splitWallet } from '../../domain/format';
import { QR_IMAGE_PX } from '../../domain/constants';
import { useSellPaymentScreen } from '../../state/ports/sellOrder';
import { CopyButton } from '../../ui/CopyButton';
import { CurrencyLogo } from '../../ui/CurrencyLogo';
import { Frame } from '../../ui/Frame';
import { ReservationTimer } from '../../ui/ReservationTimer';
import { useText } from '../../ui/text';
import { SellFees } from './SellFees';

export function SellPayment({ order }: { order: SellOrder }) {
  const { t } = useText();
  const screen = useSellPaymentScreen(order.id);
  const wallet = splitWallet(order.toWallet);
  const ticker = order.fromCurrency.viewedTicker ?? order.fromCurrency.ticker;
  const currency = screen.payCurrency;
  const network = currency?.networkNameKey ? t(currency.networkNameKey) : (currency?.blockchainNetworkFull ?? order.fromCurrency.blockchainNetwork ?? '');
  const image = order.qrCode ? (order.qrCode.startsWith('data:') ? order.qrCode : `data:image/png;base64,${order.qrCode}`) : null;
  return (
    <Frame title={t('sellPayment.title')}>
      <p>{t('sellPayment.text')}</p>
      {image && (
        <div className="crw-center" data-testid="deposit-qr">
          <img src={image} width={QR_IMAGE_PX} height={QR_IMAGE_PX} alt={t('sellPayment.qr')} />
        </div>
      )}
      <dl className="crw-summary">
        <div>
          <dt>{t('sellPayment.address')}</dt>
          <dd title={order.toWallet} data-testid="deposit-address">
            {wallet.head}
            {wallet.middle && '…'}
            {wallet.tail} <CopyButton text={order.toWallet} label={t('sellPayment.copyAddress')} />
          </dd>
        </div>
        <div>
          <dt>{t('sellPayment.amount')}</dt>
          <dd data-testid="deposit-amount">
            <CurrencyLogo currency={currency ?? order.fromCurrency} sizing="crw-logo-inline" />
            {exactAmount(order.fromAmount)} {ticker} <CopyButton text={exactAmount(order.fromAmount)} label={t('sellPayment.copyAmount')} />
          </dd>
        </div>
      </dl>
      <div className="crw-alert crw-alert-warning" role="note">
        {t('sellPayment.networkWarning', { ticker, network })}
      </div>
      <dl className="crw-summary crw-box">
        <SellFees order={order} />
      </dl>
      <p className="crw-muted" role="status">
        {t('sellPayment.waiting')}
      </p>
      <ReservationTimer expiresAt={order.reservationExpiresAt} onExpire={screen.expire} />
    </Frame>
  );
}
