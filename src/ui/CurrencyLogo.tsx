/**
 * A currency's logo beside its ticker (decorative: the ticker is always written next to it): the
 * backend's `logoUrl` (spec 1 §3), or a monogram when there is none or it fails to load. Sized by CSS.
 */
import { useState } from 'react';
import type { ServerCurrency } from '../domain/currencies';
import { currencyMonogram } from './currencyMonogram';

type LogoCurrency = Pick<ServerCurrency, 'ticker'> & { viewedTicker?: string | null; logoUrl?: string | null };

type CurrencyLogoProps = {
  currency: LogoCurrency;
  /**
   * The class that sizes it, named where it is drawn: the calculator's currency buttons (first screen,
   * styles.css), the currency picker's list and beside an amount in text (later screens, laterStyles.css).
   */
  sizing: string;
  /** Loaded at once (the calculator's, on the first screen); others load as they come into view. */
  eager?: boolean;
};

export function CurrencyLogo({ currency, sizing, eager = false }: CurrencyLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = currency.logoUrl;
  const className = `crw-logo ${sizing}`;
  if (url && url !== failedUrl) {
    return (
      <img className={className} src={url} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setFailedUrl(url)} />
    );
  }
  // The letter is drawn by CSS from data-letter: no text node, so the amount or ticker beside it reads as before.
  const monogram = currencyMonogram(currency.viewedTicker || currency.ticker);
  return <span className={`${className} crw-monogram`} data-letter={monogram.text} style={{ backgroundColor: monogram.colour }} aria-hidden="true" />;
}
