/**
 * Currency select (spec 1 §2, spec 2 §2): case-insensitive search debounced 300 ms on the start of a name
 * word, the ticker or the network; convertible currencies first, then the others disabled with
 * 'unavailable for {ticker}' or, when no rate uses them at all, 'unavailable for your region'.
 */
import { useRef, useState } from 'react';
import { SELECTOR_SEARCH_DEBOUNCE_MS } from '../domain/constants';
import { type Currency, matchesCurrencySearch, splitByConvertibility } from '../domain/currencies';
import type { Rates } from '../domain/currencies';
import { CurrencyLogo } from './CurrencyLogo';
import { LiveNotice } from './LiveNotice';
import { useUi } from './environment';
import { Modal } from './Modal';
import { useDebounced } from './useDebounced';

type Props = {
  title: string;
  options: Currency[];
  side: 'pay' | 'receive';
  counterpart: Currency | undefined;
  rates: Rates;
  selected: Currency | undefined;
  onSelect: (currency: Currency) => void;
  onClose: () => void;
};

export function CurrencySelectModal(props: Props) {
  const { t } = useUi();
  const search = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const settledQuery = useDebounced(query, SELECTOR_SEARCH_DEBOUNCE_MS);

  const matching = props.options.filter((c) => matchesCurrencySearch(c, settledQuery));
  const { available, unavailable } = splitByConvertibility(matching, props.counterpart, props.side, props.rates);
  const counterpartTicker = props.counterpart?.viewedTicker ?? '';
  const nothingFound = available.length + unavailable.length === 0;

  return (
    <Modal title={props.title} onClose={props.onClose} initialFocus={search} tall>
      <input
        type="search"
        className="crw-search"
        placeholder={t('converter.search')}
        aria-label={t('converter.search')}
        value={query}
        ref={search}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <ul className="crw-currency-list" aria-label={props.title}>
        {available.map((currency) => (
          <CurrencyItem
            key={currency.id}
            currency={currency}
            selected={currency.id === props.selected?.id}
            onSelect={() => props.onSelect(currency)}
          />
        ))}
        {unavailable.map((currency) => (
          <CurrencyItem
            key={currency.id}
            currency={currency}
            selected={false}
            disabledReason={
              currency.available
                ? t('converter.unavailableFor', { ticker: counterpartTicker })
                : t('converter.unavailableRegion')
            }
          />
        ))}
      </ul>
      {/* Said as the search settles (how many match, or none): screen-reader users do not see the list change. */}
      <LiveNotice className="crw-muted">
        {nothingFound ? t('converter.noResults') : settledQuery.trim() ? t('converter.results', { count: matching.length }) : null}
      </LiveNotice>
    </Modal>
  );
}

function CurrencyItem(props: { currency: Currency; selected: boolean; onSelect?: () => void; disabledReason?: string }) {
  const { t } = useUi();
  const { currency } = props;
  return (
    <li>
      <button
        type="button"
        className="crw-currency-item"
        aria-pressed={props.selected}
        disabled={props.disabledReason !== undefined}
        onClick={props.onSelect}
        data-ticker={currency.tickerWithNetwork}
      >
        <CurrencyLogo currency={currency} sizing="crw-logo-list" />
        <span className="crw-currency-name">{currency.name}</span>
        <span className="crw-currency-ticker">{currency.viewedTicker}</span>
        {currency.isCrypto && currency.blockchainNetworkFull && (
          <span className="crw-network">{currency.networkNameKey ? t(currency.networkNameKey) : currency.blockchainNetworkFull}</span>
        )}
        {props.disabledReason && <span className="crw-unavailable">{props.disabledReason}</span>}
      </button>
    </li>
  );
}
