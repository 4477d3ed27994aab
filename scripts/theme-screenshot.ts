// `npx tsx scripts/theme-screenshot.ts`: the picture of two themes in the README and docs/theming.md
// (docs/themes.png), taken from the built element (build first) against a sandbox: the default light
// theme beside the dark theme with a merchant's green set as a CSS custom property.
import { startSandbox } from '../sandbox/server';
import { launchChromium } from '../test/e2e/browser';

const sandbox = await startSandbox({ ports: 'any' });
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 960, height: 720 }, deviceScaleFactor: 1 });
await page.goto(`${sandbox.urls.demo}/index.html`);
await page.setContent(`<!doctype html>
  <body style="margin: 0; display: flex; gap: 24px; padding: 24px; background: linear-gradient(90deg, #eef0f6 50%, #0b0c10 50%)">
    <crypto-ramp-widget api-url="${sandbox.urls.api}" style="flex: 1"></crypto-ramp-widget>
    <crypto-ramp-widget api-url="${sandbox.urls.api}" theme="dark" style="flex: 1; --crw-primary: #3ecf8e; --crw-on-primary: #06281a; --crw-radius: 10px"></crypto-ramp-widget>
  </body>`);
await page.addScriptTag({ type: 'module', url: `${sandbox.urls.widget}/element/crypto-ramp-widget.js` });
for (const widget of await page.locator('crypto-ramp-widget').all()) await widget.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
await page.waitForFunction(() => [...document.querySelectorAll('crypto-ramp-widget')].every((el) => el.shadowRoot?.querySelector('[data-testid="fee-network"]')));
const height = await page.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
await page.screenshot({ path: new URL('../docs/themes.png', import.meta.url).pathname, clip: { x: 0, y: 0, width: 960, height } });
console.log('wrote docs/themes.png');
await browser.close();
await sandbox.close();
