/** /buy/country_unavailable (spec 1 §2 "Country unavailable", spec 2 "Country availability"), in both flows. */
import { useLocation } from 'wouter';
import { flowStart } from '../../domain/routes';
import { useWidget } from '../../state/context';
import { Frame } from '../../ui/Frame';
import { SUPPORTED_COUNTRIES_ARTICLE_URL } from '../../ui/links';

export default function CountryUnavailable() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  return (
    <Frame title={t('countryUnavailable.title')}>
      <div className="crw-center">
        <p>{t('countryUnavailable.message', { country: model.country.value.name })}</p>
        <button
          type="button"
          className="crw-primary" part="primary-button"
          onClick={() => {
            model.continueFromUnavailableCountry();
            // Root, as the spec says; a widget started on selling goes back to the sell calculator.
            navigate(flowStart(model.startFlow.value), { replace: true });
          }}
        >
          {t('countryUnavailable.continue')}
        </button>
        <a href={SUPPORTED_COUNTRIES_ARTICLE_URL} target="_blank" rel="noopener noreferrer">
          {t('countryUnavailable.learnMore')}
        </a>
      </div>
    </Frame>
  );
}
