// The breaks of the rows of the table of spec 1 (foundation and buy), section by section in docs/spec-conformance.md
// (scripts/verify-conformance.mjs runs them).
import { browser, e2e, unit } from './tests.mjs';

/** @type {import('./tests.mjs').Break[]} */
export default [
  {
    row: 'Accept-Language (the current locale as `GET languages` names it',
    break: ['src/domain/language.ts', '  return USUAL_LOCALE[code];\n}', '  return code;\n}'],
    test: unit('languageModel.test.ts', "requests carry the language's locale"),
  },
  {
    row: 'NEAR wallet selector: sign in/out',
    break: ['src/domain/currencies.ts', "return currency.blockchainNetwork === 'NEAR' && (currency.networkNameKey", "return currency.blockchainNetwork === 'NEAR' || (currency.networkNameKey"],
    test: unit('calculator.test.ts', 'the NEAR wallet selector is for the NEAR main network'),
  },
  {
    row: 'KYC waiting: polled every 5 s while Pending or Review',
    break: ['src/state/buy.ts', '      if (confirmed.peek()) {', '      if (proceeded.peek()) {'],
    test: e2e('kyc.test.ts', 'GREEN for a customer who had only pressed Proceed'),
  },
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
    row: 'After login: banned / light KYC / KYC / KYC problems / user info by status; 100 ms redirect delay',
    break: ['src/state/loginFlow.ts', 'deps.navigation.follow), deps.timings.postLoginRedirectMs);', 'deps.navigation.follow), 0);'],
    test: unit('loginModel.test.ts', 'signed in, the customer goes on after 100 ms'),
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
    row: "Banned user: title, description, reasons (block reason or reject labels), support; no user: 'User is empty'",
    break: ['src/app.tsx', 'return session.user.value ? children : <Redirect to={flowStart(flow)} replace />;', 'return children;'],
    test: browser('kyc-identities.test.ts', 'the banned screen without a customer is not shown'),
  },
  {
    row: 'Unexpected errors without a code go to the error-reporting service, production only',
    break: ['src/integrations/errorReporting.ts', "if (environment !== 'production' || !dsn) {", 'if (!dsn) {'],
    test: browser('startup.test.ts', 'reports an unexpected error'),
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
    row: 'fatal error on api_client/server errors and a failed auth-data load',
    break: ['src/state/order.ts', '      if (isTransient(error)) {\n        authRetry', '      if (false) {\n        authRetry'],
    test: browser('order-status.test.ts', 'its data failing on the way'),
  },
  {
    row: 'Welcome back: e-mail, log out unless the merchant gave the e-mail, Proceed',
    break: ['src/screens/auth/UserGreeting.tsx', '{!emailFromMerchant && <LogoutButton', '{<LogoutButton'],
    test: browser('wallet-and-login.test.ts', 'the merchant gave the e-mail: no log out on welcome back'),
  },
  {
    row: 'Processing (provider v2): retried up to 3 times on timeout, then a final attempt; one idempotency key',
    break: ['src/api/retry.ts', 'if (!isTransient(error) || attempt >= retries) throw error;', "if ((error as Error).name !== 'TimeoutError' || attempt >= retries) throw error;"],
    test: unit('payment.test.ts', 'ours: a reset connection or a gateway'),
  },
];
