// npm run verify-conformance: the conformance table's tests test their rules. Each break (scripts/conformance/,
// one file per table) names a row of docs/spec-conformance.md, breaks that rule's code in one small known way
// (a string replaced once), runs the test the row cites, by its name, and expects it to fail; the code is
// restored after each. A break changes what the rule does, not only how it is written: a wait moves to a
// wrong value the test must notice (not only to 0), a wording changes its meaning. It prints how many of the
// rows a code change can break have a break (a row no code change can break says "no break:" and why in its
// test cell), the breaks whose test survives, and exits non-zero if any survives or if an entry no longer
// applies (its code moved, or its row no longer cites its test). Browser and end-to-end tests run on a build
// of the broken code; the build is made again from the restored code at the end.
// CONFORMANCE_ONLY=words runs only the rows whose rule reads them; --check only checks the entries and
// prints the coverage, running nothing (npm test's look).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import departures from './conformance/departures.mjs';
import spec1 from './conformance/spec1.mjs';
import spec2 from './conformance/spec2.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const TABLE = readFileSync(join(root, 'docs/spec-conformance.md'), 'utf8');

const BREAKS = [...departures, ...spec1, ...spec2];

/** Runs a command; true when it failed (exit code not 0). */
function fails(command, args, env = {}) {
  const run = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
}

const asPattern = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const resultsDir = mkdtempSync(join(tmpdir(), 'verify-conformance-'));

/** Whether the test named `test.name` fails (a build of the current code first, for tests on dist/). */
function testFails(test) {
  if (test.kind !== 'unit') execFileSync('node', ['esbuild.config.mjs'], { cwd: root, stdio: 'ignore' });
  if (test.kind === 'browser') {
    const results = join(resultsDir, 'results.json');
    rmSync(results, { force: true });
    // Mocha reads the grep as a regular expression.
    fails('npx', ['wtr', '--config', 'web-test-runner.config.mjs', '--group', 'chromium'], { WTR_FILES: test.file, WTR_GREP: asPattern(test.name), WTR_RESULTS: results });
    const rows = JSON.parse(readFileSync(results, 'utf8'));
    // A test left out by the grep neither passed nor failed with an error.
    const ran = rows.filter((row) => row.name.includes(test.name) && (row.passed || row.error !== null));
    if (ran.length === 0) throw new Error(`no test in ${test.file} named "${test.name}" ran`);
    return ran.some((row) => row.error !== null);
  }
  const run = fails('node', ['--import', 'tsx', '--test', `--test-name-pattern=${asPattern(test.name)}`, test.file]);
  if (!/^# pass [1-9]|^# fail [1-9]/m.test(run.output)) throw new Error(`no test in ${test.file} is named "${test.name}"`);
  return run.failed;
}

const original = new Map();
function restore() {
  for (const [file, text] of original) writeFileSync(join(root, file), text);
  original.clear();
}
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});

/** The table's rows (header and rule lines left out), each with whether a code change can break it. */
const TABLE_ROWS = TABLE.split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| rule ') && !line.startsWith('| § '))
  .map((line) => ({ line, breakable: !line.split(' | ').at(-1).includes('no break:') }));

/** What is wrong with an entry before anything runs: its row, its citation of the test, its break. */
function entryProblem(entry) {
  const rows = TABLE_ROWS.filter((row) => row.line.includes(entry.row));
  if (rows.length !== 1) return `${rows.length} rows of the table read "${entry.row}"`;
  const [row] = rows;
  if (!row.breakable) return 'the row says no code change breaks it';
  // The row cites the test by file and by name (its first words, before any "…").
  if (!row.line.includes(entry.test.file)) return `the row does not cite ${entry.test.file}`;
  if (!row.line.includes(`"${entry.test.name}`)) return `the row does not cite the test "${entry.test.name}"`;
  const [file, find] = entry.break;
  const text = readFileSync(join(root, file), 'utf8');
  if (text.split(find).length !== 2) return `"${find}" is not in ${file} exactly once (the break no longer applies)`;
  return null;
}

const label = (entry) => `${String(BREAKS.indexOf(entry) + 1).padStart(3)} ${entry.row}`;
const problems = BREAKS.flatMap((entry) => {
  const problem = entryProblem(entry);
  return problem ? [`${label(entry)}: ${problem}`] : [];
});
const breakable = TABLE_ROWS.filter((row) => row.breakable);
const covered = breakable.filter((row) => BREAKS.some((entry) => row.line.includes(entry.row)));
const coverage = `${covered.length} of the ${breakable.length} rows a code change can break have a break (${BREAKS.length} breaks; ${TABLE_ROWS.length - breakable.length} of the table's ${TABLE_ROWS.length} rows say no code change breaks them)`;

// --check: only the entries and the coverage, nothing broken or run (npm test's quick look).
if (process.argv.includes('--check')) {
  console.log(coverage);
  for (const problem of problems) console.log(`problem: ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}

const survivors = [];
const started = Date.now();
try {
  for (const entry of BREAKS) {
    // CONFORMANCE_ONLY=words: only the rows whose rule reads them (a row being written).
    if (process.env.CONFORMANCE_ONLY && !entry.row.includes(process.env.CONFORMANCE_ONLY)) continue;
    if (entryProblem(entry)) continue;
    const [file, find, replace] = entry.break;
    const text = readFileSync(join(root, file), 'utf8');
    original.set(file, text);
    writeFileSync(join(root, file), text.replace(find, () => replace));
    let killed;
    try {
      killed = testFails(entry.test);
    } catch (error) {
      problems.push(`${label(entry)}: ${error.message}`);
      continue;
    } finally {
      restore();
    }
    console.log(`${killed ? 'fails, as it must' : 'SURVIVES        '}  ${label(entry)}  (${entry.test.file} "${entry.test.name}")`);
    if (!killed) survivors.push(label(entry));
  }
} finally {
  restore();
  execFileSync('node', ['esbuild.config.mjs'], { cwd: root, stdio: 'ignore' });
  rmSync(resultsDir, { recursive: true, force: true });
}

console.log(`\n${coverage}.\nRun in ${Math.round((Date.now() - started) / 1000)} s: ${BREAKS.length - survivors.length - problems.length} breaks caught by their row's test.`);
for (const problem of problems) console.log(`problem: ${problem}`);
for (const survivor of survivors) console.log(`survives: ${survivor}`);
if (survivors.length > 0 || problems.length > 0) process.exit(1);
