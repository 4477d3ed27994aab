/**
 * The QR screen (spec 1 §2, better_bro in processing_started or auth_requested): the QR image (236 px,
 * drawn by the qrcode library loaded on demand), amount with currency and network, the short order id
 * with copy, the order summary, the reservation timer and a copy-code button.
 */
import { QR_IMAGE_PX } from '../../domain/constants';
import type { Order } from '../../domain/entities';
import { shortOrderId } from '../../domain/format';
import { useQrScreen } from '../../state/ports/order';
import { Amount } from '../../ui/Amount';
import { CopyButton } from '../../ui/CopyButton';
import { Frame } from '../../ui/Frame';
import { ReservationTimer } from '../../ui/ReservationTimer';
import { useText } from '../../ui/text';
import { OrderSummary } from './OrderSummary';

export function QrView({ order }: { order: Order }) {
  const { t } = useText();
  const screen = useQrScreen();
  const code = order.qrCodeUrl ?? null;
  const { image } = screen;
  return (
    <Frame title={t('qr.title')}>
      <div className="crw-center" data-testid="order-qr">
        <p>{t('qr.scan')}</p>
        {image ? (
          <img src={image} width={QR_IMAGE_PX} height={QR_IMAGE_PX} alt={t('qr.imageAlt')} />
        ) : order.qrCode ? (
          <img src={`data:image/png;base64,${order.qrCode}`} width={QR_IMAGE_PX} height={QR_IMAGE_PX} alt={t('qr.imageAlt')} />
        ) : (
          <span className="crw-spinner" aria-hidden="true" />
        )}
        <p className="crw-qr-amount">
          <Amount value={order.toAmount} currency={order.toCurrency} />
        </p>
        <p className="crw-muted">
          {t('order.orderId')}: {shortOrderId(order.id)} <CopyButton text={order.id} label={t('qr.copyId')} />
        </p>
      </div>
      <OrderSummary order={order} newAddress={screen.newAddress} />
      <ReservationTimer expiresAt={order.reservationExpiresAt} onExpire={screen.expire} />
      {code && (
        <>
          <CopyButton text={code} label={t('qr.copyCode')} />
          <a className="crw-link-button" href={code} target="_blank" rel="noopener noreferrer">
            {t('qr.openPage')}
          </a>
        </>
      )}
    </Frame>
  );
}
