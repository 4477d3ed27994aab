// The breaks of the rows of the first table (the rules where the product extends, departs or decides) in docs/spec-conformance.md
// (scripts/verify-conformance.mjs runs them).
import { browser, unit } from './tests.mjs';

/** @type {import('./tests.mjs').Break[]} */
export default [
  {
    row: "Spec conflict: KYC problems' Logout",
    break: ['src/screens/kyc/KycProblems.tsx', "      <LogoutButton label={t('greeting.logout')} />\n", ''],
    test: browser('kyc-identities.test.ts', 'KYC problems keeps its Logout when the merchant gave the e-mail'),
  },
  {
    row: 'Spec conflict: "A spinner shows when no user is present"',
    break: ['src/app.tsx', 'return session.user.value ? children : <Redirect to={flowStart(flow)} replace />;', 'return children;'],
    test: browser('kyc-identities.test.ts', '/buy/kyc without a customer'),
  },
  {
    row: 'Spec conflict: "A spinner shows when no user is present"',
    break: ['src/app.tsx', 'return session.user.value ? children : <Redirect to={flowStart(flow)} replace />;', 'return children;'],
    test: browser('kyc-identities.test.ts', '/buy/user_info without a customer'),
  },
  {
    row: 'Error codes `password_expired`, `password_attempts_exceeded`',
    break: ['src/state/login.ts', "isApiError(error, 'password_attempts_exceeded') ? 'attemptsExceeded' : null", 'null'],
    test: unit('loginModel.test.ts', 'password_attempts_exceeded: the code is spent'),
  },
  {
    row: "The calculator's limit messages",
    break: ['src/screens/parts/CalculatorForm.tsx', 'const LIMIT_MESSAGE_DELAY_MS = 700;', 'const LIMIT_MESSAGE_DELAY_MS = 20_000;'],
    test: browser('calculator.test.ts', 'tells the minimum and the maximum with amount and ticker once typing pauses'),
  },
  {
    row: "The merchant's `lang`",
    break: ['src/domain/language.ts', '[options.stored, options.requested, options.browser', '[options.requested, options.stored, options.browser'],
    test: unit('languageModel.test.ts', "the customer's earlier choice wins over the merchant's lang"),
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
    row: 'Where a reload before Proceed returns',
    break: ['src/domain/persistedOrderData.ts', 'return complete && data.proceeded ? ROUTES.walletAddress : ROUTES.root;', 'return complete ? ROUTES.walletAddress : ROUTES.root;'],
    test: browser('calculator.test.ts', 'restores the calculator after a reload'),
  },
  {
    row: 'The 900-euro promotion',
    break: ['src/state/calculator.ts', 'return euro !== null && euro > PROMO_NO_KYC_LIMIT_EUR;', 'return false;'],
    test: browser('order-creation.test.ts', 'above the light limit'),
  },
  {
    row: 'Failed order: the reason, help, support, the order id, Close',
    break: ['src/domain/payment.ts', 'const usable = cards.filter((card) => card.id !== declined);', 'const usable = cards;'],
    test: unit('returningCustomer.test.ts', 'the card a payment starts with'),
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
    row: '`POST customers/sign-in-without-confirmation`',
    break: ['src/state/widget.ts', '!hasSession && payload?.email && payload.shareToken', 'false && payload?.email && payload.shareToken'],
    test: browser('wallet-and-login.test.ts', 'a merchant vouching for the e-mail'),
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
];
