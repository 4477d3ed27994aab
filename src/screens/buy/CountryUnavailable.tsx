/** /buy/country_unavailable (spec 1 §2 "Country unavailable", spec 2 "Country availability"), in both flows. */
import { useCountryUnavailable, useFollow, useText } from '../../state/hooks/app';
import { Frame } from '../../ui/Frame';
import { SUPPORTED_COUNTRIES_ARTICLE_URL } from '../../ui/links';

export default function CountryUnavailable() {
  const { t } = useText();
  const follow = useFollow();
  const { country, continueAnyway } = useCountryUnavailable();
  return (
    <Frame title={t('countryUnavailable.title')}>
      <div className="crw-center">
        <p>{t('countryUnavailable.message', { country: country.name })}</p>
        {/* Root, as the spec says; a widget started on selling goes back to the sell calculator. */}
        <button type="button" className="crw-primary" part="primary-button" onClick={() => void follow(continueAnyway())}>
          {t('countryUnavailable.continue')}
        </button>
        <a href={SUPPORTED_COUNTRIES_ARTICLE_URL} target="_blank" rel="noopener noreferrer">
          {t('countryUnavailable.learnMore')}
        </a>
      </div>
    </Frame>
  );
}
