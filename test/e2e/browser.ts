/** Headless Debian Chromium for Playwright-driven flows and benchmarks (no browser download here). */
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--mute-audio',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}
