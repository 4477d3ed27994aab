// npm run verify-conformance: the conformance table's tests test their rules. Each break (scripts/conformance/,
// one file per table) names a row of docs/spec-conformance.md, breaks that rule's code in one small known way
// (a string replaced once), runs the test the row cites, by its name, and expects it to fail. Breaks are made
// in a copy of the working tree, never in the checkout. A break changes what the rule does, not only how it
// is written: a wait moves to a wrong value the test must notice (not only to 0), a wording changes its
// meaning. It prints how many of the rows a code change can break have a break (a row no code change can
// break says "no break:" and why in its test cell), the breaks whose test survives, and exits non-zero if
// any survives or if an entry no longer applies (its code moved, or its row no longer cites its test).
// Browser and end-to-end tests run on a build of the broken code.
// CONFORMANCE_ONLY=words runs only the rows whose rule reads them, CONFORMANCE_TABLE=spec1 only one file's
// breaks; CONFORMANCE_JOBS=n tries n breaks side by side; --check only checks the entries and prints the coverage, running nothing (npm test's look).
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import departures from './conformance/departures.mjs';
import spec1 from './conformance/spec1.mjs';
import spec2 from './conformance/spec2.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const TABLE = readFileSync(join(root, 'docs/spec-conformance.md'), 'utf8');

const TABLES = { departures, spec1, spec2 };
const BREAKS = Object.values(TABLES).flat();
// CONFORMANCE_TABLE=spec1 (or departures, spec2): only the breaks of that table's file.
const onlyTable = process.env.CONFORMANCE_TABLE ? TABLES[process.env.CONFORMANCE_TABLE] : null;
if (process.env.CONFORMANCE_TABLE && !onlyTable) throw new Error(`CONFORMANCE_TABLE is one of ${Object.keys(TABLES).join(', ')}`);

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

/**
 * A copy of the working tree (the files git knows or would add, with node_modules linked) where breaks are
 * made: the checkout itself is never changed, so an interrupted run leaves nothing broken behind.
 */
function copyOfTree() {
  const dir = mkdtempSync(join(tmpdir(), 'verify-conformance-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Runs a command in `cwd`; resolves with whether it failed (exit code not 0) and what it printed. */
function run(cwd, command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (status) => resolve({ failed: status !== 0, output }));
  });
}

const asPattern = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the test named `test.name` fails in the copy `dir` (built first, for tests on dist/). */
async function testFails(dir, test) {
  if (test.kind !== 'unit') {
    const build = await run(dir, 'node', ['esbuild.config.mjs']);
    if (build.failed) throw new Error(`the broken code does not build: ${build.output.slice(0, 300)}`);
  }
  if (test.kind === 'browser') {
    const results = join(dir, 'verify-conformance-results.json');
    rmSync(results, { force: true });
    // Mocha reads the grep as a regular expression.
    await run(dir, 'npx', ['wtr', '--config', 'web-test-runner.config.mjs', '--group', 'chromium'], { WTR_FILES: test.file, WTR_GREP: asPattern(test.name), WTR_RESULTS: results });
    const rows = JSON.parse(readFileSync(results, 'utf8'));
    // A test left out by the grep neither passed nor failed with an error.
    const ran = rows.filter((row) => row.name.includes(test.name) && (row.passed || row.error !== null));
    if (ran.length === 0) throw new Error(`no test in ${test.file} named "${test.name}" ran`);
    return ran.some((row) => row.error !== null);
  }
  const outcome = await run(dir, 'node', ['--import', 'tsx', '--test', `--test-name-pattern=${asPattern(test.name)}`, test.file]);
  if (!/^# pass [1-9]|^# fail [1-9]/m.test(outcome.output)) throw new Error(`no test in ${test.file} is named "${test.name}"`);
  return outcome.failed;
}

// CONFORMANCE_ONLY=words: only the rows whose rule reads them (a row being written).
const chosen = BREAKS.filter(
  (entry) => (!process.env.CONFORMANCE_ONLY || entry.row.includes(process.env.CONFORMANCE_ONLY)) && (!onlyTable || onlyTable.includes(entry)) && !entryProblem(entry),
);
// CONFORMANCE_JOBS=n: breaks tried side by side, each in its own copy (default 1: a test on a busy machine
// can fail by timing out, which would hide a survivor).
const jobs = Math.max(1, Math.min(Number(process.env.CONFORMANCE_JOBS) || 1, chosen.length));
const survivors = [];
const started = Date.now();
const queue = [...chosen];
const copies = Array.from({ length: jobs }, copyOfTree);
process.on('SIGINT', () => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  process.exit(130);
});
try {
  await Promise.all(
    copies.map(async (dir) => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const [file, find, replace] = entry.break;
        const text = readFileSync(join(root, file), 'utf8');
        writeFileSync(join(dir, file), text.replace(find, () => replace));
        try {
          const killed = await testFails(dir, entry.test);
          console.log(`${killed ? 'fails, as it must' : 'SURVIVES        '}  ${label(entry)}  (${entry.test.file} "${entry.test.name}")`);
          if (!killed) survivors.push(label(entry));
        } catch (error) {
          problems.push(`${label(entry)}: ${error.message}`);
        } finally {
          writeFileSync(join(dir, file), text);
        }
      }
    }),
  );
} finally {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
}

console.log(`\n${coverage}.\nRun in ${Math.round((Date.now() - started) / 1000)} s (${jobs} at a time): ${chosen.length - survivors.length - problems.length} of ${chosen.length} breaks caught by their row's test.`);
for (const problem of problems) console.log(`problem: ${problem}`);
for (const survivor of survivors) console.log(`survives: ${survivor}`);
if (survivors.length > 0 || problems.length > 0) process.exit(1);
