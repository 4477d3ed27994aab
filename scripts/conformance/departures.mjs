// The breaks of the rows of the first table (the rules where the product extends, departs or decides) in docs/spec-conformance.md
// (scripts/verify-conformance.mjs runs them).
import { browser, e2e, unit } from './tests.mjs';

/** @type {import('./tests.mjs').Break[]} */
export default [
  {
    row: "Spec conflict: KYC problems' Logout",
    break: ['src/screens/kyc/KycProblems.tsx', "      <LogoutButton label={t('greeting.logout')} onLogout={() => void screen.logout()} />\n", ''],
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
    break: ['src/i18n/locales/en.flow.json', '"Sorry. You do not meet our requirements, so', '"Good news: you meet our requirements, so'],
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
    break: ['src/state/login.ts', 'const legalAgreement = field(saved?.agreed ?? false, () => keepTicks());', 'const legalAgreement = field(false, () => keepTicks());'],
    test: unit('loginModel.test.ts', 'a reload on the e-mail step keeps'),
  },
  {
    row: "Storage keys (spec 1 §3",
    break: ["src/domain/constants.ts", "  STORAGE_KEYS.loginStep,\n  STORAGE_KEYS.saveCardChoice,", "  STORAGE_KEYS.saveCardChoice,"],
    test: unit("embedding.test.ts", "a widget's own keys carry its id"),
  },
  {
    row: "X-Merchant-Data header (spec 1 §7)",
    break: ["src/domain/merchantData.ts", "return bytes > MAX_MERCHANT_DATA_BYTES\n", "return bytes > MAX_MERCHANT_DATA_BYTES * 2\n"],
    test: unit("rules.test.ts", "launch data over"),
  },
  {
    row: "Billing number: first 12 characters",
    break: ["src/domain/format.ts", "return id.slice(0, 12);", "return id.slice(0, 11);"],
    test: unit("rules.test.ts", "billing number: first 12 characters"),
  },
  {
    row: "Exchange rate row '@ rate'",
    break: ["src/domain/money.ts", "return flow === 'buy' ? 1 / receivePerPay : receivePerPay;", "return receivePerPay;"],
    test: unit("calculator.test.ts", "the rate is the price of one unit"),
  },
  {
    row: "Fee panel amounts: 4 fixed decimals",
    break: ["src/domain/constants.ts", "export const FEE_DISPLAY_DECIMALS = 4;", "export const FEE_DISPLAY_DECIMALS = 2;"],
    test: browser("calculator.test.ts", "starts a US customer"),
  },
  {
    row: "`defaultCurrency` launch parameter",
    break: ["src/domain/currencies.ts", "  if (isFiat(merchantDefault)) return merchantDefault as string;\n", ""],
    test: unit("calculator.test.ts", "the merchant's default when it is a listed fiat"),
  },
  {
    row: "Payment types google_pay, blik, card, skrill",
    break: ["src/domain/calculator.ts", "return current && availablePaymentTypes(rate).includes(current) ? current : null;", "return current;"],
    test: unit("calculator.test.ts", "a payment type the new pair lacks is cleared"),
  },
  {
    row: "Back from the card screen: light KYC",
    break: ["src/domain/routing.ts", "return user?.kyc.status === 'light' ? ROUTES.lightKyc : ROUTES.userInfo;", "return ROUTES.userInfo;"],
    test: unit("routing.test.ts", "light KYC when the status is Light, else user info"),
  },
  {
    row: "NEAR fallback: a 64-character implicit address",
    break: ["src/domain/walletAddress.ts", "export const NEAR_FALLBACK_ADDRESS = /^[a-z\\d._-]{64}$/;", "export const NEAR_FALLBACK_ADDRESS = /^[a-f\\d]{64}$/;"],
    test: unit("routing.test.ts", "a 64-character implicit NEAR address"),
  },
  {
    row: "A NEAR chain check that cannot reach the network",
    break: ["src/integrations/nearAddress.ts", "    if (isUnknownAccount(error)) return false;\n    throw error;", "    return false;"],
    test: unit("integrations.test.ts", "an unreachable node is not an unknown account"),
  },
  {
    row: "Wallet validators: only NEAR exists",
    break: ["src/domain/walletAddress.ts", "  throw new UnknownValidatorError();", "  return 'evm';"],
    test: unit("routing.test.ts", "none → 'Unknown currency, can not find validator'"),
  },
  {
    row: "Light KYC: create the order, use the existing one, or call order-continue",
    break: ["src/domain/orderCreation.ts", "  if (existing?.status === 'kyc_waiting') return 'continue';\n", ""],
    test: unit("orderCreation.test.ts", "create the order, use the existing one, or call order-continue"),
  },
  {
    row: "Creation validation errors land on the calculator's fields",
    break: ["src/domain/calculator.ts", "  fromAmount: 'payValue',\n  toAmount: 'receiveValue',", "  fromAmount: 'receiveValue',\n  toAmount: 'payValue',"],
    test: browser("order-creation.test.ts", "validation_error on fromAmount or toAmount"),
  },
  {
    row: "State list from `GET countries/{code}/states`",
    break: ["src/domain/billingAddress.ts", "return (countries.find((c) => c.isoAlpha2 === countryCode)?.states?.length ?? 0) > 0;", "return false;"],
    test: unit("billing.test.ts", "state required for US, CA and AU"),
  },
  {
    row: "NEAR network names follow the silo variants",
    break: ["src/domain/currencies.ts", "(network === 'NEAR' && silo ? `NEAR_${silo}` : network)", "network"],
    test: unit("calculator.test.ts", "the NEAR network's silo variant"),
  },
  {
    row: "Back on login, welcome back, light KYC and user info: root when the merchant fixed",
    break: ["src/domain/routing.ts", "return merchantPayload?.toWallet !== undefined && amount !== undefined ? ROUTES.root : ROUTES.walletAddress;", "return merchantPayload?.toWallet !== undefined ? ROUTES.root : ROUTES.walletAddress;"],
    test: unit("orderStatus.test.ts", "forgetting an order: root when the merchant gave wallet and amount"),
  },
  {
    row: "The resend timer resets when the code step resets",
    break: ["src/state/login.ts", "      step.value = 'email';\n      nextCodeAt.value = 0;", "      step.value = 'email';"],
    test: unit("loginModel.test.ts", "the resend timer resets when the code step resets"),
  },
  {
    row: "The auth child window stays open for a bank-authorization URL",
    break: ["src/domain/payment.ts", "return new URL(url).pathname.split('/').includes('bank-authorization');", "return new URL(url).pathname.includes('authorization');"],
    test: unit("payment.test.ts", "a bank-authorization URL"),
  },
  {
    row: "Polling intervals and time limits",
    break: ["src/domain/constants.ts", "export const REQUEST_TIMEOUT_MS = 10_000;", "export const REQUEST_TIMEOUT_MS = 30_000;"],
    test: unit("timings.test.ts", "are the spec's by default"),
  },
  {
    row: "Security code exactly 3 digits ('CVV code should be 3 digits')",
    break: ["src/domain/cardFields.ts", "if (field === 'cvv' && cardType === 'amex' && rules.includes('validCardSecurityCode')) return 'cardValidate.cvvAmex';", ""],
    test: unit("payment.test.ts", "gives each field its cardValidate message"),
  },
  {
    row: "Vault error codes map to rule names",
    break: ["src/domain/cardFields.ts", "  [/extended card number/i, 'validCardNumberExtended'],\n  [/luhn/i, 'luhnCheck'],\n  [/card number/i, 'validCardNumber'],", "  [/card number/i, 'validCardNumber'],\n  [/extended card number/i, 'validCardNumberExtended'],\n  [/luhn/i, 'luhnCheck'],"],
    test: unit("payment.test.ts", "names the rule of each of the vault's messages"),
  },
  {
    row: "Accept-Language on every call; server messages shown",
    break: ["sandbox/messages.ts", "return first === 'es' || first === 'pt' ? first : null;", "return first === 'es' ? first : null;"],
    test: unit("sandbox.test.ts", "answers in Spanish and Portuguese"),
  },
  {
    row: "Wording: 'Address does not exist'",
    break: ["src/i18n/locales/en.flow.json", "\"notExists\": \"Address does not exist\"", "\"notExists\": \"Address is valid\""],
    test: browser("wallet-and-login.test.ts", "NEAR: lowercased as typed"),
  },
  {
    row: "Host-page event contract (spec 2): messages with a source tag and data",
    break: ["src/host/bridge.ts", "widgetId: channels.widgetId };", "widgetId: 'w0' };"],
    test: e2e("merchant-pages.test.ts", "a widget-id names the widget in its messages"),
  },
  {
    row: "Card payment pages 0 and 1 for a saved card",
    break: ["src/state/cardPayment.ts", "        page.value = quick.value ? 2 : 1;", "        page.value = 1;"],
    test: browser("card-payment.test.ts", "saved cards: the default chosen"),
  },
  {
    row: "Expired order: rates reserved for 10-15 minutes, the order id, Close",
    break: ["src/domain/repeatOrder.ts", "{ ...base, fromAmount: order.fromAmount }", "{ ...base, fromAmount: order.fromAmount + 1 }"],
    test: browser("card-outcomes.test.ts", "expires: the expired screen"),
  },
  {
    row: "Order id on the expired screen",
    break: ["src/screens/order/ExpiredView.tsx", "{billingNumber(order.id)}", "{order.id.slice(-12)}"],
    test: browser("card-outcomes.test.ts", "expires: the expired screen"),
  },
  {
    row: "'The exchange rate has been updated' on paying",
    break: ["src/screens/parts/AmountChange.tsx", "<Amount value={row.was}", "<Amount value={row.now}"],
    test: browser("card-outcomes.test.ts", "rate changed: the notice on the confirm page"),
  },
  {
    row: "Reservation timer 'mm:ss' on the payment screens",
    break: ["src/screens/order/CardPayment.tsx", "          <OrderSummary order={order} newAddress={screen.newAddress} />\n          {timer}\n        </>", "          {timer}\n          <OrderSummary order={order} newAddress={screen.newAddress} />\n        </>"],
    test: browser("card-outcomes.test.ts", "the rate lock counts down right under the amounts"),
  },
  {
    row: "Rates read once at start-up, fees per pair change",
    break: ["src/domain/constants.ts", "export const QUOTE_REFRESH_MS = 30_000;", "export const QUOTE_REFRESH_MS = 90_000;"],
    test: browser("calculator.test.ts", "reads the quote again while it shows"),
  },
  {
    row: "Continue on an unsupported country",
    break: ["src/screens/buy/CountryUnavailable.tsx", "className=\"crw-secondary\" onClick={() => void screen.continueAnyway()}", "className=\"crw-primary\" onClick={() => void screen.continueAnyway()}"],
    test: browser("startup.test.ts", "launched by a merchant, going back"),
  },
  {
    row: "Language dropdown: the current code in capitals",
    break: ["src/domain/language.ts", "return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);", "return name;"],
    test: browser("keyboard.test.ts", "the language menu lists the other languages"),
  },
  {
    row: "Provider fee 'as low as' (spec 1 §2)",
    break: ["src/screens/parts/FeeSummary.tsx", "{breakdown && (\n        <p className=\"crw-fees-note\"", "{false && (\n        <p className=\"crw-fees-note\""],
    test: browser("calculator.test.ts", "starts a US customer"),
  },
  {
    row: "Widget initialization failed (spec 1 §5, spec 2 §5)",
    break: ["src/screens/system/StartupFailed.tsx", "onClick={restart}", "onClick={() => undefined}"],
    test: browser("startup.test.ts", "Try again restarts the widget after a failed start-up"),
  },
  {
    row: "The merchant check's body: payload, signature, apiKey",
    break: ["src/api/resources.ts", "...(pageOrigin ? { pageOrigin } : {})", ""],
    test: e2e("merchant-pages.test.ts", "starts the iframe page inside the element"),
  },
  {
    row: "Starting KYC: resetKYC, phone, countryCode",
    break: ["src/domain/kyc.ts", "    ...(user?.phone ? { phone: user.phone } : {}),\n", ""],
    test: browser("kyc-identities.test.ts", "sends the customer's phone and country"),
  },
  {
    row: "KYC error codes WRONG_PHONE_COUNTRY_CODE, UNSUPPORTED_COUNTRY, unknown_error",
    break: ["src/domain/kyc.ts", "  if (code === 'UNSUPPORTED_COUNTRY') return 'kyc.unsupportedCountry';\n", ""],
    test: browser("kyc-identities.test.ts", "WRONG_PHONE_COUNTRY_CODE and UNSUPPORTED_COUNTRY say what is wrong"),
  },
  {
    row: "Failed and on-hold buy screens carry the support e-mail",
    break: ["src/screens/order/ProgressView.tsx", "          <p>{t('order.onHoldText')}</p>\n          <SupportEmail />", "          <p>{t('order.onHoldText')}</p>"],
    test: browser("order-status.test.ts", "on hold: its own title and description with the support e-mail"),
  },
  {
    row: "merchant_order_id_exists tells the host with the merchant payload",
    break: ["src/state/order.ts", "deps.bridge.emit('merchant_order_id_exists', { payload: deps.merchantPayload ?? {} });", "deps.bridge.emit('merchant_order_id_exists', { payload: {} });"],
    test: browser("order-creation.test.ts", "merchant_order_id_exists carries the merchant's payload"),
  },
  {
    row: "Payment type change switches the pay currency when the pair lacks it",
    break: ["src/domain/calculator.ts", "  if (supports(pair.pay)) return pair.pay;\n  return payOptions.find(supports);", "  return pair.pay;"],
    test: unit("calculator.test.ts", "choosing a payment type the pair lacks switches the pay currency"),
  },
  {
    row: "no_payment_provider_can_be_used: flag, root, order reset",
    break: ["src/state/order.ts", "    case 'no_payment_provider_can_be_used':\n      return { kind: 'noProvider' };", "    case 'no_payment_provider_can_be_used':\n      return { kind: 'unknown' };"],
    test: browser("order-creation.test.ts", "no_payment_provider_can_be_used: back to the calculator"),
  },
  {
    row: "authentication_error logs out and clears the order",
    break: ["src/state/compose.ts", "      if (orders) orders.forget();\n      else if (key) local.remove(key);\n", ""],
    test: browser("card-outcomes.test.ts", "authentication_error on paying"),
  },
  {
    row: "Merchant parameters (spec 1 §1, spec 2 §1): apiKey, signature, payload",
    break: ["elements/crypto-ramp-widget.tsx", "if ((value === null || value === '') && prop && props", "if (value === null && prop && props"],
    test: e2e("merchant-pages.test.ts", "removing or emptying a launch attribute restarts the widget standalone"),
  },
  {
    row: "A returning customer's last payment method, wallet and card",
    break: ["src/state/returningCustomer.ts", "        ...(purchase.wallet ? { wallets: { ...remembered.wallets, [purchase.currency]: purchase.wallet } } : {}),\n", ""],
    test: browser("returning-customer.test.ts", "remembers the wallet per customer"),
  },
  {
    row: "Done leads somewhere (spec 1 §2 \"Progress\"",
    break: ["src/state/order.ts", "    buyMore(): Next {\n      forget();", "    buyMore(): Next {"],
    test: browser("order-status.test.ts", "Done is a success moment that leads on"),
  },
  {
    row: "Alert box types danger, warning, success, info",
    break: ["src/ui/laterStyles.css", ".crw-alert-success { background: color-mix(in srgb, var(--_success) 10%", ".crw-alert-success { background: color-mix(in srgb, var(--_warning) 10%"],
    test: browser("wallet-and-login.test.ts", "counts down to the resend"),
  },
  {
    row: "Provider authentication by `redirect` (spec 1 §2)",
    break: ["src/domain/payment.ts", "url.searchParams.set('returnUrl', returnUrl);", "url.searchParams.set('return_url', returnUrl);"],
    test: unit("payment.test.ts", "a redirect carries where to come back as returnUrl"),
  },
  {
    row: "A RETRY review shows Retry (analytics event sent)",
    break: ["src/state/kyc.ts", "      void deps.api.analytics.kycRetry({ flow, rejectLabels: rejectLabels() }).catch(deps.report);\n", ""],
    test: e2e("kyc.test.ts", "RED / RETRY"),
  },
  {
    row: "KYC waiting's Retry goes to KYC with the reject labels",
    break: ["src/screens/kyc/Kyc.tsx", "{labels.length > 0 && (", "{false && ("],
    test: browser("kyc-identities.test.ts", "a customer asked to resubmit reads what to fix"),
  },
  {
    row: "Fee summary (rate, fees) on card pages 0/1, the saved-card form and the QR screen",
    break: ["src/screens/order/OrderSummary.tsx", "      {providerFee && (", "      {false && ("],
    test: browser("qr-payment.test.ts", "the amounts the calculator quoted are the order's"),
  },
  {
    row: "An order screen whose order cannot be read (not shown by the spec)",
    break: ["src/screens/parts/OrderLoading.tsx", "{status === 'failed' ? (", "{false ? ("],
    test: browser("order-status.test.ts", "an order that cannot be read says so with Try again"),
  },
  {
    row: "Where a reload returns (the spec persists order-creation data",
    break: ["src/routing.ts", "memoryLocation({ path: stored?.startsWith('/') ? stored : ROUTES.root })", "memoryLocation({ path: ROUTES.root })"],
    test: browser("wallet-and-login.test.ts", "stays on the code step after a reload"),
  },
  {
    row: "Unknown errors without a code are reported (spec 1 §1, §8; spec 2 \"Host-page event contract\") — inside polling loops too",
    break: ["src/state/polling.ts", "        options.report(error);\n        failures += 1;", "        failures += 1;"],
    test: browser("order-status.test.ts", "a reply of the wrong shape while the order is polled is reported"),
  },
  {
    row: "An unavailable country not yet ignored goes to country unavailable and tells the host",
    break: ["src/state/widget.ts", "if (!detected.available && !countryIgnored) resumeAt(ROUTES.countryUnavailable, 'always');", "if (!detected.available && !countryIgnored && flow === 'buy') resumeAt(ROUTES.countryUnavailable, 'always');"],
    test: browser("sell.test.ts", "an unavailable country on selling"),
  },
  {
    row: "Theme primary colour #4353FF with a fixed palette",
    break: ["src/ui/styles.css", "--_primary: var(--crw-primary, #4353ff);", "--_primary: var(--crw-primary, #2b3bd9);"],
    test: browser("theme.test.ts", "dark changes the surface and the text; light is the default"),
  },
  {
    row: "Order summaries on the payment pages",
    break: ["src/screens/order/OrderSummary.tsx", "<div className=\"crw-summary-total\">", "<div>"],
    test: browser("card-outcomes.test.ts", "the rate lock counts down right under the amounts"),
  },
  {
    row: "Twelve languages: the spec's three",
    break: ['src/domain/language.ts', 'return offered === null || offered.some((entry) => storedLanguageCode(entry) === code) ? code : DEFAULT_LANGUAGE;', 'return code;'],
    test: unit('languageModel.test.ts', "issue 46: the backend's list decides what the backend is told"),
  },
  {
    row: "Twelve languages: the spec's three",
    break: ['src/i18n/locales/fr.json', '"back": "Retour",', ''],
    test: unit('rules.test.ts', 'every language has every key of English with its placeholders'),
  },
  {
    row: "Twelve languages: the spec's three",
    break: ['src/domain/ownWords.ts', 'return answeredIn(answer.locale, answer.language) ? reply : inOwnWords(reply, answer.say);', 'return reply;'],
    test: browser('wallet-and-login.test.ts', 'issue 46: a wrong code in a language the backend does not speak'),
  },
  {
    row: "Host-page events (spec 2): the events of the table, and an integration doctor's",
    break: ['src/domain/diagnostics.ts', 'return !told.has(finding.code);', 'return true;'],
    test: e2e('diagnostics.test.ts', 'connect-src without the API: csp_blocks_api naming it, once'),
  },
  {
    row: "Host-page events (spec 2): the events of the table, and an integration doctor's",
    break: ['src/domain/diagnostics.ts', "Object.hasOwn(failurePayload, 'origin')", "Object.hasOwn(failurePayload, 'origins')"],
    test: e2e('diagnostics.test.ts', 'a launch of a merchant who does not allow this page'),
  },
  {
    row: "Theme primary colour #4353FF with a fixed palette",
    break: ['src/domain/readableColours.ts', "  if (!primaryIsControl) derived['--_focus'] = readableToward(primary, text, surface, CONTROL_CONTRAST);\n", ''],
    test: unit('theme.test.ts', 'issue 46: every colour a merchant can set as the primary'),
  },
  {
    row: "Theme primary colour #4353FF with a fixed palette",
    break: ['src/domain/theme.ts', "  if (white < 4.5 && dark < 4.5) return '#000000';\n", ''],
    test: unit('theme.test.ts', 'issue 46: every colour a merchant can set as the primary'),
  },
  {
    row: 'Wallet address: the address safety net',
    break: ['src/domain/addressSafety.ts', 'if (looksLike !== null && looksLike !== needed) return', 'if (looksLike === null && looksLike !== needed) return'],
    test: browser('wallet-and-login.test.ts', 'an address of another network is refused naming both'),
  },
  {
    row: 'Wallet address: the address safety net',
    break: ['src/domain/addressSafety.ts', 'if ((nibble >= 8) !== (char === char.toUpperCase())) return false;', 'if ((nibble > 8) !== (char === char.toUpperCase())) return false;'],
    test: unit('addressSafety.test.ts', 'EIP-55: a mixed-case address with its checksum passes'),
  },
  {
    row: "Theme primary colour #4353FF with a fixed palette",
    break: ['src/integrations/cardVault.ts', "'background-color': style.textDecorationColor,", "'background-color': 'transparent',"],
    test: e2e('theming.test.ts', "its secure fields take the theme's text, placeholder and font"),
  },
  {
    row: 'Wallet address: the address safety net',
    break: ['src/state/walletAddressForm.ts', 'if (!fixed && warnedOf !== checked && lookAlikeOf(checked, used()) !== null) {', 'if (false) {'],
    test: unit('forms.test.ts', 'issue 45: a look-alike of an address used before stops the first Confirm'),
  },
];
