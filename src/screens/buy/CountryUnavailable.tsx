/**
 * /buy/country_unavailable (spec 1 §2 "Country unavailable", spec 2 "Country availability"), in both flows.
 * Ours: Continue anyway is a secondary action; the main one, when a merchant launched the widget, goes back
 * to the merchant (standalone there is nowhere to go back to).
 */
import { useCountryUnavailableScreen } from '../../state/ports/countryUnavailable';
import { Frame } from '../../ui/Frame';
import { SUPPORTED_COUNTRIES_ARTICLE_URL } from '../../ui/links';
import { useText } from '../../ui/text';

export default function CountryUnavailable() {
  const { t } = useText();
  const screen = useCountryUnavailableScreen();
  const { country, merchant } = screen;
  return (
    <Frame title={t('countryUnavailable.title')}>
      <div className="crw-center">
        <p>{t('countryUnavailable.message', { country: country.name })}</p>
        {/* Ours: going back is the main way (to the merchant who launched the widget); going on is not. */}
        {merchant !== null && (
          <button type="button" className="crw-primary" part="primary-button" onClick={screen.backToMerchant}>
            {t('countryUnavailable.backToMerchant', { merchant })}
          </button>
        )}
        {/* Root, as the spec says; a widget started on selling goes back to the sell calculator. */}
        <button type="button" className="crw-secondary" onClick={() => void screen.continueAnyway()}>
          {t('countryUnavailable.continue')}
        </button>
        <a href={SUPPORTED_COUNTRIES_ARTICLE_URL} target="_blank" rel="noopener noreferrer">
          {t('countryUnavailable.learnMore')}
        </a>
      </div>
    </Frame>
  );
}
