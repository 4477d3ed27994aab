// A customer's journeys in Firefox ESR (Debian's firefox-esr, puppeteer-core over WebDriver BiDi). See engineJourneys.ts.
import { firefoxDriver } from './engineDriver';
import { engineJourneys } from './engineJourneys';

engineJourneys('firefox', firefoxDriver);
