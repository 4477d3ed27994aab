/** Buy / Sell switch (spec 1 §2, spec 2 §2): hidden when the widget started with launch parameters. */
import { useLocation } from 'wouter';
import { useWidget } from './context';

export function FlowSwitch({ current }: { current: 'buy' | 'sell' }) {
  const { t } = useWidget();
  const [, navigate] = useLocation();
  return (
    <div className="crw-switch" role="tablist" aria-label={t('converter.flowSwitch')}>
      {(['buy', 'sell'] as const).map((flow) => (
        <button
          key={flow}
          type="button"
          role="tab"
          aria-selected={flow === current}
          className={flow === current ? 'crw-tab crw-tab-active' : 'crw-tab'}
          onClick={() => flow !== current && navigate(flow === 'buy' ? '/buy' : '/sell')}
        >
          {t(flow === 'buy' ? 'converter.buy' : 'converter.sell')}
        </button>
      ))}
    </div>
  );
}
