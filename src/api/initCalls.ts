/**
 * Start-up's init round (src/state/startup.ts `initRound`) as the calls it sends, for the entries to send
 * before the widget's code arrives (src/api/early.ts). The same paths, options and bodies as
 * resources.ts's; a call predicted differently is only sent again (test/e2e/early.test.ts counts them).
 */
import type { Flow } from '../domain/flow';
import type { MerchantLaunchData } from '../domain/merchantData';
import { type CallContext, type WireRequest, segment, wireRequest } from './request';

export type InitInput = {
  call: CallContext;
  merchant: MerchantLaunchData | null;
  pageOrigin: string | null;
  flow: Flow;
  storedOrderId: string | null;
  expectedReceive: string;
};

export function initCalls({ call, merchant: m, pageOrigin, flow, storedOrderId, expectedReceive }: InitInput): WireRequest[] {
  const requests = [
    wireRequest(call, 'currencies'),
    wireRequest(call, 'currencies/rates', { base: 'provider/v2', query: { apiKey: m?.apiKey } }),
    wireRequest(call, 'customers/current/country'),
    wireRequest(call, 'languages'),
    wireRequest(call, `currencies/fees/${segment(expectedReceive)}`, { query: { apiKey: m?.apiKey } }),
  ];
  if (m) {
    const body = { payload: m.payload, signature: m.signature, apiKey: m.apiKey, ...(pageOrigin ? { pageOrigin } : {}) };
    requests.push(
      flow === 'sell'
        ? wireRequest(call, 'offramp/merchants/validate-widget', { base: 'widget/v1', method: 'POST', body })
        : wireRequest(call, 'merchants/validate-widget', { method: 'POST', body }),
    );
  }
  if (call.token) {
    requests.push(wireRequest(call, 'customers/current'));
    if (storedOrderId) requests.push(wireRequest(call, `orders/${segment(storedOrderId)}`));
  }
  return requests;
}
