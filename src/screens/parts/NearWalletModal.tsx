/** The NEAR wallet selector modal: modules to sign in with (deprecated ones disabled), errors for 3 s. */
import type { NearWalletOnScreen } from '../../state/ports/walletAddress';
import { useText } from '../../ui/text';
import { Modal } from '../../ui/Modal';

export function NearWalletModal({ wallet, onSignedIn, onClose }: { wallet: NearWalletOnScreen; onSignedIn: (accountId: string) => void; onClose: () => void }) {
  const { t } = useText();
  return (
    <Modal title={t('nearWallet.title')} onClose={onClose}>
      <ul className="crw-currency-list" aria-label={t('nearWallet.title')}>
        {wallet.modules.map((module) => (
          <li key={module.id}>
            <button
              type="button"
              className="crw-currency-item"
              disabled={module.metadata.deprecated || !module.metadata.available || wallet.busy}
              onClick={async () => {
                const accountId = await wallet.signIn(module);
                if (accountId) onSignedIn(accountId);
              }}
            >
              <span className="crw-currency-name">{module.metadata.name}</span>
              <span className="crw-network">{module.metadata.deprecated ? t('nearWallet.deprecated') : module.metadata.description}</span>
            </button>
          </li>
        ))}
      </ul>
      {wallet.error && (
        <p className="crw-field-error" role="alert">
          {t('nearWallet.error', { message: wallet.error })}
        </p>
      )}
    </Modal>
  );
}
