import { CryptoRampWidget } from 'crypto-ramp-widget/react';
import type { LaunchParams } from 'crypto-ramp-widget/server';
import { useEffect, useState } from 'react';

/** What server.mjs answers at /api/launch: the signed launch and where the provider is. */
type Launch = LaunchParams & { apiUrl: string; widgetUrl: string };

export function App() {
  const [launch, setLaunch] = useState<Launch | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [lastEvent, setLastEvent] = useState('');

  useEffect(() => {
    // The launch is signed by our server (the secret never reaches the browser), once per page load.
    let current = true;
    fetch('/api/launch')
      .then((response) => {
        if (!response.ok) throw new Error(`/api/launch answered ${response.status}`);
        return response.json() as Promise<Launch>;
      })
      .then(
        (value) => current && setLaunch(value),
        (error: unknown) => current && setFailure(String(error)),
      );
    return () => {
      current = false;
    };
  }, []);

  return (
    <main style={{ maxWidth: 480, margin: '0 auto', padding: 16 }}>
      <h1>Buy Bitcoin</h1>
      {failure && <p role="alert">The purchase could not start: {failure}</p>}
      {launch && (
        <CryptoRampWidget
          apiKey={launch.apiKey}
          signature={launch.signature}
          payload={launch.payload}
          apiUrl={launch.apiUrl}
          widgetUrl={launch.widgetUrl}
          onStarted={(event) => setLastEvent(`started ${event.detail.flowType}`)}
        />
      )}
      <output id="host-events">{lastEvent}</output>
    </main>
  );
}
