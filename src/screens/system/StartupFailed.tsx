/**
 * Start-up failures (spec 1 §5, spec 2 §5): 'Merchant parameters invalid' with the error payload, or
 * 'Widget initialization failed' with what went wrong and a way to try again.
 */
import type { StartupFailure } from '../../state/widget';
import { useWidget } from '../../ui/context';
import { Frame } from '../../ui/Frame';

export function StartupFailed({ failure }: { failure: StartupFailure }) {
  const { model, t } = useWidget();
  if (failure.kind === 'merchant_invalid') {
    return (
      <Frame title={t('converter.buyTitle')}>
        <div className="crw-error-page" role="alert">
          <h2>{t('errors.merchantInvalidTitle')}</h2>
          <p>{t('errors.merchantInvalidText')}</p>
          <details open>
            <summary>{t('errors.details')}</summary>
            <pre className="crw-payload" data-testid="error-payload">
              {JSON.stringify(failure.payload, null, 2)}
            </pre>
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
        : failure.detail;
  return (
    <Frame title={t('converter.buyTitle')}>
      <div className="crw-error-page" role="alert">
        <h2>{t('errors.initFailedTitle')}</h2>
        <p>{t('errors.initFailedText')}</p>
        <p className="crw-muted" data-testid="error-detail">
          {detail}
        </p>
        <button type="button" className="crw-primary" onClick={model.config.restart}>
          {t('errors.tryAgain')}
        </button>
      </div>
    </Frame>
  );
}
