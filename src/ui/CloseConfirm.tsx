/**
 * Asked when the customer closes the widget while a payment is under way (ui/Frame.tsx): its code comes
 * later, with the modal's, as a payment is only under way after the later screens have loaded.
 */
import { useUi } from './environment';
import { Modal } from './Modal';

export function CloseConfirm({ onStay, onClose }: { onStay: () => void; onClose: () => void }) {
  const { t } = useUi();
  return (
    <Modal title={t('frame.closeConfirmTitle')} onClose={onStay}>
      <p>{t('frame.closeConfirmText')}</p>
      <button type="button" className="crw-secondary" onClick={onStay}>
        {t('frame.stay')}
      </button>
      <button type="button" className="crw-primary" part="primary-button" onClick={onClose}>
        {t('frame.closeAnyway')}
      </button>
    </Modal>
  );
}
