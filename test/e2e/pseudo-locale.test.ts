// A pseudo-locale over every screen (issue 46): each of the widget's strings accented, bracketed and 40 %
// longer, served as the French strings' chunk, and the whole screen tour walked in it on a phone (360 px).
// On every screen: no English sentence left (a string written into the code instead of the catalogue, or
// one the catalogue lacks), and no string cut off (its closing bracket out of its box: a fixed width, an
// ellipsis, a hidden overflow).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Frame, Page } from 'playwright-core';
import { type Strings, widgetResources } from '../strings';
import { controlClient } from '../sandboxControl';
import { widgetStrings } from './axe';
import { sandboxAndBrowser } from './environment';
import { type Tour, cardPurchase, firstSteps, sale, startScreens } from './screenTour';
import { mount } from './visual';

const env = sandboxAndBrowser();

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [letter, [...'áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][i] ?? letter]),
);

/** A string as the pseudo-locale writes it: its letters accented (placeholders kept), in brackets, 40 % longer. */
function pseudo(text: string): string {
  const accented = text
    .split(/({{\s*\w+\s*}})/)
    .map((part) => (part.startsWith('{{') ? part : [...part].map((char) => ACCENTED[char] ?? char).join('')))
    .join('');
  return `[${accented}${'·'.repeat(Math.ceil(text.length * 0.4))}]`;
}

function pseudoStrings(tree: Strings): Strings {
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? pseudo(value) : pseudoStrings(value)]));
}

const PSEUDO = pseudoStrings(widgetResources('en'));

/** The pseudo strings' `t`, as the widget resolves them (to find buttons and headings by their words). */
const PSEUDO_T = widgetStrings('fr', PSEUDO);

/** The French strings' chunk, in the element's build and the iframe page's, answered with the pseudo strings. */
async function servePseudo(page: Page): Promise<void> {
  await page.route(/\/chunks\/[^/]+\/fr-[A-Z0-9]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `export default ${JSON.stringify(PSEUDO)};` }),
  );
}

/**
 * What the screen shows that it should not: English sentences (two lower-case words in a row outside the
 * pseudo brackets) and strings cut off (a bracketed string whose box reaches past a box that clips it, or
 * past the widget). Read in the document that renders the widget.
 */
function screenProblems(frame: Frame, inElement: boolean): Promise<{ english: string[]; clipped: string[] }> {
  return frame.evaluate((inElement) => {
    const root: Document | ShadowRoot | null | undefined = inElement ? document.querySelector('crypto-ramp-widget')?.shadowRoot : document;
    const widget = root?.querySelector('.crw-root');
    const english: string[] = [];
    const clipped: string[] = [];
    if (!root || !widget) return { english: ['no widget'], clipped };
    const bounds = widget.getBoundingClientRect();
    const walker = document.createTreeWalker(widget, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || text.trim() === '' || parent.closest('.crw-visually-hidden, [hidden], dialog:not([open]), style, script') || !parent.checkVisibility()) continue;
      // English: two lower-case words in a row outside the brackets of the pseudo strings.
      const outside = text.replace(/\[[^\]]*\]?/g, ' ');
      const sentence = /\b[a-z]{2,} [a-z]{2,}\b/.exec(outside);
      if (sentence) english.push(`"${text.trim().slice(0, 80)}"`);
      if (!text.includes('[')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0) continue;
      let cut = rect.left < bounds.left - 1 || rect.right > bounds.right + 1;
      for (let box: Element | null = parent; box && box !== widget && !cut; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const edge = box.getBoundingClientRect();
        // Sideways past a box that clips or scrolls; downwards past one that clips (a list that scrolls shows the rest as it scrolls).
        const clipsDown = style.overflowY === 'hidden' || style.overflowY === 'clip';
        cut = rect.left < edge.left - 1 || rect.right > edge.right + 1 || (clipsDown && rect.bottom > edge.bottom + 1);
      }
      if (!cut && getComputedStyle(parent).textOverflow === 'ellipsis' && parent.scrollWidth > parent.clientWidth + 1) cut = true;
      if (cut) clipped.push(`"${text.trim().slice(0, 60)}"`);
    }
    return { english, clipped };
  }, inElement);
}

describe('a pseudo-locale over every screen, in the element at 360 px', () => {
  for (const part of [firstSteps, cardPurchase, sale, startScreens]) {
    it(`${part.name}: no English left, nothing cut off`, async () => {
      const problems: string[] = [];
      const pages: Page[] = [];
      const tour: Tour = {
        control: controlClient(env.sandbox.urls.api),
        sandbox: env.sandbox,
        open: async (launch = {}) => {
          const mounted = await mount(env.browser, env.sandbox, 'element', 'fr', launch, servePseudo);
          pages.push(mounted.page);
          return {
            page: mounted.page,
            ui: mounted.ui,
            embed: 'element',
            lang: 'fr',
            t: PSEUDO_T,
            shot: async (screen) => {
              await mounted.ui.locator('.crw-root').waitFor();
              if (process.env.PSEUDO_SHOTS) await mounted.page.screenshot({ path: `${process.env.PSEUDO_SHOTS}/${part.name}-${screen}.png`, fullPage: true });
              const { english, clipped } = await screenProblems(mounted.frame(), true);
              if (english.length > 0) problems.push(`${screen}: English left: ${english.join(', ')}`);
              if (clipped.length > 0) problems.push(`${screen}: cut off: ${clipped.join(', ')}`);
            },
          };
        },
      };
      try {
        await part(tour);
      } finally {
        await Promise.all(pages.map((page) => page.close().catch(() => undefined)));
      }
      assert.deepEqual(problems, []);
    });
  }
});
