/** Buy / Sell switch (spec 1 §2, spec 2 §2): hidden when the widget started with launch parameters. */
import { useLocation } from 'wouter';
import { ROUTES } from '../domain/routes';
import { useUi } from './environment';

export function FlowSwitch({ current }: { current: 'buy' | 'sell' }) {
  const { t } = useUi();
  const [, navigate] = useLocation();
  return (
    // Two plain buttons (not tabs: they change the screen, and tabs would promise arrow-key moves).
    <fieldset className="crw-switch">
      <legend className="crw-visually-hidden">{t('converter.flowSwitch')}</legend>
      {(['buy', 'sell'] as const).map((flow) => (
        <button
          key={flow}
          type="button"
          aria-pressed={flow === current}
          className={flow === current ? 'crw-tab crw-tab-active' : 'crw-tab'}
          onClick={() => flow !== current && navigate(flow === 'buy' ? ROUTES.buy : ROUTES.sell)}
        >
          {t(flow === 'buy' ? 'converter.buy' : 'converter.sell')}
        </button>
      ))}
    </fieldset>
  );
}
