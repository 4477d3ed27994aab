/**
 * Wallet address rules (spec 1 §5 "Wallet address"; INTEGRATIONS.md "NEAR JSON-RPC").
 *
 * Validators are chosen by validation network, then viewed ticker, then blockchain network, whichever has
 * one. The spec's product had only a NEAR validator, which would refuse every other crypto; we add format
 * validators for the networks we list (EVM, Tron, Bitcoin) so each can be bought. Only NEAR addresses are
 * also checked on chain; a network we do not know still gets 'Unknown currency, can not find validator'.
 */
import type { Currency } from './currencies';

export type WalletValidator = 'near' | 'evm' | 'tron' | 'bitcoin';

const FORMAT: Record<WalletValidator, (address: string) => boolean> = {
  // spec 1 §5: "NEAR always passes this first check"; the on-chain check decides.
  near: () => true,
  evm: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
  tron: (address) => /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address),
  bitcoin: (address) => /^(bc1[ac-hj-np-z02-9]{11,71}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$/.test(address),
};

/** Keys looked up in order: validation network, viewed ticker, blockchain network. */
const VALIDATORS: Record<string, WalletValidator> = {
  NEAR: 'near',
  TRON: 'tron',
  BTC: 'bitcoin',
  ETH: 'evm',
  ERC20: 'evm',
  MATIC: 'evm',
  BEP20: 'evm',
  AURORA: 'evm',
};

export class UnknownValidatorError extends Error {
  override name = 'UnknownValidatorError';
  constructor() {
    super('Unknown currency, can not find validator');
  }
}

export function validatorFor(currency: Pick<Currency, 'validationNetwork' | 'viewedTicker' | 'blockchainNetwork'>): WalletValidator {
  for (const key of [currency.validationNetwork, currency.viewedTicker, currency.blockchainNetwork]) {
    const validator = key ? VALIDATORS[key] : undefined;
    if (validator) return validator;
  }
  throw new UnknownValidatorError();
}

export function isAddressFormatValid(validator: WalletValidator, address: string): boolean {
  return FORMAT[validator](address);
}

/** spec 1 §5: NEAR addresses are lowercased as typed. */
export function normalizeTypedAddress(validator: WalletValidator, typed: string): string {
  return validator === 'near' ? typed.trim().toLowerCase() : typed.trim();
}

/**
 * spec 1 §5: the address the on-chain check could not find that is still accepted: 64 characters of
 * lowercase letters, digits and the separators '-', '_', '.' (an implicit account is the hex case of it).
 */
export const NEAR_FALLBACK_ADDRESS = /^[a-z\d._-]{64}$/;

/** spec 1 §5: when the on-chain check fails, a 64-character implicit NEAR address is still accepted. */
export function nearAddressAccepted(existsOnChain: boolean, address: string): boolean {
  return existsOnChain || NEAR_FALLBACK_ADDRESS.test(address);
}

/** spec 1 §2: the address label names the network, except for NEAR. */
export function networkForLabel(currency: Pick<Currency, 'blockchainNetwork' | 'blockchainNetworkShort'>): string | null {
  return currency.blockchainNetwork === 'NEAR' ? null : currency.blockchainNetworkShort;
}

/**
 * spec 1 §2: the wallet selector connects wallets of the NEAR main network, so it is offered for NEAR on
 * the main network only: a silo's accounts (Powergold, Hyperbolic, DevNet) are not the main network's.
 */
export function onNearMainNetwork(currency: Pick<Currency, 'blockchainNetwork' | 'networkNameKey'>): boolean {
  return currency.blockchainNetwork === 'NEAR' && (currency.networkNameKey === 'networks.NEAR' || currency.networkNameKey === 'networksSell.NEAR');
}
