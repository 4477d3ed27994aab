/**
 * The entries' first act (elements/entry.ts, src/iframeEntry.ts): start-up's calls for a widget about to
 * start, sent while React and the first screen download, so the data's round trip runs beside the
 * code's. It reads what the widget will read (its launch options, as given; its language, session and
 * stored order; the page it is shown in) without checking them: the widget checks, and a call it makes
 * differently from this guess is simply sent then. Nothing here throws.
 */
import { type EarlyReplies, type EarlyStrings, sendEarly } from './api/early';
import { initCalls } from './api/initCalls';
import { apiUrlProblem } from './domain/apiUrl';
import { DEFAULT_BUY_RECEIVE_CURRENCY, STORAGE_KEYS, perMerchantKey } from './domain/constants';
import { flowOfPath } from './domain/flow';
import { chooseLanguage, requestLocale, storedLanguageCode } from './domain/language';
import { type MerchantLaunchData, merchantDataHeader, merchantDataSizeProblem } from './domain/merchantData';
import { type KeyValueStore, readJson } from './state/storage';

export type EarlyStartInput = {
  /** Launch options as the embed gives them (attributes, properties or query), unchecked. */
  options: {
    apiUrl?: string | null;
    apiKey?: string | null;
    signature?: string | null;
    payload?: string | null;
    lang?: string | null;
    environment?: string | null;
  };
  /** The build's backend address and environment (src/config.ts), where the options name none. */
  /** `pinnedApiUrl`: the build's backend when the build pins it (config.ts). */
  defaults: { apiUrl: string; environment: string; pinnedApiUrl?: string | null };
  /** The widget's own stores (state/storage.ts: its prefix and id, storage that throws reads as empty). */
  storage: { local: KeyValueStore; session: KeyValueStore };
  /** The path the widget will start on, if it has one from before (its flow: spec 2 §1). */
  startPath: string;
  pageOrigin: string | null;
  browserLanguage: string | null;
};

/**
 * Sends start-up's calls and fetches the strings of the widget's language (`strings`: each language's
 * import of its files, handed to the widget with the replies); null when the widget will make no
 * call (a launch it refuses) or nothing could be read.
 */
export function startEarly(input: EarlyStartInput, strings: Readonly<Record<string, () => EarlyStrings['modules']>>): EarlyReplies | null {
  try {
    const { options, storage } = input;
    const launch = launchOf(options);
    if (launch === 'refused') return null;
    // The backend address as the widget checks it: nothing goes (a session token least of all) to an
    // address it would refuse, such as plain http in production.
    const apiUrl = options.apiUrl || input.defaults.apiUrl;
    const environment = (options.environment || input.defaults.environment) === 'production' ? 'production' : 'sandbox';
    if (apiUrlProblem(apiUrl, environment, input.defaults.pinnedApiUrl ?? null) !== null) return null;
    const storedLanguage = readJson(storage.local, STORAGE_KEYS.lang);
    const code = chooseLanguage({ requested: options.lang ?? null, stored: storedLanguageCode(storedLanguage), browser: input.browserLanguage });
    const modules = strings[code]?.() ?? null;
    // silent: the widget imports the same files again if these fail, and reports a failure then.
    modules?.catch(() => undefined);
    const token = storage.session.get(STORAGE_KEYS.authenticationToken);
    const payload = launch ? parsed(launch.payload) : null;
    const toCurrency = payload && typeof payload === 'object' && 'toCurrency' in payload ? payload.toCurrency : null;
    const replies = sendEarly(
      initCalls({
        call: { apiUrl, locale: requestLocale(code, null, storedLanguage), token, merchantData: launch ? merchantDataHeader(launch) : null },
        merchant: launch,
        pageOrigin: input.pageOrigin,
        flow: flowOfPath(input.startPath),
        storedOrderId: storage.local.get(perMerchantKey(STORAGE_KEYS.activeOrderId, launch?.signature)),
        expectedReceive: typeof toCurrency === 'string' ? toCurrency : DEFAULT_BUY_RECEIVE_CURRENCY,
      }),
      modules && { code, modules },
    );
    // The language's number data loads while the code downloads: a page's first number format takes tens
    // of milliseconds on a phone, and the first screen writes amounts. After the next paint, so the iframe
    // page's start-up frame is not held back for it (a hidden frame, which paints nothing, leaves it to the
    // first screen).
    const warm = () => setTimeout(() => new Intl.NumberFormat(code).format(1.5), 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(warm);
    else warm();
    return replies;
  } catch {
    // A value the call builders cannot take: the widget makes its calls itself.
    return null;
  }
}

/** The merchant's launch, none, or 'refused' where the widget will refuse it (and make no call). */
function launchOf(options: EarlyStartInput['options']): MerchantLaunchData | null | 'refused' {
  const { apiKey, signature, payload } = options;
  if (!apiKey && !signature && !payload) return null;
  if (!apiKey || !signature || !payload) return 'refused';
  const launch = { apiKey, signature, payload };
  const fields = parsed(payload);
  return fields && typeof fields === 'object' && !Array.isArray(fields) && merchantDataSizeProblem(launch) === null ? launch : 'refused';
}

function parsed(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}
