'use client';
// A client component: the widget's event props are functions, which only a client component can pass.
// The server still renders the element with its attributes; the widget starts once the page hydrates.
import type { LaunchParams } from 'crypto-ramp-widget/server';
import { CryptoRampWidget } from 'crypto-ramp-widget/react';
import { useState } from 'react';

type Props = LaunchParams & { apiUrl: string; widgetUrl: string };

export function BuyWidget({ apiKey, signature, payload, apiUrl, widgetUrl }: Props) {
  const [lastEvent, setLastEvent] = useState('');
  return (
    <>
      <CryptoRampWidget
        apiKey={apiKey}
        signature={signature}
        payload={payload}
        apiUrl={apiUrl}
        widgetUrl={widgetUrl}
        onStarted={(event) => setLastEvent(`started ${event.detail.flowType}`)}
      />
      <output id="host-events">{lastEvent}</output>
    </>
  );
}
