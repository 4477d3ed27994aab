/** Headless Debian Chromium for Playwright-driven flows and benchmarks (no browser download here). */
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/** `env`: added to this process's environment for the browser (the visual tests' FONTCONFIG_FILE). */
export function launchChromium(env: Record<string, string> = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, env: { ...process.env, ...env } });
}
