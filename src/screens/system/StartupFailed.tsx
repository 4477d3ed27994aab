/**
 * Start-up failures (spec 1 §5, spec 2 §5): 'Merchant parameters invalid' with what was wrong, or 'Widget
 * initialization failed' with a way to try again. Customers read translated lines chosen by what failed
 * (domain/startupFailure); the error payload itself (the server's or the validator's own text) waits
 * behind 'Details for the shop', and goes to the host's `error` event.
 */
import { configurationProblemNames, merchantProblemLines } from '../../domain/startupFailure';
import { useStartupFailedScreen } from '../../state/ports/startupFailed';
import { Frame } from '../../ui/Frame';
import { useText } from '../../ui/text';

export default function StartupFailed() {
  const { t } = useText();
  const { failure, restart } = useStartupFailedScreen();
  if (!failure) return null;
  if (failure.kind === 'merchant_invalid') {
    return (
      <Frame title={t('converter.buyTitle')}>
        <div className="crw-error-page" role="alert">
          <h2>{t('errors.merchantInvalidTitle')}</h2>
          <ul className="crw-error-lines" data-testid="merchant-problems">
            {merchantProblemLines(failure.payload).map((line) => (
              <li key={JSON.stringify(line)}>{t(line.key, line)}</li>
            ))}
          </ul>
          <p>{t('errors.merchantInvalidText')}</p>
          {/* spec 1 §2, spec 2 §5: the error payload itself, for the shop, behind a disclosure. */}
          <details className="crw-box" data-testid="merchant-payload">
            <summary>{t('errors.detailsForShop')}</summary>
            <pre className="crw-raw">{JSON.stringify(failure.payload, null, 2)}</pre>
          </details>
        </div>
      </Frame>
    );
  }
  const detail =
    failure.reason === 'currency_not_found'
      ? `${t('errors.currencyNotFound')}: ${failure.detail}`
      : failure.reason === 'undefined_flow_type'
        ? t('errors.undefinedFlowType')
        : failure.reason === 'invalid_configuration'
          ? t('errors.invalidConfiguration', { names: configurationProblemNames(failure.detail).join(', ') })
          : null;
  return (
    <Frame title={t('converter.buyTitle')}>
      <div className="crw-error-page" role="alert">
        <h2>{t('errors.initFailedTitle')}</h2>
        <p>{t('errors.initFailedText')}</p>
        {detail && (
          <p className="crw-muted" data-testid="error-detail">
            {detail}
          </p>
        )}
        <button type="button" className="crw-primary" part="primary-button" onClick={restart}>
          {t('errors.tryAgain')}
        </button>
      </div>
    </Frame>
  );
}
