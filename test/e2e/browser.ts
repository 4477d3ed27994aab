/** Headless Debian Chromium for Playwright-driven flows and benchmarks (no browser download here). */
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/**
 * Playwright turns Chrome's storage partitioning off (its `--disable-features` list names
 * ThirdPartyStoragePartitioning, microsoft/playwright#32230), so a cross-site frame is denied storage; a
 * customer's Chrome partitions it instead, as Safari and Firefox do. A later `--disable-features` wins: this
 * one is Playwright's list without it (the features a test run does not want), for tests of what a frame
 * keeps across a reload.
 */
const STORAGE_AS_CUSTOMERS_HAVE_IT = '--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,MediaRouter,PaintHolding';

/**
 * `env`: added to this process's environment for the browser (the visual tests' FONTCONFIG_FILE).
 * `partitionedStorage`: third-party frames get partitioned storage, as in customers' browsers.
 * `backForwardCache`: a page left and come back to may be kept whole, as in customers' browsers
 * (Playwright turns the back/forward cache off by default).
 */
export function launchChromium(env: Record<string, string> = {}, { partitionedStorage = false, backForwardCache = false } = {}): Promise<Browser> {
  const args = partitionedStorage ? [...CHROMIUM_ARGS, STORAGE_AS_CUSTOMERS_HAVE_IT] : CHROMIUM_ARGS;
  const ignoreDefaultArgs = backForwardCache ? ['--disable-back-forward-cache'] : [];
  return chromium.launch({ executablePath: CHROMIUM_PATH, args, ignoreDefaultArgs, env: { ...process.env, ...env } });
}
