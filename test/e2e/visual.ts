/**
 * Visual regression for the end-to-end layer: the widget on the test merchant page (the element, or the
 * iframe sized to its content), each screen of a tour (screenTour.ts) shot at 360 and 400 px, light and
 * dark, and compared with its baseline in test/visual/baselines/ (pixelmatch: a pixel differs beyond
 * PIXEL_THRESHOLD; a screen fails when more than MAX_DIFF_FRACTION of its pixels differ, or its size
 * changed). Failures leave `{name}.actual.png` and `{name}.diff.png` in test/visual/failures/.
 * UPDATE_VISUAL_BASELINES=1 rewrites every baseline that does not match (or is missing) instead of failing.
 * The browser sees one font only (test/visual/fonts.conf), so shots do not depend on the machine.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser, Frame, FrameLocator, Locator, Page } from 'playwright-core';
import type { Sandbox } from '../../sandbox/server';
import { ROUTES, publicOrderRoute } from '../../src/domain/routes';
import type { LanguageCode } from '../../src/domain/constants';
import { audit, widgetStrings } from './axe';
import { controlClient } from '../sandboxControl';
import { layoutProblems } from './layout';
import type { Launch, Shot, ShotOptions, Tour, TourEmbed } from './screenTour';

const VISUAL_DIR = fileURLToPath(new URL('../visual/', import.meta.url));
const BASELINES = `${VISUAL_DIR}baselines/`;
const FAILURES = `${VISUAL_DIR}failures/`;

/** The visual tests' browser sees Inter only (Debian's fonts-inter), whatever the machine has. */
export const VISUAL_BROWSER_ENV = { FONTCONFIG_FILE: `${VISUAL_DIR}fonts.conf` };
/** The fonts fonts.conf names: Inter, and DejaVu Sans for Arabic. */
const PINNED_FONT = '/usr/share/fonts/opentype/inter/Inter-Regular.otf';
const ARABIC_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** pixelmatch's per-pixel threshold (0 to 1): smaller is stricter. */
const PIXEL_THRESHOLD = 0.1;
/** The share of a screen's pixels that may differ (anti-aliasing noise) before it fails. */
const MAX_DIFF_FRACTION = 0.002;

const UPDATING = process.env.UPDATE_VISUAL_BASELINES === '1';

export const WIDTHS = [360, 400] as const;
export const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
/** Fixed, so the modal layer's viewport-bound heights are the same on every run. */
const VIEWPORT_HEIGHT = 900;

/**
 * What changes by time or at random, painted over in every shot: the reservation countdown, order numbers
 * and the order's date, the deposit address (derived from the order id: the payout card's "you send to" and
 * the deposit screen) and its QR code. Each box is a whole row or block, so its size does not follow the
 * random text inside it. The boxes are measured on the settled screen and painted into the picture (not
 * Playwright's `mask`, whose overlay inside the iframe was now and then missing from a shot).
 */
const MASKED = [
  '[data-testid="reservation-timer"]',
  // The calculator's quote read again (every 30 s, 6 s at the tests' time scale) marks the rate.
  '[data-testid="quote-updated"]',
  '[data-testid="order-progress"] > div:first-child',
  '[data-testid="sell-overview"] > div:nth-child(3)',
  '[data-testid="order-failed"] > p.crw-muted',
  '[data-testid="order-expired"] > p.crw-muted',
  '.crw-steps small',
  '[data-testid="deposit-qr"] img',
  '.crw-summary > div:has(> [data-testid="deposit-address"])',
  '[data-testid="card-create-summary"] > div:has(> dd[title])',
];
/**
 * Masked text that is random (order ids, the deposit address, the order's date): its digits and
 * lower-case hex letters are made zeros before a shot, so where it wraps (an id that happens to be wider
 * breaks onto two lines) does not change the picture's layout. Buttons inside keep their labels.
 */
const RANDOM_TEXT = [
  '[data-testid="order-progress"] > div:first-child dd',
  '[data-testid="sell-overview"] > div:nth-child(3) dd',
  '[data-testid="order-failed"] > p.crw-muted',
  '[data-testid="order-expired"] > p.crw-muted',
  '.crw-steps small',
  '[data-testid="deposit-address"]',
  '[data-testid="card-create-summary"] dd[title]',
];

function pinRandomText(mounted: Mounted): Promise<void> {
  return mounted.frame().evaluate(
    ({ selectors, inElement }) => {
      const root = (inElement ? document.querySelector('crypto-ramp-widget')?.shadowRoot : null) ?? document;
      for (const element of selectors.flatMap((selector) => [...root.querySelectorAll(selector)])) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('button')) continue;
          const pinned = (node.nodeValue ?? '').replace(/[0-9a-f]/g, '0');
          if (pinned !== node.nodeValue) node.nodeValue = pinned;
        }
      }
    },
    { selectors: RANDOM_TEXT, inElement: mounted.embed === 'element' },
  );
}

const MASK_RGB = [0x8c, 0x8c, 0x8c] as const;

type Box = { x: number; y: number; width: number; height: number };

/** Paints `boxes` (CSS px from the picture's top left, at scale 1) over the picture. */
function paintMasks(image: PNG, boxes: Box[]): void {
  for (const box of boxes) {
    const left = Math.max(0, Math.floor(box.x));
    const top = Math.max(0, Math.floor(box.y));
    const right = Math.min(image.width, Math.ceil(box.x + box.width));
    const bottom = Math.min(image.height, Math.ceil(box.y + box.height));
    for (let y = top; y < bottom; y += 1) {
      for (let x = left; x < right; x += 1) {
        const i = (y * image.width + x) * 4;
        image.data[i] = MASK_RGB[0];
        image.data[i + 1] = MASK_RGB[1];
        image.data[i + 2] = MASK_RGB[2];
        image.data[i + 3] = 255;
      }
    }
  }
}

/** The masked elements' boxes, relative to the shot's box (the element, or the iframe's page). */
function maskBoxes(mounted: Mounted): Promise<Box[]> {
  return mounted.frame().evaluate(
    ({ selectors, inElement }) => {
      const host = inElement ? document.querySelector('crypto-ramp-widget') : null;
      const root = host?.shadowRoot ?? document;
      const origin = host?.getBoundingClientRect() ?? { left: 0, top: 0 };
      return selectors.flatMap((selector) =>
        [...root.querySelectorAll(selector)].map((element) => {
          const rect = element.getBoundingClientRect();
          return { x: rect.left - origin.left, y: rect.top - origin.top, width: rect.width, height: rect.height };
        }),
      );
    },
    { selectors: MASKED, inElement: mounted.embed === 'element' },
  );
}

/** One screen's comparison: null when it matches (or was written), else why not. */
function compare(name: string, actual: PNG): string | null {
  const baselinePath = `${BASELINES}${name}.png`;
  const actualPath = `${FAILURES}${name}.actual.png`;
  const diffPath = `${FAILURES}${name}.diff.png`;
  rmSync(actualPath, { force: true });
  rmSync(diffPath, { force: true });
  let problem: string | null = null;
  if (!existsSync(baselinePath)) {
    problem = 'no baseline';
  } else {
    const baseline = PNG.sync.read(readFileSync(baselinePath));
    if (baseline.width !== actual.width || baseline.height !== actual.height) {
      problem = `size ${actual.width}×${actual.height}, baseline ${baseline.width}×${baseline.height}`;
    } else {
      const diff = new PNG({ width: actual.width, height: actual.height });
      const differing = pixelmatch(baseline.data, actual.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
      const fraction = differing / (actual.width * actual.height);
      if (fraction > MAX_DIFF_FRACTION) {
        problem = `${differing} pixels differ (${(fraction * 100).toFixed(2)} %)`;
        if (!UPDATING) {
          mkdirSync(FAILURES, { recursive: true });
          writeFileSync(diffPath, PNG.sync.write(diff));
        }
      }
    }
  }
  if (problem === null) return null;
  const png = PNG.sync.write(actual);
  if (UPDATING) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(baselinePath, png);
    return null;
  }
  mkdirSync(FAILURES, { recursive: true });
  writeFileSync(actualPath, png);
  return `${name}: ${problem}`;
}

/** Where the widget of a page lives, in its embed. */
export type Mounted = {
  page: Page;
  embed: TourEmbed;
  ui: FrameLocator | Locator;
  /** The document the widget renders in (the iframe page's, or the merchant page's). */
  frame(): Frame;
  /** What is shot: the element, or the iframe. */
  box: Locator;
  widgetOrigin: string;
};

/** The element's attributes, or the iframe page's path and query, for a launch. */
function widgetEntry(embed: TourEmbed, lang: LanguageCode, launch: Launch): Record<string, string> {
  const element = embed === 'element';
  const entry: Record<string, string> = { lang, theme: 'light' };
  if (launch.flow === 'sell') Object.assign(entry, element ? { flow: 'sell' } : { path: ROUTES.sell });
  if (launch.trackOrder) Object.assign(entry, element ? { 'track-order': launch.trackOrder } : { path: publicOrderRoute(launch.trackOrder) });
  if (launch.invalidMerchant) {
    Object.assign(entry, element ? { 'api-key': 'unknown-key', signature: 'bad', payload: '{}' } : { apiKey: 'unknown-key', signature: 'bad', payload: '{}' });
  }
  return entry;
}

/**
 * A widget on the test merchant page, in `embed` and `lang`, launched as `launch` says (at 360 px);
 * `prepare` runs on the page before it loads (a route, say).
 */
export async function mount(
  browser: Browser,
  sandbox: Sandbox,
  embed: TourEmbed,
  lang: LanguageCode,
  launch: Launch,
  prepare?: (page: Page) => Promise<void>,
): Promise<Mounted> {
  const page = await browser.newPage({ viewport: { width: WIDTHS[0], height: VIEWPORT_HEIGHT }, deviceScaleFactor: 1 });
  await prepare?.(page);
  const widgets = JSON.stringify([widgetEntry(embed, lang, launch)]);
  const query: Record<string, string> = embed === 'iframe' ? { mode: 'iframe', fit: 'content', widgets } : { widgets };
  await page.goto(`${sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams(query)}`);
  const widgetOrigin = new URL(sandbox.urls.widget).origin;
  if (embed === 'iframe') {
    return {
      page,
      embed,
      ui: page.frameLocator('iframe.ramp-frame'),
      frame: () => {
        const found = page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith(widgetOrigin));
        if (!found) throw new Error('no widget frame');
        return found;
      },
      box: page.locator('iframe.ramp-frame'),
      widgetOrigin,
    };
  }
  const element = page.locator('crypto-ramp-widget');
  return { page, embed, ui: element, frame: () => page.mainFrame(), box: element, widgetOrigin };
}

/** The theme, live: the element's attribute, or the frame-control message the iframe page takes from its parent. */
async function setTheme(mounted: Mounted, theme: Theme): Promise<void> {
  if (mounted.embed === 'element') {
    await mounted.box.evaluate((element, theme) => element.setAttribute('theme', theme), theme);
  } else {
    await mounted.box.evaluate(
      (frame, { theme, origin }) => (frame as HTMLIFrameElement).contentWindow?.postMessage({ source: 'crypto-ramp-widget-host', type: 'theme', theme }, origin),
      { theme, origin: mounted.widgetOrigin },
    );
  }
  await mounted.ui.locator(`.crw-root[data-theme="${theme}"]`).waitFor();
}

/**
 * Waits until the widget's screen is still: no spinner (unless the screen is one), nothing busy, the
 * vault's fields loaded, images decoded, fonts loaded, no finite animation or transition running, and its
 * box the same size for three frames in a row; in the iframe embed, the frame as tall as its content.
 * Then the fonts of every frame (the vault's fields) are ready.
 */
async function settle(mounted: Mounted, { spinner = false }: ShotOptions): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const frame = mounted.frame();
    const height = await frame
      .waitForFunction(
        ({ spinner, inElement }) => {
          const host = inElement ? document.querySelector('crypto-ramp-widget') : null;
          const root: Document | ShadowRoot | null = inElement ? (host?.shadowRoot ?? null) : document;
          const widget = root?.querySelector<HTMLElement>('.crw-root');
          const state = window as unknown as { __visualSettle?: { key: string; count: number; waiting: string[] } };
          const waiting = [
            !widget && 'the widget',
            !spinner && root?.querySelector('.crw-spinner') && 'a spinner',
            root?.querySelector('[aria-busy="true"]') && 'something busy',
            root?.querySelector('.crw-vault-field[data-state="loading"]') && "the vault's fields",
            // Loading (a broken one is settled; one not shown, as in a closed <details>, or out of view may be
            // lazy: not loading yet).
            [...(root?.querySelectorAll('img') ?? [])]
              .filter((img) => !img.complete && img.checkVisibility() && img.getBoundingClientRect().bottom > 0 && img.getBoundingClientRect().top < innerHeight)
              .map((img) => `an image (${img.src.slice(0, 80)})`)[0],
            document.fonts.status !== 'loaded' && 'fonts',
            [...document.getAnimations(), ...(root instanceof ShadowRoot ? root.getAnimations() : [])].some(
              (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
            ) && 'an animation',
          ].filter((reason): reason is string => typeof reason === 'string');
          const rect = widget?.getBoundingClientRect();
          const key = rect && waiting.length === 0 ? `${rect.width}x${rect.height}` : '';
          const count = key && state.__visualSettle?.key === key ? state.__visualSettle.count + 1 : 0;
          state.__visualSettle = { key, count, waiting: waiting.length > 0 ? waiting : ['its size to hold'] };
          return count >= 3 && widget ? Math.ceil(widget.offsetHeight) : false;
        },
        { spinner, inElement: mounted.embed === 'element' },
        { polling: 'raf', timeout: 30_000 },
      )
      .catch(async (error: Error) => {
        const waiting = await frame.evaluate(() => (window as unknown as { __visualSettle?: { waiting: string[] } }).__visualSettle?.waiting).catch(() => null);
        throw new Error(`the screen did not settle, waiting for ${waiting?.join(', ') ?? 'the page'}: ${error.message}`);
      });
    const contentHeight = (await height.jsonValue()) as number;
    if (mounted.embed === 'element') break;
    // The iframe follows its content's `resize` message; a new height may reflow the page inside it.
    const sized = await mounted.page
      .waitForFunction((h) => Math.round(document.querySelector('iframe.ramp-frame')?.getBoundingClientRect().height ?? 0) === h, contentHeight, {
        polling: 'raf',
        timeout: 5_000,
      })
      .then(() => true)
      .catch(() => false);
    const afterHeight = await mounted.frame().evaluate(() => Math.ceil(document.querySelector<HTMLElement>('.crw-root')?.offsetHeight ?? 0));
    if (sized && afterHeight === contentHeight) break;
    if (attempt >= 5) throw new Error(`the iframe never settled at its content's height (${contentHeight} px)`);
  }
  await Promise.all(mounted.page.frames().map((frame) => frame.evaluate(() => document.fonts.ready.then(() => true)).catch(() => false)));
}

/**
 * The widget's picture once two taken in a row agree (as Playwright's own `toHaveScreenshot` waits): a
 * frame caught before the compositor painted it (a dialog's top layer in the iframe came out blank once)
 * is never compared. Still changing after a few tries, the last one is compared and its diff shows why.
 */
async function stableShot(mounted: Mounted): Promise<Buffer> {
  const take = () => mounted.box.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  let previous = await take();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const next = await take();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/** A phone: 360 × 640 CSS px. */
const PHONE = { width: 360, height: 640 };

/**
 * The screen on a phone (360 × 640): no ordinary word broken across lines, and its main button in sight
 * without scrolling. The element sits on the merchant page under its heading; the iframe is given the
 * fixed 640 px height of docs/embedding.md's iframe snippet for the check (its content then scrolls
 * inside it, as on a merchant's page), and its content's height again after.
 */
async function phoneLayoutProblems(mounted: Mounted, name: string, options: ShotOptions): Promise<string[]> {
  await mounted.page.setViewportSize({ width: PHONE.width, height: VIEWPORT_HEIGHT });
  await settle(mounted, options);
  // Only the height changes from here: nothing reflows but what holds to the bottom edge.
  await mounted.page.setViewportSize(PHONE);
  const fitted = mounted.embed === 'iframe' ? await mounted.box.evaluate((frame) => (frame as HTMLElement).style.height) : null;
  if (mounted.embed === 'iframe') await mounted.box.evaluate((frame, height) => ((frame as HTMLElement).style.height = `${height}px`), PHONE.height);
  await mounted.page.evaluate(() => window.scrollTo(0, 0));
  await mounted.frame().evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const { brokenWords, primaryOutOfSight } = await layoutProblems(mounted.frame());
  if (fitted !== null) await mounted.box.evaluate((frame, height) => ((frame as HTMLElement).style.height = height), fitted);
  return [
    ...(brokenWords.length > 0 ? [`${name} at 360 px: words broken across lines: ${brokenWords.join(', ')}`] : []),
    ...(primaryOutOfSight ? [`${name} at 360 × 640: the main button is out of sight: ${primaryOutOfSight}`] : []),
  ];
}

/**
 * The callback a tour calls at each screen: the phone layout checked, then every width and theme,
 * settled, shot and compared.
 */
function shooter(
  mounted: Mounted,
  prefix: string,
  failures: string[],
  variants: { widths: readonly number[]; themes: readonly Theme[]; audited: LanguageCode | null },
): Shot {
  return async (screen, options = {}) => {
    // No hover: the pointer off the widget (the merchant page's margin).
    await mounted.page.mouse.move(0, 0);
    failures.push(...(await phoneLayoutProblems(mounted, `${prefix}-${screen}`, options)));
    // In a language under check: the widget says which it is and which way it is written, and axe finds nothing.
    if (variants.audited) {
      const inElement = mounted.embed === 'element';
      const root = await mounted.frame().evaluate((inElement) => {
        const root = (inElement ? document.querySelector('crypto-ramp-widget')?.shadowRoot : document)?.querySelector('.crw-root');
        return { lang: root?.getAttribute('lang'), dir: root?.getAttribute('dir') };
      }, inElement);
      const dir = variants.audited === 'ar' ? 'rtl' : 'ltr';
      if (root.lang !== variants.audited || root.dir !== dir) failures.push(`${prefix}-${screen}: the widget's root says lang=${root.lang} dir=${root.dir}, not ${variants.audited} ${dir}`);
      await audit(mounted.frame(), `${prefix}-${screen}`, inElement ? 'crypto-ramp-widget' : null);
    }
    for (const width of variants.widths) {
      await mounted.page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
      for (const theme of variants.themes) {
        await setTheme(mounted, theme);
        await pinRandomText(mounted);
        await settle(mounted, options);
        const masks = await maskBoxes(mounted);
        const image = PNG.sync.read(await stableShot(mounted));
        paintMasks(image, masks);
        const failure = compare(`${prefix}-${screen}-${width}-${theme}`, image);
        if (failure) failures.push(failure);
      }
    }
    // Back to the first variant: the tour goes on as it started.
    await mounted.page.setViewportSize({ width: variants.widths[0] ?? WIDTHS[0], height: VIEWPORT_HEIGHT });
    await setTheme(mounted, variants.themes[0] ?? 'light');
  };
}

/**
 * Walks one part of the tour in `embed` and `lang`, every screen shot in every variant and compared with
 * its baseline; fails naming every screen that differs. Baselines are named
 * `{embed}[-{lang}]-{screen}-{width}-{theme}` (English has no language part).
 */
export async function shootTour(
  env: { readonly browser: Browser; readonly sandbox: Sandbox },
  embed: TourEmbed,
  part: (tour: Tour) => Promise<void>,
  { lang = 'en', widths = WIDTHS, themes = THEMES, audited = false }: { lang?: LanguageCode; widths?: readonly number[]; themes?: readonly Theme[]; audited?: boolean } = {},
): Promise<void> {
  assert.ok(existsSync(PINNED_FONT), `the visual tests draw with Inter only: install it (Debian: apt-get install fonts-inter; .ci/run does)`);
  assert.ok(existsSync(ARABIC_FONT), `the visual tests draw Arabic with DejaVu Sans: install it (Debian: apt-get install fonts-dejavu-core; .ci/run does)`);
  const failures: string[] = [];
  const prefix = lang === 'en' ? embed : `${embed}-${lang}`;
  const tourError = `${FAILURES}${prefix}-${part.name}.tour-error.png`;
  rmSync(tourError, { force: true });
  const pages: Page[] = [];
  const tour: Tour = {
    control: controlClient(env.sandbox.urls.api),
    sandbox: env.sandbox,
    open: async (launch = {}) => {
      const mounted = await mount(env.browser, env.sandbox, embed, lang, launch);
      pages.push(mounted.page);
      return { page: mounted.page, ui: mounted.ui, embed, lang, t: widgetStrings(lang), shot: shooter(mounted, prefix, failures, { widths, themes, audited: audited ? lang : null }) };
    },
  };
  try {
    await part(tour);
  } catch (error) {
    // Where the tour stopped: the open page as it was, for the failures folder.
    const open = pages.filter((page) => !page.isClosed()).at(-1);
    if (open) {
      mkdirSync(FAILURES, { recursive: true });
      await open.screenshot({ path: tourError, fullPage: true }).catch(() => undefined);
    }
    throw error;
  } finally {
    await Promise.all(pages.map((page) => page.close().catch(() => undefined)));
  }
  if (failures.length > 0) {
    assert.fail(
      `${failures.length} screen(s) differ from their baselines (actual and diff images in test/visual/failures/; ` +
        `after an intended change: npm run visual:update):\n  ${failures.join('\n  ')}`,
    );
  }
}
