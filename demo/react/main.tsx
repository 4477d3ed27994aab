// A React 19 merchant page: <crypto-ramp-widget> in JSX, typed by the package's React types (properties,
// which React 19 sets on the element, and `onramp:*` event props), the element loaded from the widget's host as any merchant page loads it,
// launch parameters signed by the merchant's server, the theme switched live.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type {} from '../../elements/react';
import type { LaunchParams } from '../../server';
import type { RampEventMap, Theme } from '../../elements/public';

type Config = { api: string; widget: string };
type Logged = { id: number; at: string; type: string; data: string };

let logged = 0;

function Shop({ config, params }: { config: Config; params: LaunchParams }) {
  const [theme, setTheme] = useState<Theme>('light');
  const [log, setLog] = useState<Logged[]>([]);
  const record = (type: string) => (event: RampEventMap[keyof RampEventMap]) =>
    setLog((entries) => [{ id: ++logged, at: new Date().toLocaleTimeString(), type, data: JSON.stringify(event.detail) }, ...entries].slice(0, 50));
  return (
    <main className="page">
      <h1>
        React 19 shop <a href="/">all demos</a>
      </h1>
      <div className="columns">
        <section className="panel">
          <label>
            Theme{' '}
            <select value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
              <option value="light">light</option>
              <option value="dark">dark</option>
              <option value="auto">auto</option>
            </select>
          </label>
          <p className="hint">Switching the theme keeps the customer's place: only launch attributes restart the widget.</p>
        </section>
        <section className="panel widget-slot">
          <crypto-ramp-widget
            apiKey={params.apiKey}
            signature={params.signature}
            payload={params.payload}
            apiUrl={config.api}
            widgetUrl={config.widget}
            theme={theme}
            onramp:started={record('started')}
            onramp:operation_created={record('operation_created')}
            onramp:operation_success={record('operation_success')}
            onramp:error={record('error')}
          />
        </section>
        <section className="panel">
          <h2>Host events</h2>
          <table id="event-log">
            <thead>
              <tr>
                <th>time</th>
                <th>type</th>
                <th>data</th>
              </tr>
            </thead>
            <tbody>
              {log.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.at}</td>
                  <td>{entry.type}</td>
                  <td>{entry.data}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </main>
  );
}

function App() {
  const [ready, setReady] = useState<{ config: Config; params: LaunchParams } | null>(null);
  useEffect(() => {
    void (async () => {
      const config = (await (await fetch('/config.json')).json()) as Config;
      await import(/* the widget's host, as a merchant page loads it */ `${config.widget}/element/crypto-ramp-widget.js`);
      // The shop's backend signs the purchase it built from its own state (it takes no payload from here).
      const reply = await fetch('/merchant/launch', { method: 'POST' });
      setReady({ config, params: (await reply.json()) as LaunchParams });
    })();
  }, []);
  return ready ? <Shop {...ready} /> : <p className="page">Loading…</p>;
}

createRoot(document.getElementById('app') as HTMLElement).render(<App />);
