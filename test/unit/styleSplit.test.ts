// The widget's two stylesheets (issue 44): styles.css comes with the first load, laterStyles.css with the
// later screens' code. A rule that styles what the first load draws must be in the first; a rule for what
// only later code draws belongs in the second (the first load is what every customer waits for).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Metafile } from '../../esbuild.config.mjs';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The widget's class names the first load's own modules name, and the prefixes of those they build (`crw-badge-${…}`). */
function firstLoadClasses(): (name: string) => boolean {
  const names = new Set<string>();
  const prefixes: string[] = [];
  for (const [meta, source] of [['dist/meta-element.json', 'elements/crypto-ramp-widget.tsx'], ['dist/meta-iframe.json', 'src/iframe.tsx']] as const) {
    const { outputs } = JSON.parse(read(meta)) as Metafile;
    const main = Object.values(outputs).find((output) => output.entryPoint === source);
    for (const input of Object.keys(main?.inputs ?? {}).filter((file) => /^(src|elements)\/.*\.tsx?$/.test(file))) {
      const text = read(input);
      for (const [name] of text.matchAll(/crw-[a-z0-9-]*[a-z0-9]/g)) names.add(name);
      for (const [, prefix] of text.matchAll(/(crw-[a-z0-9-]*-)\$\{/g)) if (prefix) prefixes.push(prefix);
    }
  }
  return (name) => names.has(name) || prefixes.some((prefix) => name.startsWith(prefix));
}

/** Each selector of a stylesheet (comments dropped, lists split outside parentheses). */
function selectors(css: string): string[] {
  const found: string[] = [];
  for (const [, list] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{[^{}]*\}/g)) {
    let depth = 0;
    let current = '';
    for (const char of list ?? '') {
      if (char === '(') depth++;
      if (char === ')') depth--;
      if (char === ',' && depth === 0) {
        found.push(current.trim());
        current = '';
      } else current += char;
    }
    found.push(current.trim());
  }
  return found.filter((selector) => selector !== '' && !selector.startsWith('@') && !/^(from|to|\d+%)$/.test(selector));
}

const classesOf = (selector: string) => [...selector.matchAll(/\.(crw-[a-z0-9-]+)/g)].map((match) => match[1] ?? '');

describe("the widget's stylesheets", () => {
  const used = firstLoadClasses();

  it('styles everything the first load draws from styles.css: no rule of laterStyles.css matches only its classes', () => {
    const misplaced = selectors(read('src/ui/laterStyles.css')).filter((selector) => classesOf(selector).every(used));
    assert.deepEqual(misplaced, [], 'move these rules to styles.css');
  });

  it('keeps out of styles.css the rules for what only later code draws', () => {
    const later = selectors(read('src/ui/styles.css')).filter((selector) => !classesOf(selector).every(used));
    assert.deepEqual(later, [], 'move these rules to laterStyles.css');
  });
});
