/** `npm run check:links` (in `npm test`): the project's link check refuses a broken relative link or anchor. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs the project's check, with its configuration, over a folder holding `files`: its exit code. */
function check(files: Record<string, string>): number | null {
  const dir = mkdtempSync(join(tmpdir(), 'crw-links-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const remark = join(ROOT, 'node_modules/.bin/remark');
    return spawnSync(remark, ['.', '--frail', '--quiet', '--no-stdout', '--rc-path', join(ROOT, '.remarkrc.mjs')], { cwd: dir }).status;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the Markdown link check', () => {
  const page = '# Embedding\n\n## Several widgets\n\nText.\n';
  it('passes links to files and headings that exist', () => {
    assert.equal(check({ 'a.md': page, 'b.md': 'See [several](a.md#several-widgets), [top](#links) and [a](./a.md).\n\n# Links\n' }), 0);
  });
  it('fails on a missing file, and on a heading that is not there', () => {
    assert.equal(check({ 'a.md': page, 'b.md': 'See [gone](c.md).\n' }), 1);
    assert.equal(check({ 'a.md': page, 'b.md': 'See [gone](a.md#several-widget).\n' }), 1);
  });
});
