/**
 * /buy/country_unavailable (spec 1 §2 "Country unavailable", spec 2 "Country availability"): the detected
 * country, Continue anyway, and back to the merchant who launched the widget. Loads with its screen, out
 * of the first load: it imports nothing a later step brings.
 */
import type { Widget } from '../compose';
import { useScreen } from '../screen';
import { derived } from '../view';

function countryUnavailablePort({ startup, standalone, exit }: Widget) {
  return {
    views: {
      country: startup.country,
      /** The merchant who launched the widget, by name; null standalone (there is nowhere to go back to). */
      merchant: derived(() => (standalone.value ? null : startup.merchantName.value)),
    },
    does: {
      /** Back to the merchant: the host's `exit`. */
      backToMerchant: exit,
    },
    moves: { continueAnyway: startup.continueFromUnavailableCountry },
  };
}

export const useCountryUnavailableScreen = () => useScreen(countryUnavailablePort);
