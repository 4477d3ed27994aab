/** spec 1 §4 "Flow type chosen from the merchant payload". */
import type { MerchantPayload } from './launchParams';

export type FlowType = 'buy_any_crypto_flow' | 'payment_flow' | 'buy_specific_crypto_flow';

export class UndefinedFlowTypeError extends Error {
  override name = 'UndefinedFlowTypeError';
  constructor() {
    super('Undefined flow type');
  }
}

/**
 * - buy_any_crypto_flow: no payload, or none of toCurrency, toAmount, toWallet.
 * - payment_flow: toAmount, toCurrency and toWallet all given.
 * - buy_specific_crypto_flow: toCurrency given, otherwise.
 * - any other payload (toAmount or toWallet without toCurrency): undefined, an error.
 */
export function flowTypeOf(payload: MerchantPayload | null): FlowType {
  if (!payload) return 'buy_any_crypto_flow';
  const { toCurrency, toAmount, toWallet } = payload;
  if (toCurrency === undefined && toAmount === undefined && toWallet === undefined) return 'buy_any_crypto_flow';
  if (toCurrency !== undefined && toAmount !== undefined && toWallet !== undefined) return 'payment_flow';
  if (toCurrency !== undefined) return 'buy_specific_crypto_flow';
  throw new UndefinedFlowTypeError();
}
