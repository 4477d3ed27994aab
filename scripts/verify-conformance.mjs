// npm run verify-conformance: the conformance table's tests test their rules. Each entry below names a row
// of docs/spec-conformance.md, breaks that rule's code in one small known way (a string replaced once),
// runs the test the row cites, and expects it to fail; the code is restored after each. It prints the rows
// whose test survives its break and exits non-zero if any does, or if a break no longer applies (the code
// moved: the entry must follow it). Browser and end-to-end tests run on a build of the broken code; the
// build is made again from the restored code at the end. CONFORMANCE_ONLY=words runs only the rows whose rule
// reads them.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const TABLE = readFileSync(join(root, 'docs/spec-conformance.md'), 'utf8');

const unit = (file, name) => ({ kind: 'unit', file: `test/unit/${file}`, name });
const browser = (file, name) => ({ kind: 'browser', file: `test/browser/${file}`, name });
const e2e = (file, name) => ({ kind: 'e2e', file: `test/e2e/${file}`, name });

/** row: words of the row's rule; break: [file, find, replace]; test: the row's test, which must fail. */
const BREAKS = [
  {
    row: 'Buy/Sell switch hidden with launch parameters',
    break: ['src/screens/buy/Calculator.tsx', '{standalone && <FlowSwitch current="buy" />}', '{<FlowSwitch current="buy" />}'],
    test: browser('calculator.test.ts', 'locks what the merchant fixed'),
  },
  {
    row: 'Buy/Sell switch hidden with launch parameters',
    break: ['src/screens/sell/SellCalculator.tsx', '{standalone && <FlowSwitch current="sell" />}', '{<FlowSwitch current="sell" />}'],
    test: browser('sell.test.ts', 'a merchant opens the element on selling'),
  },
  {
    row: "No rate: '{pay}-{receive} is not available' on a disabled button",
    break: ['src/screens/parts/CalculatorForm.tsx', '{unavailable ?? proceedLabel}', '{proceedLabel}'],
    test: browser('calculator.test.ts', 'a pair the merchant fixed without a rate stays as fixed'),
  },
  {
    row: 'Sell calculator: crypto paid, fiat received',
    break: ['src/screens/parts/CalculatorForm.tsx', '{unavailable ?? proceedLabel}', '{proceedLabel}'],
    test: browser('sell.test.ts', 'a pair the merchant fixed without a rate stays as fixed'),
  },
  {
    row: 'a currency the merchant fixed is never swapped for another',
    break: ['src/domain/calculator.ts', 'if (pay && !locked.receive) {', 'if (pay) {'],
    test: unit('calculator.test.ts', 'a currency the merchant fixed is never swapped'),
  },
  {
    row: 'processing (30 s long-wait message, Skip waiting)',
    break: ['src/state/order.ts', '}, deps.timings.longWaitMessageMs);', '}, 0);'],
    test: browser('order-status.test.ts', 'processing: after 30 s a longer-wait message'),
  },
  {
    row: 'processing (30 s long-wait message, Skip waiting)',
    break: ['src/screens/order/Order.tsx', 'orders.skippedWaiting.value ? <ProgressView', 'false ? <ProgressView'],
    test: browser('order-status.test.ts', 'processing: after 30 s a longer-wait message'),
  },
  {
    row: 'KYC waiting: polled every 5 s while Pending or Review; Complete resumes the order',
    break: ['src/domain/routing.ts', "return user.firstName ? 'resume' : ROUTES.lightKyc;", 'return user.firstName ? ROUTES.order : ROUTES.lightKyc;'],
    test: e2e('kyc.test.ts', 'GREEN after the light limit'),
  },
  {
    row: 'logged-in landing (KYC Complete or Review → order and card select)',
    break: ['src/domain/sell.ts', "if (status === 'complete' || status === 'review') return null;", "if (status === 'complete') return null;"],
    test: unit('sell.test.ts', 'banned, problems, the order, or KYC'),
  },
  {
    row: 'Card vault script from the vault service (fixed vault id, live environment, version 2.25.1, custom host)',
    break: ['src/integrations/cardVault.ts', "export const COLLECT_VERSION = '2.25.1';", "export const COLLECT_VERSION = '2.24.0';"],
    test: unit('productionVault.test.ts', 'loads Collect.js 2.25.1'),
  },
  {
    row: 'Card vault script from the vault service (fixed vault id, live environment, version 2.25.1, custom host)',
    break: ['esbuild.config.mjs', "(production ? 'live' : 'sandbox')", "'sandbox'"],
    test: unit('productionVault.test.ts', 'loads Collect.js 2.25.1'),
  },
  {
    row: 'Card vault script from the vault service (fixed vault id, live environment, version 2.25.1, custom host)',
    break: ['src/integrations/cardVault.ts', 'if (config.kind === \'vgs\' && config.cname) form.useCname?.(config.cname);', ''],
    test: unit('productionVault.test.ts', 'loads Collect.js 2.25.1'),
  },
  {
    row: 'Card vault script from the vault service (fixed vault id, live environment, version 2.25.1, custom host)',
    break: ['esbuild.config.mjs', 'if (!env.CRW_VAULT_ID) problems.push(', 'if (false) problems.push('],
    test: unit('productionVault.test.ts', 'a production build is refused'),
  },
  {
    row: 'number and expiry sent without spaces, two-digit year',
    break: ['src/integrations/cardVault.ts', "'card-number': { serializers: WITHOUT_SPACES },", "'card-number': {},"],
    test: browser('card-payment.test.ts', 'a new card that completes'),
  },
  {
    row: 'number and expiry sent without spaces, two-digit year',
    break: ['src/integrations/cardVault.ts', "'card-expiration-date': { serializers: WITHOUT_SPACES, yearLength: 2 },", "'card-expiration-date': { serializers: WITHOUT_SPACES },"],
    test: browser('card-payment.test.ts', 'a new card that completes'),
  },
  {
    row: 'After login: banned / light KYC / KYC / KYC problems / user info by status; 100 ms redirect delay',
    break: ['src/state/loginFlow.ts', 'deps.navigation.follow), deps.timings.postLoginRedirectMs);', 'deps.navigation.follow), 0);'],
    test: unit('loginModel.test.ts', 'the customer goes on after 100 ms'),
  },
  {
    row: 'Card payment: pages 0/1/2 with their titles',
    break: ['src/state/cardPayment.ts', 'page.value = quick.value ? 0 : 1;', 'page.value = 0;'],
    test: browser('card-payment.test.ts', 'back: page 2 → 1 → 0 with saved cards'),
  },
  {
    row: "'Please fill billing address details' on card submit",
    break: ['src/state/cardPayment.ts', "if (Object.keys(addressProblems.value).length > 0) found.billingAddress = 'cardForm.billingAddressInvalid';", ''],
    test: browser('card-payment.test.ts', 'a billing address with a part missing'),
  },
  {
    row: 'state (dropped when empty)',
    break: ['src/state/cardPayment.ts', "if (contact.state.value.trim() !== '') entry.state = contact.state.value.trim();", 'entry.state = contact.state.value.trim();'],
    test: browser('card-payment.test.ts', 'a new card that completes'),
  },
  {
    row: "limits mapped, 'User is empty', 'Currency not found'",
    break: ['src/state/startup.ts', 'if (ticker && !enriched.some((c) => c.tickerWithNetwork === ticker)) throw new CurrencyNotFoundError(ticker);', ''],
    test: browser('startup.test.ts', 'initialization fails with Currency not found'),
  },
  {
    row: "Banned user: title, description, reasons (block reason or reject labels), support; no user: 'User is empty'",
    break: ['src/app.tsx', 'return session.user.value ? children : <Redirect to={flowStart(flow)} replace />;', 'return children;'],
    test: browser('kyc-identities.test.ts', 'the banned screen without a customer is not shown'),
  },
  {
    row: 'Unexpected errors without a code go to the error-reporting service, production only',
    break: ['src/integrations/errorReporting.ts', "if (environment !== 'production' || !dsn) {", 'if (!dsn) {'],
    test: browser('startup.test.ts', 'in production mode only'),
  },
  {
    row: 'Persisted data restored under 3600 s, the calculator only when complete, cleared once the order exists',
    break: ['src/state/buy.ts', 'deps.local.remove(STORAGE_KEYS.orderCreationData);', ''],
    test: browser('order-creation.test.ts', 'anonymous → wallet → login'),
  },
  {
    row: 'After the last attempt also times out, the order is read again',
    break: ['src/state/order.ts', 'if (readAgain && startedDespiteTimeouts(readAgain)) return sent(readAgain);', ''],
    test: browser('card-errors.test.ts', 'every attempt times out while the provider started the payment'),
  },
  {
    row: 'Processing (provider v2): retried up to 3 times on timeout, then a final attempt; one idempotency key',
    break: ['src/state/order.ts', 'orderApi.process(order.id, payment, key)', 'orderApi.process(order.id, payment, newIdempotencyKey())'],
    test: browser('card-errors.test.ts', 'a timeout is retried with the same idempotency key'),
  },
  {
    row: 'Merchant parameters invalid screen shows the error payload',
    break: ['src/screens/system/StartupFailed.tsx', '<pre className="crw-raw">{JSON.stringify(failure.payload, null, 2)}</pre>', '<pre className="crw-raw" />'],
    test: browser('startup.test.ts', 'a wrong signature shows the invalid parameters screen'),
  },
  {
    row: 'the knowledge-base link is a help-widget address',
    break: ['src/ui/links.ts', "export const KNOWLEDGE_BASE_URL = 'https://help-widget.example.com/';", "export const KNOWLEDGE_BASE_URL = 'https://support.example.com/';"],
    test: browser('tracking.test.ts', 'shows a live order to anyone'),
  },
  {
    row: "Spec texts 'Sorry. You are not match our requirements'",
    break: ['src/i18n/locales/en.flow.json', '"Sorry. You do not meet our requirements, so', '"We are sorry: your account does not meet our requirements, so'],
    test: browser('kyc-identities.test.ts', 'kyc-reject: banned user'),
  },
  {
    row: 'the off-ramp\'s sign-up sends `legalAgreement` and `newsletterAgreement`',
    break: ['src/api/accountResources.ts', 'legalAgreement: input.agreed, newsletterAgreement: input.newsletter', 'acceptTheRules: input.agreed, subscribeOnMailing: input.newsletter'],
    test: browser('sell.test.ts', "after login the seller's payout cards are fetched"),
  },
  {
    row: 'Where a reload before Proceed returns',
    break: ['src/domain/persistedOrderData.ts', 'return complete && data.proceeded ? ROUTES.walletAddress : ROUTES.root;', 'return complete ? ROUTES.walletAddress : ROUTES.root;'],
    test: browser('calculator.test.ts', 'restores the calculator after a reload'),
  },
  {
    row: 'The 900-euro promotion',
    break: ['src/state/calculator.ts', 'return euro !== null && euro > PROMO_NO_KYC_LIMIT_EUR;', 'return false;'],
    test: browser('order-creation.test.ts', 'above the light limit (900 euro)'),
  },
  {
    row: 'Failed order: the reason, help, support, the order id, Close',
    break: ['src/domain/payment.ts', 'const usable = cards.filter((card) => card.id !== declined);', 'const usable = cards;'],
    test: unit('returningCustomer.test.ts', 'the card a payment starts with'),
  },
  {
    row: 'Order events to the host: created, pending on processing_started, fail, success',
    break: ['src/domain/orderStatus.ts', "if (next === 'processing_started') return 'operation_pending';", ''],
    test: unit('orderStatus.test.ts', 'processing_started → pending'),
  },
  {
    row: 'Reads sent again after a failure of the way',
    break: ['src/api/client.ts', "const repeatable = options.repeatable ?? request.method === 'GET';", 'const repeatable = options.repeatable ?? false;'],
    test: unit('apiClient.test.ts', 'a read is sent again after a reset'),
  },
  {
    row: 'Order creation with an `Idempotency-Key`',
    break: ['src/state/pendingCreation.ts', 'const saved = stored ?? remembered;', 'const saved: typeof remembered = null;'],
    test: unit('pendingCreation.test.ts', 'the same purchase sent again before an answer carries the same key'),
  },
  {
    row: "Words for failures that are not the backend's",
    break: ['src/state/problem.ts', "key: isTransient(error) ? 'errors.connection' : fallback", 'key: fallback'],
    test: unit('forms.test.ts', 'light KYC: a failure on the way'),
  },
  {
    row: 'fatal error on api_client/server errors and a failed auth-data load',
    break: ['src/state/order.ts', '      if (isTransient(error)) {\n        authRetry', '      if (false) {\n        authRetry'],
    test: browser('order-status.test.ts', 'its data failing on the way'),
  },
  {
    row: '`POST customers/sign-in-without-confirmation`',
    break: ['src/state/widget.ts', '!hasSession && payload?.email && payload.shareToken', 'false && payload?.email && payload.shareToken'],
    test: browser('wallet-and-login.test.ts', 'a merchant vouching for the e-mail with a share token signs the customer in at start-up'),
  },
  {
    row: 'Welcome back: e-mail, log out unless the merchant gave the e-mail, Proceed',
    break: ['src/screens/auth/UserGreeting.tsx', '{!emailFromMerchant && <LogoutButton', '{<LogoutButton'],
    test: browser('wallet-and-login.test.ts', 'the merchant gave the e-mail: no log out on welcome back'),
  },
  {
    row: 'Offline as a state',
    break: ['src/api/client.ts', '      await connection?.whenBack(signal);\n', ''],
    test: unit('apiClient.test.ts', 'nothing leaves while it is down'),
  },
  {
    row: 'Offline as a state',
    break: ['src/api/client.ts', 'if (!repeatable || !(await connection.whenBack(signal))) throw error;', 'throw error;'],
    test: unit('apiClient.test.ts', 'a read that found the connection down waits'),
  },
  {
    row: 'Offline as a state',
    break: ['src/api/client.ts', '          deadline += Date.now() - asked;', ''],
    test: unit('apiClient.test.ts', 'the time a probe takes is not the call'),
  },
  {
    row: 'Code that loads later, loaded like data',
    break: ['src/domain/retry.ts', 'if (retry >= READ_RETRIES) throw new CodeLoadError', 'throw new CodeLoadError'],
    test: unit('connection.test.ts', 'is asked for only once the connection is there'),
  },
  {
    row: 'A reload keeps the step and what was typed',
    break: ['src/domain/payment.ts', "const retype = savedCard ? 'securityCode' : 'card';", 'const retype = null;'],
    test: unit('payment.test.ts', 'lands where nothing secret is missing'),
  },
  {
    row: 'A reload keeps the step and what was typed',
    break: ['src/state/login.ts', 'const legalAgreement = field(saved?.agreed ?? false);', 'const legalAgreement = field(false);'],
    test: unit('loginModel.test.ts', 'a reload on the e-mail step keeps'),
  },
  {
    row: 'Processing (provider v2): retried up to 3 times on timeout, then a final attempt; one idempotency key',
    break: ['src/api/retry.ts', 'if (!isTransient(error) || attempt >= retries) throw error;', "if ((error as Error).name !== 'TimeoutError' || attempt >= retries) throw error;"],
    test: unit('payment.test.ts', 'ours: a reset connection or a gateway'),
  },
];

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

const survivors = [];
const problems = [];
const started = Date.now();
try {
  for (const [index, entry] of BREAKS.entries()) {
    // CONFORMANCE_ONLY=words: only the rows whose rule reads them (a row being written).
    if (process.env.CONFORMANCE_ONLY && !entry.row.includes(process.env.CONFORMANCE_ONLY)) continue;
    const [file, find, replace] = entry.break;
    const label = `${String(index + 1).padStart(2)} ${entry.row}`;
    const rowLines = TABLE.split('\n').filter((line) => line.startsWith('|') && line.includes(entry.row));
    if (rowLines.length !== 1) {
      problems.push(`${label}: ${rowLines.length} rows of the table read "${entry.row}"`);
      continue;
    }
    if (!rowLines[0].includes(entry.test.file)) problems.push(`${label}: the row does not cite ${entry.test.file}`);
    const text = readFileSync(join(root, file), 'utf8');
    if (text.split(find).length !== 2) {
      problems.push(`${label}: "${find}" is not in ${file} exactly once (the break no longer applies)`);
      continue;
    }
    original.set(file, text);
    writeFileSync(join(root, file), text.replace(find, () => replace));
    let killed;
    try {
      killed = testFails(entry.test);
    } catch (error) {
      problems.push(`${label}: ${error.message}`);
      continue;
    } finally {
      restore();
    }
    console.log(`${killed ? 'fails, as it must' : 'SURVIVES        '}  ${label}  (${entry.test.file} "${entry.test.name}")`);
    if (!killed) survivors.push(label);
  }
} finally {
  restore();
  execFileSync('node', ['esbuild.config.mjs'], { cwd: root, stdio: 'ignore' });
  rmSync(resultsDir, { recursive: true, force: true });
}

const rows = new Set(BREAKS.map((entry) => entry.row)).size;
console.log(`\n${BREAKS.length} breaks of ${rows} rows in ${Math.round((Date.now() - started) / 1000)} s: ${BREAKS.length - survivors.length - problems.length} caught by their row's test.`);
for (const problem of problems) console.log(`problem: ${problem}`);
for (const survivor of survivors) console.log(`survives: ${survivor}`);
if (survivors.length > 0 || problems.length > 0) process.exit(1);
