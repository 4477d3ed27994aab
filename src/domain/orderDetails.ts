/** Details shown on the progress screen (spec 1 §2, §9): explorer links and the created time. */

/** spec 1 §9: explorer links exist for these networks (mainnet). */
const EXPLORERS: Record<string, string> = {
  MATIC: 'https://polygonscan.com/tx/',
  ERC20: 'https://etherscan.io/tx/',
  BTC: 'https://mempool.space/tx/',
  NEAR: 'https://nearblocks.io/txns/',
  FLOW: 'https://www.flowscan.io/tx/',
  XLM: 'https://stellar.expert/explorer/public/tx/',
  AVAX: 'https://snowtrace.io/tx/',
  TRC20: 'https://tronscan.org/#/transaction/',
  AURORA: 'https://explorer.aurora.dev/tx/',
  BEP20: 'https://bscscan.com/tx/',
  BCH: 'https://blockchair.com/bitcoin-cash/transaction/',
  LTC: 'https://blockchair.com/litecoin/transaction/',
  BLAST: 'https://blastscan.io/tx/',
};

/** The order's own link, else one made from the network's explorer and the transaction id. */
export function explorerLink(order: { blockchainExplorerLink?: string | null; blockchainNetworkTxId?: string | null }, network: string | null): string | null {
  if (order.blockchainExplorerLink) return order.blockchainExplorerLink;
  const base = network ? EXPLORERS[network] : undefined;
  return base && order.blockchainNetworkTxId ? `${base}${order.blockchainNetworkTxId}` : null;
}

/** spec 1 §2: the created time as dd/MM/yyyy, HH:mm:ss (local time). */
export function formatCreatedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}, ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/** spec 1 §2 "Reservation timer": mm:ss of what is left; blank once expired. */
export function reservationCountdown(expiresAt: string | null | undefined, now: number): string {
  const at = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  if (!Number.isFinite(at) || at <= now) return '';
  const seconds = Math.ceil((at - now) / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
