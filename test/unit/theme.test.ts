import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { hexOfComputedColour, mixColours, readableColours } from '../../src/domain/readableColours';
import { contrastRatio, normalizeHexColor, textOnColor } from '../../src/domain/theme';

const CSS = readFileSync(new URL('../../src/ui/styles.css', import.meta.url), 'utf8');

/** A theme's defaults: `--_name: var(--crw-name, #hex)` in the block whose selectors start with `selector`. */
function palette(selector: string): Record<string, string> {
  const start = [`${selector} {`, `${selector}, `].map((head) => CSS.indexOf(head)).find((at) => at >= 0) ?? -1;
  assert.ok(start >= 0, `no ${selector} block`);
  const block = CSS.slice(CSS.indexOf('{', start), CSS.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/--_([a-z-]+): var\(--crw-[a-z-]+, (#[0-9a-f]{6})\)/g)].map(([, name, hex]) => [name, hex as string]));
}

/** What `color-mix(in srgb, a p%, b)` gives, as #rrggbb. */
function mix(a: string, percent: number, b: string): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return `#${[1, 3, 5].map((i) => Math.round((channel(a, i) * percent + channel(b, i) * (100 - percent)) / 100).toString(16).padStart(2, '0')).join('')}`;
}

const THEMES = { light: palette('.crw-root'), dark: palette('.crw-root[data-theme="dark"]') };

describe('theme palettes (WCAG 2.2 AA, computed as the stylesheet mixes them)', () => {
  for (const [name, p] of Object.entries(THEMES)) {
    it(`${name}: text 4.5:1 on the surface, its soft background and the tinted boxes; field edges 3:1`, () => {
      const get = (key: string) => p[key] ?? assert.fail(`${name} has no --_${key}`);
      const surface = get('surface');
      const soft = mix(get('text'), 5, surface);
      const primaryText = mix(get('primary'), 65, get('text'));
      for (const [what, fg, bg] of [
        ['text on surface', get('text'), surface],
        ['muted on surface', get('muted'), surface],
        ['muted on soft', get('muted'), soft],
        ['on-primary on primary', get('on-primary'), get('primary')],
        ['link on surface', primaryText, surface],
        ['info box', primaryText, mix(get('primary'), 10, surface)],
        ['danger box', get('danger'), mix(get('danger'), 10, surface)],
        ['warning box', get('warning'), mix(get('warning'), 10, surface)],
        ['success box', get('success'), mix(get('success'), 10, surface)],
      ] as const) {
        assert.ok(contrastRatio(fg, bg) >= 4.5, `${name}: ${what} ${fg} on ${bg} is ${contrastRatio(fg, bg).toFixed(2)}:1`);
      }
      assert.ok(contrastRatio(get('control-border'), surface) >= 3, `${name}: field edges`);
    });
  }

  it('auto in a dark system is the dark theme, value for value', () => {
    const auto = CSS.slice(CSS.indexOf('{', CSS.indexOf('.crw-root[data-theme="auto"]')));
    assert.deepEqual(
      Object.fromEntries([...auto.slice(0, auto.indexOf('}')).matchAll(/--_([a-z-]+): var\(--crw-[a-z-]+, (#[0-9a-f]{6})\)/g)].map(([, n, h]) => [n, h])),
      THEMES.dark,
    );
  });
});

describe('a primary colour by query', () => {
  it('is hex, with or without #, three or six digits', () => {
    assert.equal(normalizeHexColor('#C81E1E'), '#c81e1e');
    assert.equal(normalizeHexColor('fc0'), '#ffcc00');
    for (const bad of ['red', '#12345', 'rgb(0,0,0)', '#c81e1e80', '', 'javascript:x']) assert.equal(normalizeHexColor(bad), null, bad);
  });

  it('gets white or near-black text, whichever reads better', () => {
    assert.equal(textOnColor('#c81e1e'), '#ffffff');
    assert.equal(textOnColor('#ffcc00'), '#0d0f1c');
    assert.equal(textOnColor('#4353ff'), '#ffffff');
    assert.ok(contrastRatio('#ffffff', '#4353ff') >= 4.5);
  });
});

describe("a merchant's colours under WCAG AA (readableColours)", () => {
  const defaults = { primary: '#4353ff', onPrimary: '#ffffff', surface: '#ffffff', text: '#1b1d29', muted: '#6b6f80' };

  it('the default palette needs nothing derived and says nothing', () => {
    assert.deepEqual(readableColours(defaults), { problems: [], derived: {} });
  });

  it('a yellow primary (1.6:1 on white) with white text: named, its text turned near-black, links and hover kept at 4.5:1', () => {
    const colours = { ...defaults, primary: '#ffcc00' };
    const { problems, derived } = readableColours(colours);
    assert.deepEqual(
      problems.map((p) => `${p.colour}/${p.against} ${p.needed}`),
      ['onPrimary/primary 4.5', 'primary/surface 3'],
    );
    assert.equal(derived['--_on-primary'], '#0d0f1c');
    assert.ok(contrastRatio(derived['--_primary-text'] ?? '', '#ffffff') >= 4.5, 'text in the primary colour reads on the surface');
    const hover = derived['--_primary-strong'] ?? mixColours('#ffcc00', defaults.text, 0.2);
    assert.ok(contrastRatio(hover, '#0d0f1c') >= 4.5, 'the hover fill keeps its words readable');
  });

  it('a mid-grey primary whose hover would darken under dark words: the hover lightens away from them', () => {
    // #7a7a7a takes black words (white reads at 4.3:1, the theme's near-black at 4.47:1: under 4.5); 20 %
    // toward the text colour would bury them.
    const { derived } = readableColours({ ...defaults, primary: '#7a7a7a' });
    assert.equal(derived['--_on-primary'], '#000000');
    assert.ok(contrastRatio(derived['--_primary-strong'] ?? '', '#000000') >= 4.5, `hover ${derived['--_primary-strong']} under #000000`);
  });

  it('a pale secondary text leans toward the text colour until it reads at 4.5:1', () => {
    const { problems, derived } = readableColours({ ...defaults, muted: '#c0c0c0' });
    assert.deepEqual(problems.map((p) => p.colour), ['muted']);
    assert.ok(contrastRatio(derived['--_muted'] ?? '', '#ffffff') >= 4.5);
  });

  it('computed colours read back as hex', () => {
    assert.equal(hexOfComputedColour('rgb(255, 204, 0)'), '#ffcc00');
    assert.equal(hexOfComputedColour('rgba(0, 0, 0, 0.5)'), '#000000');
    assert.equal(hexOfComputedColour('color(srgb 1 0 0)'), null);
  });

  it('computed colours keep every digit of every channel, around spaces, and only when the value is the colour', () => {
    assert.equal(hexOfComputedColour('rgb(18, 52, 171)'), '#1234ab');
    assert.equal(hexOfComputedColour('  rgb(1 2 3)  '), '#010203');
    assert.equal(hexOfComputedColour('rgb(1, 2, x)'), null);
    assert.equal(hexOfComputedColour('color: rgb(1, 2, 3)'), null);
  });

  it('mixes colours channel by channel as color-mix in sRGB does', () => {
    assert.equal(mixColours('#ff0000', '#0000ff', 0.25), '#bf0040');
    assert.equal(mixColours('#000000', '#ffffff', 0.5), '#808080');
    assert.equal(mixColours('#123456', '#abcdef', 0), '#123456');
    assert.equal(mixColours('#123456', '#abcdef', 1), '#abcdef');
  });

  it('a problem carries its contrast rounded to two decimals', () => {
    const { problems } = readableColours({ ...defaults, primary: '#ffcc00' });
    assert.deepEqual(problems[0], { colour: 'onPrimary', against: 'primary', ratio: 1.51, needed: 4.5 });
  });

  it('derived colours lean only as far as the first 5 % step that reads, not all the way to the text colour', () => {
    const yellow = readableColours({ ...defaults, primary: '#ffcc00' }).derived;
    assert.equal(yellow['--_primary-text'], '#826c17');
    const pale = readableColours({ ...defaults, muted: '#c0c0c0' }).derived;
    assert.equal(pale['--_muted'], mixColours('#c0c0c0', defaults.text, 0.5));
    assert.equal(pale['--_muted'], '#6e6f75');
    // One 5 % step less would not read.
    assert.ok(contrastRatio(mixColours('#c0c0c0', defaults.text, 0.45), '#ffffff') < 4.5);
    assert.ok(contrastRatio('#6e6f75', '#ffffff') >= 4.5);
  });

  it('a primary that is a control (3:1) but whose link shade would read under 4.5:1: links get a readable shade, nothing is reported', () => {
    const colours = { ...defaults, primary: '#f8634a', onPrimary: '#0d0f1c', text: '#4a4a4a' };
    assert.ok(contrastRatio(mixColours(colours.primary, colours.text, 0.35), '#ffffff') < 4.5, 'the stylesheet\'s link shade would not read');
    const { problems, derived } = readableColours(colours);
    assert.deepEqual(problems, []);
    assert.deepEqual(derived, { '--_primary-text': '#b2594a' });
    assert.ok(contrastRatio('#b2594a', '#ffffff') >= 4.5);
  });

  it('when darkening the primary on hover would make its dark words hard to read, the hover keeps the primary colour', () => {
    const colours = { ...defaults, primary: '#ff5a5a', onPrimary: '#0d0f1c' };
    assert.ok(contrastRatio(mixColours(colours.primary, colours.text, 0.2), '#0d0f1c') < 4.5, 'the stylesheet\'s hover would not read');
    assert.deepEqual(readableColours(colours), { problems: [], derived: { '--_primary-strong': '#ff5a5a' } });
  });

  it("issue 46: every colour a merchant can set as the primary, in either theme: its words at 4.5:1, the hover's too, text in it at 4.5:1 on the surface, the focus ring at 3:1", () => {
    const step = 15;
    const channel = (n: number) => n.toString(16).padStart(2, '0');
    for (const [name, theme] of Object.entries(THEMES)) {
      const base = { onPrimary: theme['on-primary'] ?? '', surface: theme.surface ?? '', text: theme.text ?? '', muted: theme.muted ?? '' };
      for (let r = 0; r <= 255; r += step) {
        for (let g = 0; g <= 255; g += step) {
          for (let b = 0; b <= 255; b += step) {
            const primary = `#${channel(r)}${channel(g)}${channel(b)}`;
            // The merchant's own words on it or none (the theme's), as the element and the iframe page's primaryColor give them.
            for (const onPrimary of [base.onPrimary, '#ffffff']) {
              const colours = { ...base, primary, onPrimary };
              const { derived } = readableColours(colours);
              const words = derived['--_on-primary'] ?? onPrimary;
              const at = `${primary} in ${name} with ${onPrimary}`;
              assert.ok(contrastRatio(words, primary) >= 4.5, `words on ${at}`);
              assert.ok(contrastRatio(words, derived['--_primary-strong'] ?? mixColours(primary, base.text, 0.2)) >= 4.5, `words on the hover of ${at}`);
              assert.ok(contrastRatio(derived['--_primary-text'] ?? mixColours(primary, base.text, 0.35), base.surface) >= 4.5, `text in ${at}`);
              assert.ok(contrastRatio(derived['--_focus'] ?? primary, base.surface) >= 3, `the focus ring of ${at}`);
            }
          }
        }
      }
    }
    // The two the accessibility re-audit found: a mid grey in dark (white on it 4.47:1), a yellow in light (its ring 1.4:1).
    const dark = { onPrimary: THEMES.dark['on-primary'] ?? '', surface: THEMES.dark.surface ?? '', text: THEMES.dark.text ?? '', muted: THEMES.dark.muted ?? '' };
    assert.ok(contrastRatio(readableColours({ ...dark, primary: '#777777', onPrimary: '#ffffff' }).derived['--_on-primary'] ?? '#ffffff', '#777777') >= 4.5);
    const light = { onPrimary: '#ffffff', surface: THEMES.light.surface ?? '', text: THEMES.light.text ?? '', muted: THEMES.light.muted ?? '' };
    assert.ok(contrastRatio(readableColours({ ...light, primary: '#ffd400' }).derived['--_focus'] ?? '#ffd400', light.surface) >= 3);
  });
});

describe('WCAG contrast ratios', () => {
  it('black on white is 21:1, whatever the order', () => {
    assert.equal(contrastRatio('#000000', '#ffffff'), 21);
    assert.equal(contrastRatio('#ffffff', '#000000'), 21);
  });
  it('match the published ratios for grey, blue and a near-black', () => {
    assert.equal(contrastRatio('#777777', '#ffffff').toFixed(2), '4.48');
    assert.equal(contrastRatio('#0000ff', '#ffffff').toFixed(2), '8.59');
    assert.equal(contrastRatio('#0a0a0a', '#ffffff').toFixed(2), '19.80');
  });
  it('a query colour may come with spaces around it', () => {
    assert.equal(normalizeHexColor(' #C81E1E '), '#c81e1e');
  });
});
