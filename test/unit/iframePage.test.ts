// The iframe page's HTML (issue 44): the start-up frame it draws before any code is the widget's own
// (ui/Skeleton.tsx), so nothing moves when React renders over it; and the page the build writes allows its
// inline entry and styles by their hashes, with nothing else inline.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { cspHashOf } from '../../scripts/release.mjs';

const source = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The class lists of an element tree, in document order (the connection's notice and the label, rendered only by React, left out). */
const classes = (markup: string, attribute: 'class' | 'className') =>
  [...markup.matchAll(new RegExp(`${attribute}="([^"]+)"`, 'g'))].map((match) => match[1]).filter((name) => !/crw-alert|crw-visually-hidden/.test(name ?? ''));

describe('the iframe page', () => {
  it("draws the widget's start-up frame: the same elements with the same classes as the Skeleton", () => {
    const shell = /<main id="root">([\s\S]*?)<\/main>/.exec(source('src/iframe.html'))?.[1] ?? '';
    const skeleton = /return \(([\s\S]*)\);\n}/.exec(source('src/ui/Skeleton.tsx'))?.[1] ?? '';
    assert.deepEqual(classes(shell, 'class'), ['crw-root', ...classes(skeleton, 'className')]);
  });

  it('as built, allows its inline script and style by their hashes (dist/widget/csp.json), and has no other inline code', () => {
    const page = source('dist/widget/index.html');
    const csp = JSON.parse(source('dist/widget/csp.json')) as Record<string, string[]>;
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)];
    assert.equal(scripts.length, 1);
    // A classic script, inline: run where the parser meets it, before the first paint.
    assert.equal(scripts[0]?.[1], '');
    assert.deepEqual(csp['script-src'], [cspHashOf(scripts[0]?.[2] ?? '')]);
    assert.deepEqual(csp['style-src'], styles.map((style) => cspHashOf(style[1] ?? '')));
    assert.doesNotMatch(page, /\sstyle="|\son[a-z]+="/, 'no inline style attribute or event handler');
  });
});
