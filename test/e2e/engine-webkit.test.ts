// A customer's journeys in WebKitGTK (Safari's engine; Debian's webkit2gtk-driver, MiniBrowser under Xvfb). See engineJourneys.ts.
import { webkitDriver } from './engineDriver';
import { engineJourneys } from './engineJourneys';

engineJourneys('webkit', webkitDriver);
