// The breaks of the rows of the table of spec 1 (foundation and buy), section by section in docs/spec-conformance.md
// (scripts/verify-conformance.mjs runs them).
import { browser, e2e, unit } from './tests.mjs';

/** @type {import('./tests.mjs').Break[]} */
export default [
  {
    row: 'Accept-Language (the current locale as `GET languages` names it',
    break: ['src/domain/language.ts', "if (typeof locale === 'string' && LOCALE.test(locale)) return locale;", ''],
    test: unit('languageModel.test.ts', "requests carry the language's locale"),
  },
  {
    row: 'NEAR wallet selector: sign in/out',
    break: ['src/domain/walletAddress.ts', "return currency.blockchainNetwork === 'NEAR' && (currency.networkNameKey", "return currency.blockchainNetwork === 'NEAR' || (currency.networkNameKey"],
    test: unit('calculator.test.ts', 'the NEAR wallet selector is for the NEAR main network'),
  },
  {
    row: 'KYC waiting: polled every 5 s while Pending or Review',
    break: ['src/state/buy.ts', "      if (stage.peek() === 'confirmed') {", "      if (stage.peek() !== 'calculator') {"],
    test: e2e('kyc.test.ts', 'GREEN for a customer who had only pressed Proceed'),
  },
  {
    row: 'Buy/Sell switch hidden with launch parameters',
    break: ['src/screens/buy/Calculator.tsx', '{screen.standalone && <FlowSwitch current="buy" />}', '{<FlowSwitch current="buy" />}'],
    test: browser('calculator.test.ts', 'locks what the merchant fixed'),
  },
  {
    row: 'Buy/Sell switch hidden with launch parameters',
    break: ['src/screens/sell/SellCalculator.tsx', '{screen.standalone && <FlowSwitch current="sell" />}', '{<FlowSwitch current="sell" />}'],
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
    break: ['src/state/order.ts', '}, deps.timings.longWaitMessageMs);', '}, deps.timings.longWaitMessageMs * 3);'],
    test: browser('order-status.test.ts', 'processing: after 30 s a longer-wait message'),
  },
  {
    row: 'processing (30 s long-wait message, Skip waiting)',
    break: ['src/screens/order/Order.tsx', 'screen.skippedWaiting ? <ProgressView', 'false ? <ProgressView'],
    test: browser('order-status.test.ts', 'processing: after 30 s a longer-wait message'),
  },
  {
    row: 'KYC waiting: polled every 5 s while Pending or Review; Complete resumes the order',
    break: ['src/domain/routing.ts', "return user.firstName ? 'resume' : ROUTES.lightKyc;", 'return user.firstName ? ROUTES.order : ROUTES.lightKyc;'],
    test: e2e('kyc.test.ts', 'GREEN after the light limit'),
  },
  {
    row: 'After login: banned / light KYC / KYC / KYC problems / user info by status; 100 ms redirect delay',
    break: ['src/state/loginFlow.ts', 'deps.afterSignIn(flow, user)), deps.timings.postLoginRedirectMs);', 'deps.afterSignIn(flow, user)), 0);'],
    test: unit('loginModel.test.ts', 'signed in, the customer goes on after 100 ms'),
  },
  {
    row: 'After login: banned / light KYC / KYC / KYC problems / user info by status; 100 ms redirect delay',
    break: ['src/state/loginFlow.ts', 'deps.afterSignIn(flow, user)), deps.timings.postLoginRedirectMs);', 'deps.afterSignIn(flow, user)), deps.timings.postLoginRedirectMs * 3);'],
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
  {
    row: 'Launch parameters apiKey, signature, payload',
    break: ['src/domain/launchParams.ts', "if (apiKey === '') return { merchant: null };", ''],
    test: unit('rules.test.ts', 'launch parameters'),
  },
  {
    row: 'Languages en, es, pt',
    break: ['src/domain/constants.ts', "export const LANGUAGE_CODES = ['en', 'es', 'pt', 'fr',", "export const LANGUAGE_CODES = ['en', 'es', 'fr',"],
    test: browser('sell.test.ts', 'speaks Spanish and Portuguese'),
  },
  {
    row: 'Languages en, es, pt',
    break: ['src/ui/Frame.tsx', "{t('frame.reportIssue')}", "{t('frame.help')}"],
    test: browser('sell.test.ts', 'speaks Spanish and Portuguese'),
  },
  {
    row: 'Routes: root, /banned_user',
    break: ['src/app.tsx', '<Redirect to={ROUTES.root} replace />', '<Redirect to={ROUTES.sell} replace />'],
    test: e2e('embeds.test.ts', 'sends an unknown path back to root'),
  },
  {
    row: 'The query string is kept on every navigation',
    break: ['src/routing.ts', "if (to.includes('?') || search === '' || search === '?') return to;", 'return to;'],
    test: unit('rules.test.ts', 'keeps the query string on navigation'),
  },
  {
    row: 'Logging out clears the user and goes to root',
    break: ['src/state/compose.ts', 'local.removeEverywhere(CUSTOMER_STORAGE_KEYS.local);\n        return go(ROUTES.root);', 'local.removeEverywhere(CUSTOMER_STORAGE_KEYS.local);\n        return go(ROUTES.sell);'],
    test: browser('kyc-identities.test.ts', 'kyc-timeout and kyc-error'),
  },
  {
    row: 'Widget frame: back, title, language dropdown',
    break: ['src/ui/Frame.tsx', '{closable.value ? (', '{!closable.value ? ('],
    test: browser('session-and-frame.test.ts', 'standalone, a help link'),
  },
  {
    row: 'Currency select modals: search (300 ms debounce)',
    break: ['src/domain/currencies.ts', 'words.some((word) => word.startsWith(needle))', 'words.some((word) => word.includes(needle))'],
    test: unit('calculator.test.ts', 'search matches the start of a name word'),
  },
  {
    row: 'Currency select modals: search (300 ms debounce)',
    break: ['src/ui/CurrencySelectModal.tsx', 'useDebounced(query, SELECTOR_SEARCH_DEBOUNCE_MS)', 'useDebounced(query, SELECTOR_SEARCH_DEBOUNCE_MS * 3)'],
    test: browser('calculator.test.ts', 'the currency search waits 300 ms'),
  },
  {
    row: 'Payment flow: the pay amount disabled, only the pay currency changes',
    break: ['src/domain/calculator.ts', 'payAmount: fromAmount !== undefined || options.paymentFlow,', 'payAmount: fromAmount !== undefined,'],
    test: unit('calculator.test.ts', 'the payment-flow variant'),
  },
  {
    row: 'Submit: to the wallet step; after it: login, welcome back or user info',
    break: ['src/domain/routing.ts', "return user.kyc.status === 'complete' ? ROUTES.userInfo : ROUTES.userGreeting;", "return user.kyc.status === 'complete' ? ROUTES.userGreeting : ROUTES.userInfo;"],
    test: unit('routing.test.ts', 'after the wallet step'),
  },
  {
    row: "Fee summary: 'get X for Y'",
    break: ['src/screens/parts/FeeSummary.tsx', 'pay: `~', 'pay: `'],
    test: browser('calculator.test.ts', 'starts a US customer'),
  },
  {
    row: 'Wallet address: label with ticker and network (none for NEAR)',
    break: ['src/domain/walletAddress.ts', "return currency.blockchainNetwork === 'NEAR' ? null : currency.blockchainNetworkShort;", 'return currency.blockchainNetworkShort;'],
    test: unit('routing.test.ts', 'the label names the network except for NEAR'),
  },
  {
    row: 'Country unavailable: message, country, Continue (flag, host told, root)',
    break: ['src/state/widget.ts', "local.set(STORAGE_KEYS.countryUnavailableIgnored, 'true');", ''],
    test: browser('startup.test.ts', 'an unsupported country'),
  },
  {
    row: 'Login: e-mail, legal agreement (terms, privacy), newsletter; 6-digit code auto-submitting',
    break: ['src/state/login.ts', 'return code.value.length === CONFIRMATION_CODE_LENGTH ? submitCode() : null;', 'return null;'],
    test: unit('loginModel.test.ts', 'the sixth digit signs in at once'),
  },
  {
    row: 'Login: e-mail, legal agreement (terms, privacy), newsletter; 6-digit code auto-submitting',
    break: ['src/state/login.ts', '// spec 1 §2: "The step resets after login succeeds."\n      reset();', '// spec 1 §2: "The step resets after login succeeds."'],
    test: unit('loginModel.test.ts', 'the sixth digit signs in at once'),
  },
  {
    row: 'Light KYC: first name, last name, country; save when changed, then the order',
    break: ['src/state/lightKycForm.ts', "if (lastName.value.trim() === '') found.lastName = 'lastNameRequired';", ''],
    test: unit('forms.test.ts', 'light KYC: problems show only once tried'),
  },
  {
    row: 'Light KYC: first name, last name, country; save when changed, then the order',
    break: ['src/state/lightKycForm.ts', 'if (changed) {', 'if (changed || deps.user.kyc.status === \'light\') {'],
    test: unit('forms.test.ts', 'light KYC: details unchanged are not saved again'),
  },
  {
    row: "Full KYC: the provider's widget, direct link",
    break: ['src/screens/kyc/Kyc.tsx', '{directLink && (', '{directLink === null && ('],
    test: e2e('kyc.test.ts', 'offers the direct link to verify in a new tab'),
  },
  {
    row: 'KYC problems: the text, support e-mail, Logout',
    break: ['src/screens/kyc/KycProblems.tsx', "<LogoutButton label={t('greeting.logout')} onLogout={() => void screen.logout()} />", ''],
    test: browser('kyc-identities.test.ts', 'kyc-timeout and kyc-error'),
  },
  {
    row: 'User info: e-mail, address with edit, fee details, moved note',
    break: ['src/screens/buy/UserInfo.tsx', '<details className="crw-box">', '<details className="crw-box" open>'],
    test: browser('user-info.test.ts', 'shows the e-mail and the address'),
  },
  {
    row: 'Billing address edit: phone with picker, country, address with edit checkbox',
    break: ['src/state/billingAddressForm.ts', 'const canSubmit = derived(() => changed.value && ', 'const canSubmit = derived(() => '],
    test: unit('forms.test.ts', 'billing address edit: a valid address is saved only once changed'),
  },
  {
    row: 'Confirm transaction (better_bro): summary, agreement, Buy now',
    break: ['src/state/ports/confirmTransaction.ts', 'attempted.value && !agreed.value', 'attempted.value && agreed.value'],
    test: browser('qr-payment.test.ts', 'from confirm to Done'),
  },
  {
    row: 'Order without card: reserved only (else user info)',
    break: ['src/state/walletInfoForm.ts', "if (step.value === 'form') return go(backFromPayment(deps.user));", 'return go(backFromPayment(deps.user));'],
    test: browser('order-without-card.test.ts', 'form with the profile, agreement, confirm, back, pay'),
  },
  {
    row: "Limit reached: daily/weekly/yearly message, 'Choose another card'",
    break: ['src/state/ports/limitReached.ts', "return outcome?.kind === 'limitReached' ? outcome.limit : 'dailyLimitReached';", "return 'dailyLimitReached';"],
    test: browser('qr-payment.test.ts', 'a card limit'),
  },
  {
    row: 'Reservation timer: ticks each second as mm:ss',
    break: ['src/domain/orderDetails.ts', 'if (!Number.isFinite(at) || at <= now) return', 'if (!Number.isFinite(at) || at < now) return'],
    test: unit('payment.test.ts', 'reservation timer'),
  },
  {
    row: 'Provider authentication: SMS or BANK code',
    break: ['src/state/ports/providerAuth.ts', "kind: auth.smsCode ? 'smsCode' : 'card2fa'", "kind: auth.card2fa ? 'smsCode' : 'card2fa'"],
    test: browser('order-status.test.ts', "'Enter BANK code'"),
  },
  {
    row: "Progress: 'Almost done'/'Done', order number",
    break: ['src/domain/orderDetails.ts', 'two(date.getMonth() + 1)', 'two(date.getMonth())'],
    test: unit('orderStatus.test.ts', 'order details'),
  },
  {
    row: 'QR screen: 236 px QR',
    break: ['src/domain/constants.ts', 'export const QR_IMAGE_PX = 236;', 'export const QR_IMAGE_PX = 200;'],
    test: unit('integrations.test.ts', 'QR images'),
  },
  {
    row: "Merchant parameters invalid; generic error page 'Something Went Wrong'",
    break: ['src/screens/system/StartupFailed.tsx', "if (failure.kind === 'merchant_invalid') {", "if (failure.kind !== 'merchant_invalid') {"],
    test: browser('startup.test.ts', 'a wrong signature shows the invalid parameters screen'),
  },
  {
    row: 'Order creation payload: toAmount only when the merchant gave it',
    break: ['src/domain/orderCreation.ts', 'if (input.merchantToAmount !== undefined) return { ...base, toAmount: input.merchantToAmount };', ''],
    test: unit('orderCreation.test.ts', 'order creation payload'),
  },
  {
    row: 'Currency fields added by the client',
    break: ['src/domain/currencies.ts', 'available: isAvailableInRates(currency.tickerWithNetwork, rates),', 'available: true,'],
    test: unit('calculator.test.ts', 'available flag'),
  },
  {
    row: 'Persisted order-creation data: fixedSide, currencies, values, paymentType, address',
    break: ['src/state/calculator.ts', '        paymentType: paymentType.value,\n      };', '      };'],
    test: browser('calculator.test.ts', 'restores the calculator after a reload'),
  },
  {
    row: 'Status colours; progress steps; polling every 5 s in the listed statuses',
    break: ['src/domain/orderStatus.ts', "  'on_hold',\n  'can_be_processed',", "  'can_be_processed',"],
    test: unit('orderStatus.test.ts', 'polling, steps and colours'),
  },
  {
    row: 'Flow type from the payload; undefined → error',
    break: ['src/domain/flowType.ts', 'if (toCurrency !== undefined && toAmount !== undefined && toWallet !== undefined) return', 'if (toCurrency !== undefined && toWallet !== undefined) return'],
    test: unit('rules.test.ts', 'flow type'),
  },
  {
    row: 'Calculator: default pair or first available, starting amount 100 or the minimum',
    break: ['src/domain/calculator.ts', 'return !isFixed && payValue < rate.minAmount ? rate.minAmount : payValue;', 'return payValue < rate.minAmount ? rate.minAmount : payValue;'],
    test: unit('calculator.test.ts', 'calculator rules'),
  },
  {
    row: 'After creation: id stored, order fetched; next screen by provider and status',
    break: ['src/domain/orderCreation.ts', "if (order.status === 'reserved' && (WALLET_PROVIDERS", 'if ((WALLET_PROVIDERS'],
    test: unit('orderCreation.test.ts', 'next screen after creation'),
  },
  {
    row: 'Initial route choice after start',
    break: ['src/domain/routing.ts', "if (status === 'pending' || status === 'review' || status === 'retry') return ROUTES.buyKyc;", "if (status === 'pending' || status === 'review') return ROUTES.buyKyc;"],
    test: unit('routing.test.ts', 'initial route choice after start-up'),
  },
  {
    row: 'Language: stored, else browser, else default; fallback English',
    break: ['src/domain/language.ts', '[options.stored, options.requested, ', '[options.requested, options.stored, '],
    test: unit('rules.test.ts', 'language'),
  },
  {
    row: 'Card forms: number, expiry, security code, holder, phone',
    break: ['src/state/cardPayment.ts', 'for (const name of vaultFields.value) {', 'for (const name of vaultFields.value.slice(1)) {'],
    test: browser('card-payment.test.ts', 'shows the spec messages for empty and invalid card fields'),
  },
  {
    row: 'Auth code 6 digits, non-digits stripped',
    break: ['src/domain/login.ts', '.slice(0, CONFIRMATION_CODE_LENGTH);', '.slice(0, CONFIRMATION_CODE_LENGTH + 1);'],
    test: unit('routing.test.ts', 'login rules'),
  },
  {
    row: 'Wallet address: required, validator by validation network',
    break: ['src/domain/walletAddress.ts', "return validator === 'near' ? typed.trim().toLowerCase() : typed.trim();", 'return typed.trim();'],
    test: unit('routing.test.ts', 'wallet address validators'),
  },
  {
    row: 'Wallet address: required, validator by validation network',
    break: ['src/state/walletAddressForm.ts', 'setTimeout(resolve, ADDRESS_EXISTENCE_WAIT_MS)', 'setTimeout(resolve, ADDRESS_EXISTENCE_WAIT_MS * 3)'],
    test: unit('forms.test.ts', 'the existence check answers 300 ms after the submit'),
  },
  {
    row: 'Calculator limits with amount and ticker',
    break: ['src/domain/calculator.ts', 'if (payValue < rate.minAmount) return', 'if (payValue <= rate.minAmount) return'],
    test: unit('calculator.test.ts', 'the pay value must lie between minAmount and maxAmount'),
  },
  {
    row: 'Merchant parameters validated by the server',
    break: ['src/api/resources.ts', "if (isApiError(error, 'validation_error', 'merchant_validation_failer')) throw new MerchantValidationFailed(error.payload);", ''],
    test: browser('startup.test.ts', 'a wrong signature shows the invalid parameters screen'),
  },
  {
    row: "Roles: visitor, signed-in (log out hidden with the merchant's e-mail)",
    break: [
      'src/domain/routing.ts',
      "const status = user.kyc.status;\n  if (status === 'reject' || user.isBlocked) return ROUTES.bannedUser;\n  if (!user.hasCompleteOrders",
      "const status = user.kyc.status;\n  if (status === 'reject') return ROUTES.bannedUser;\n  if (!user.hasCompleteOrders",
    ],
    test: unit('routing.test.ts', 'banned user if KYC is Reject or the user is blocked'),
  },
  {
    row: '429 on sign-up is success',
    break: ['src/api/accountResources.ts', 'error.status === 429)', 'error.status !== 429)'],
    test: browser('wallet-and-login.test.ts', 'a 429 on sign-up counts as sent'),
  },
  {
    row: 'Analytics event on amount submitted',
    break: ['src/state/buy.ts', 'cryptoAmount: selling ? payAmount : receiveAmount,', 'cryptoAmount: receiveAmount,'],
    test: browser('sell.test.ts', 'an anonymous seller goes to the sell login'),
  },
  {
    row: 'Error handling: order_status_cannot_be_changed, order_cannot_be_processed',
    break: ['src/domain/orderCreation.ts', 'return { route: ROUTES.root, field: first };', 'return { route: ROUTES.walletAddress, field: first };'],
    test: unit('orderCreation.test.ts', 'validation errors on creation'),
  },
  {
    row: "Limit texts mapped: 'You reached your daily limit.'",
    break: ['src/domain/payment.ts', "if (text.includes('weekly limit')) return 'weeklyLimitReached';", "if (text.includes('weekly limit')) return 'dailyLimitReached';"],
    test: unit('payment.test.ts', 'a fromAmount card limit'),
  },
  {
    row: 'Constants: timeouts, polling 5 s, long wait 30 s',
    break: ['src/domain/constants.ts', 'export const ORDER_POLL_MS = 5_000;', 'export const ORDER_POLL_MS = 15_000;'],
    test: unit('timings.test.ts', "are the spec's by default"),
  },
  {
    row: 'Constants: timeouts, polling 5 s, long wait 30 s',
    break: ['src/domain/constants.ts', 'export const COPY_FEEDBACK_MS = 1_000;', 'export const COPY_FEEDBACK_MS = 3_000;'],
    test: browser('tracking.test.ts', 'copies a tracking link on the widget page'),
  },
  {
    row: 'Constants: timeouts, polling 5 s, long wait 30 s',
    break: ['src/domain/constants.ts', 'export const WALLET_SELECTOR_ERROR_MS = 3_000;', 'export const WALLET_SELECTOR_ERROR_MS = 9_000;'],
    test: unit('nearWallet.test.ts', 'a sign-in that fails says so for 3 s'),
  },
  {
    row: 'Constants: timeouts, polling 5 s, long wait 30 s',
    break: ['src/domain/constants.ts', 'export const ADDRESS_EXISTENCE_WAIT_MS = 300;', 'export const ADDRESS_EXISTENCE_WAIT_MS = 1_000;'],
    test: unit('forms.test.ts', 'the existence check answers 300 ms after the submit'),
  },
  {
    row: 'Constants: timeouts, polling 5 s, long wait 30 s',
    break: ['src/domain/constants.ts', 'export const POST_LOGIN_REDIRECT_MS = 100;', 'export const POST_LOGIN_REDIRECT_MS = 300;'],
    test: unit('loginModel.test.ts', 'signed in, the customer goes on after 100 ms'),
  },
  {
    row: 'Constants: timeouts, polling 5 s, long wait 30 s',
    break: ['src/domain/fees.ts', 'return (amount + flat) / (1 - percent / 100);', 'return (amount + flat) * (1 + percent / 100);'],
    test: unit('fees.test.ts', 'fee formulas'),
  },
  {
    row: 'Constants: timeouts, polling 5 s, long wait 30 s',
    break: ['src/domain/format.ts', 'id.slice(-6)', 'id.slice(-5)'],
    test: unit('rules.test.ts', 'formats'),
  },
  {
    row: 'Constants: timeouts, polling 5 s, long wait 30 s',
    break: ['src/domain/orderDetails.ts', "NEAR: 'https://nearblocks.io/txns/',", "NEAR: 'https://nearblocks.io/address/',"],
    test: unit('orderStatus.test.ts', 'order details'),
  },
];
