// The breaks of the rows of the table of spec 2 (sell, tracking, host events), section by section in docs/spec-conformance.md
// (scripts/verify-conformance.mjs runs them).
import { browser, e2e, unit } from './tests.mjs';

/** @type {import('./tests.mjs').Break[]} */
export default [
  {
    row: 'Sell calculator: crypto paid, fiat received',
    break: ['src/screens/parts/CalculatorForm.tsx', '{unavailable ?? proceedLabel}', '{proceedLabel}'],
    test: browser('sell.test.ts', 'a pair the merchant fixed without a rate stays as fixed'),
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
    row: "limits mapped, 'User is empty', 'Currency not found'",
    break: ['src/state/startup.ts', 'if (ticker && !enriched.some((c) => c.tickerWithNetwork === ticker)) throw new CurrencyNotFoundError(ticker);', ''],
    test: browser('startup.test.ts', 'a currency the shop may name but the backend does not offer now'),
  },
  {
    row: 'the off-ramp\'s sign-up sends `legalAgreement` and `newsletterAgreement`',
    break: ['src/api/accountResources.ts', 'legalAgreement: input.agreed, newsletterAgreement: input.newsletter', 'acceptTheRules: input.agreed, subscribeOnMailing: input.newsletter'],
    test: browser('sell.test.ts', "after login the seller's payout cards are fetched"),
  },
  {
    row: 'Order events to the host: created, pending on processing_started, fail, success',
    break: ['src/domain/orderStatus.ts', "if (next === 'processing_started') return 'operation_pending';", ''],
    test: unit('orderStatus.test.ts', 'processing_started → pending'),
  },
  // The sell rows of the first table (the product's extensions and choices for selling).
  {
    row: "Sell status: 'make new order'",
    break: ['src/screens/sell/SellStatus.tsx', "const settled = view === 'complete' || view === 'failed' || view === 'expired';", "const settled = view === 'complete';"],
    test: browser('sell.test.ts', 'expired: Order expired'),
  },
  {
    row: "Sell status: 'make new order'",
    break: ['src/state/sell.ts', '          cards.value = null;\n        });\n        deps.bridge.emit(', '        });\n        deps.bridge.emit('],
    test: unit('sellModel.test.ts', 'a sale that starts reads the payout cards again'),
  },
  {
    row: 'Payment screen of a sale: the amount with copy',
    break: ['src/domain/format.ts', 'useGrouping: false, maximumFractionDigits: 20', 'useGrouping: true, maximumFractionDigits: 20'],
    test: unit('rules.test.ts', 'an amount to send from a wallet: every decimal, a point, no grouping'),
  },
  {
    row: 'Sell flows validate the merchant through',
    break: ['src/api/resources.ts', "flow === 'sell' ? 'offramp/merchants/validate-widget' : 'merchants/validate-widget'", "'merchants/validate-widget'"],
    test: unit('startup.test.ts', 'a sell flow checks the merchant through POST offramp/merchants/validate-widget'),
  },
  {
    row: 'Post-init sets both calculators',
    break: ['src/state/startup.ts', "request.flow === 'sell' ? settle(import('./flowModels')", "request.flow === 'buy' ? settle(import('./flowModels')"],
    test: unit('startup.test.ts', "started on selling, the off-ramp's rates come in the round trip"),
  },
  {
    row: 'Sell orders reserved and renewed',
    break: ['src/api/sellResources.ts', '/processing/reserve`, SellOrderSchema', '/processing/renew`, SellOrderSchema'],
    test: unit('sellModel.test.ts', 'a card screen of a created order reserves it once'),
  },
  {
    row: 'Sell orders reserved and renewed',
    break: ['src/state/sell.ts', "if (screen !== 'card_select' && screen !== 'card_create') return () => undefined;", "if (screen !== 'card_select') return () => undefined;"],
    test: unit('sellModel.test.ts', 'a card screen of a created order reserves it once'),
  },
  {
    row: 'Processing with a saved payout card sends',
    break: ['src/state/sell.ts', '{ body: { id: orderId, data: { id: selected } } }', '{ body: { id: orderId, data: { id: orderId } } }'],
    test: unit('sellModel.test.ts', 'a saved card is processed as {id, data: {id: <card id>}}'),
  },
  {
    row: 'The current user is polled every 5 s on the sell login',
    break: ['src/state/loginFlow.ts', "if (flow === 'sell') {", "if (flow === 'buy') {"],
    test: unit('loginModel.test.ts', 'the sell login reads the current user at once and every 5 s'),
  },
  {
    row: 'The current user is polled every 5 s on the sell login',
    break: ['src/state/loginFlow.ts', "return user ? 'done' : deps.timings.userPollMs;", 'return deps.timings.userPollMs;'],
    test: unit('loginModel.test.ts', 'the sell login reads the current user at once and every 5 s'),
  },
  {
    row: 'The antifraud flag: set when the check starts, cleared when it ends',
    break: ['src/state/sell.ts', "if (next && next.status !== 'kyc_waiting') antifraudRecovery.value = false;", 'if (next && isFinalStatus(next.status)) antifraudRecovery.value = false;'],
    test: unit('sellModel.test.ts', 'an order resumed in kyc_waiting sets the flag'),
  },
  {
    row: 'The antifraud flag: set when the check starts, cleared when it ends',
    break: ['src/state/sell.ts', "antifraudRecovery.value = active.status === 'kyc_waiting';", 'antifraudRecovery.value = false;'],
    test: unit('sellModel.test.ts', 'an order resumed in kyc_waiting sets the flag'),
  },
  {
    row: 'Payout cards fetched after login',
    break: ['src/state/sell.ts', 'if (customer !== undefined) model.resetCustomer();', ''],
    test: unit('sellModel.test.ts', 'after login the payout cards are fetched; another customer, or none, resets'),
  },
  {
    row: 'Payout cards fetched after login',
    break: ['src/state/sell.ts', 'if (id !== null) void model.loadCards().catch(deps.report);', ''],
    test: unit('sellModel.test.ts', 'after login the payout cards are fetched; another customer, or none, resets'),
  },
  {
    row: 'Unknown sell create-order result',
    break: ['src/screens/parts/CreationFailureMessage.tsx', ": flow === 'sell'", ": flow === 'buy'"],
    test: browser('sell.test.ts', 'an unknown creation result'),
  },
  // Spec 2, section by section.
  {
    row: 'Sell routes; every sell screen but calculator and login needs a user',
    break: ['src/state/ports/kit/laterSteps.ts', 'go(flowStart(flow), true)', "go(flowStart('buy'), true)"],
    test: browser('sell.test.ts', 'redirects to the screen of the status, and an unknown order back to the sell root'),
  },
  {
    row: "the off-ramp's sign-up sends `legalAgreement` and `newsletterAgreement`",
    break: ['src/api/accountResources.ts', 'newsletterAgreement: input.newsletter', 'newsletterAgreement: false'],
    test: browser('sell.test.ts', "the off-ramp's sign-up sends the agreements as ticked"),
  },
  {
    row: 'Card select: add-card tile first',
    break: ['src/domain/sell.ts', ': (cards[0]?.id ?? null);', ': null;'],
    test: unit('sell.test.ts', 'defaults to the first card, keeps a valid choice, resets without cards'),
  },
  {
    row: 'Card create: vault fields number, expiry, holder',
    break: ['src/state/payoutCardForm.ts', 'storedChoice(deps.session, STORAGE_KEYS.saveCardChoice, true)', 'storedChoice(deps.session, STORAGE_KEYS.saveCardChoice, false)'],
    test: unit('sellModel.test.ts', 'the card is sent with save for later on unless unticked (mustBeSaved)'),
  },
  {
    row: 'Card create: vault fields number, expiry, holder',
    break: ['src/state/payoutCardForm.ts', "if (!agreement.value) found.agreement = 'emailForm.termsAgreement.required';", ''],
    test: unit('sellModel.test.ts', 'the card is sent with save for later on unless unticked (mustBeSaved)'),
  },
  {
    row: 'Payment screen: QR, address 6…6 with copy',
    break: ['src/screens/sell/SellPayment.tsx', "{wallet.middle && '…'}", '{wallet.middle}'],
    test: browser('sell.test.ts', 'the payment screen: the QR, the address as 6…6 and the amount'),
  },
  {
    row: 'Status screen: expired, failed, on hold',
    break: ['src/screens/sell/SellStatus.tsx', "{(view === 'failed' || view === 'onHold') && (", "{view === 'failed' && ("],
    test: browser('sell.test.ts', 'on_hold (manual_review): Order on hold'),
  },
  {
    row: 'Public tracking: number, wallet, summary',
    break: ['src/screens/tracking/TrackOrder.tsx', '<OrderNumberAndWallet id={orderId} wallet={order.toWallet} />', ''],
    test: browser('tracking.test.ts', 'shows a live order to anyone and follows its status every 2 s'),
  },
  {
    row: 'Other screens: phone input with country picker',
    break: ['src/domain/phone.ts', 'if (callingCode(picker) === parsed.countryCallingCode) return picker;', ''],
    test: unit('billing.test.ts', 'the picker follows the number, comparing calling codes'),
  },
  {
    row: 'create request with fromAmount or toAmount by the fixed side',
    break: ['src/state/sell.ts', "calc.fixedSide.peek() === 'pay' ? { fromAmount", "calc.fixedSide.peek() !== 'pay' ? { fromAmount"],
    test: unit('sellModel.test.ts', 'creates the order with fromAmount when the amount paid was typed'),
  },
  {
    row: 'Sell screen per status (redirect elsewhere)',
    break: ['src/domain/sell.ts', "      return 'kyc';", "      return 'card';"],
    test: unit('sell.test.ts', 'maps every status to its screen'),
  },
  {
    row: 'Sell screen per status (redirect elsewhere)',
    break: ['src/domain/sell.ts', 'return !isFinalStatus(status);', "return status !== 'complete';"],
    test: unit('sellModel.test.ts', 'the sell order is read again every 3 s'),
  },
  {
    row: 'KYC statuses and waiting outcomes (sell); the antifraud step',
    break: ['src/state/ports/sellOrder.ts', 'wanted.value === ROUTES.sellKyc && sell.model.value?.antifraudRecovery.value === true', 'wanted.value === ROUTES.sellKyc'],
    test: browser('sell.test.ts', 'kyc_waiting (the antifraud step)'),
  },
  {
    row: 'Login: 429 as success; resend rules; back from the card screen',
    break: ['src/api/accountResources.ts', 'error.status === 429', 'error.status === 428'],
    test: unit('loginModel.test.ts', 'a 429 on sign-up counts as a code sent'),
  },
  {
    row: 'Login: 429 as success; resend rules; back from the card screen',
    break: ['src/state/login.ts', 'if (now() < nextCodeAt.value || submitting.value) return;', 'if (submitting.value) return;'],
    test: unit('loginModel.test.ts', 'a resend before the next allowed time sends nothing'),
  },
  {
    row: 'Login: 429 as success; resend rules; back from the card screen',
    break: ['src/domain/routing.ts', "return user?.kyc.status === 'light' ? ROUTES.lightKyc : ROUTES.userInfo;", 'return ROUTES.userInfo;'],
    test: unit('routing.test.ts', 'light KYC when the status is Light, else user info'),
  },
  {
    row: 'Start-up sequence: pre-init, init, post-init',
    break: ['src/domain/constants.ts', "export const DEFAULT_SELL_RECEIVE_CURRENCY = 'EUR';", "export const DEFAULT_SELL_RECEIVE_CURRENCY = 'GBP';"],
    test: unit('sellModel.test.ts', 'sells USDT on Polygon for EUR by default'),
  },
  {
    row: 'Start-up sequence: pre-init, init, post-init',
    break: ['src/state/startup.ts', '      if (orderUnderWay && isTransient(error)) throw error;\n', ''],
    test: unit('startup.test.ts', 'an order under way is not dropped on a blip'),
  },
  {
    row: 'Windows: a child window closes on authentication completed and on page unload',
    break: ['src/integrations/authWindow.ts', 'const onPageHide = () => child?.close();', 'const onPageHide = () => undefined;'],
    test: unit('authWindow.test.ts', "a child window closes when the widget's page goes away"),
  },
  {
    row: 'Windows: a child window closes on authentication completed and on page unload',
    break: ['src/integrations/authWindow.ts', '    else close();', '    else stopListening();'],
    test: unit('authWindow.test.ts', "a child window closes on the provider's authentication-completed message"),
  },
  {
    row: 'Language on load and on change',
    break: ['src/domain/language.ts', 'options.browser?.slice(0, 2).toLowerCase()', 'options.browser?.slice(0, 3).toLowerCase()'],
    test: unit('rules.test.ts', 'stored code, else the merchant lang, else the browser language, else English'),
  },
  {
    row: 'Date of birth ##.##.####',
    break: ['src/domain/sell.ts', 'export const MINIMUM_AGE = 18;', 'export const MINIMUM_AGE = 17;'],
    test: unit('sell.test.ts', 'not in the future, at least 18, at most 150 years ago'),
  },
  {
    row: 'Date of birth ##.##.####',
    break: ['src/domain/sell.ts', 'const match = /^(\\d{2})\\.(\\d{2})\\.(\\d{4})$/.exec(text);', 'const match = /^(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4})$/.exec(text);'],
    test: unit('sell.test.ts', 'required, ##.##.####, a real date'),
  },
  {
    row: 'Card fields cardValidate.*',
    break: ['src/state/sell.ts', "const PAYOUT_CARD_FIELDS = ['dateOfBirth', 'expirationDate', 'holder', 'number'] as const;", "const PAYOUT_CARD_FIELDS = ['dateOfBirth', 'expirationDate', 'number'] as const;"],
    test: unit('sellModel.test.ts', "the server's card field errors come back by field"),
  },
  {
    row: 'Roles (sell): visitor, signed-in',
    break: ['src/screens/sell/SellWelcome.tsx', '{!emailFromMerchant && <LogoutButton', '{<LogoutButton'],
    test: browser('sell.test.ts', 'Welcome back on selling: Log out for a seller who signed in'),
  },
  {
    row: 'Sell calls: rates, fees (provider fee; fixed network fee)',
    break: ['src/state/sell.ts', '.then((fees) => ({ ...fees, networkFeeFiat: DEFAULT_FEES.networkFeeFiat }))', '.then((fees) => fees)'],
    test: unit('sellModel.test.ts', "quotes with the fee call's provider fee and the fixed default network fee"),
  },
  {
    row: 'Sell calls: rates, fees (provider fee; fixed network fee)',
    break: ['src/state/sell.ts', 'await sellApi.deleteCard(id);\n      const list = await sellApi.cards();', 'await sellApi.deleteCard(id);\n      const list = cards.peek() ?? [];'],
    test: unit('sellModel.test.ts', 'the selection defaults to the first card; a deleted card is gone because the list is read again'),
  },
  {
    row: 'Tracking: GET orders/{id}/track every 2 s',
    break: ['src/state/tracking.ts', 'failures - 1, deps.timings', 'failures, deps.timings'],
    test: unit('tracking.test.ts', 'another failure is read again 2 times, 2 s apart'),
  },
  {
    row: 'Tracking: GET orders/{id}/track every 2 s',
    break: ['src/domain/tracking.ts', "if (read.notFound) return { kind: 'notFound' };", ''],
    test: unit('tracking.test.ts', 'an unknown order (404) is said at once'),
  },
  {
    row: 'Current-user load failure treated as logged out',
    break: ['src/state/startup.ts', 'signedIn ? readFallingBack(api.customers.current()) : Promise.resolve(null),', 'signedIn ? api.customers.current() : Promise.resolve(null),'],
    test: unit('startup.test.ts', 'a current user that cannot be read is no one signed in'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/constants.ts', 'export const SELL_ORDER_POLL_MS = 3_000;', 'export const SELL_ORDER_POLL_MS = 9_000;'],
    test: unit('sellModel.test.ts', 'the sell order is read again every 3 s'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/constants.ts', 'export const TRACKING_POLL_MS = 2_000;', 'export const TRACKING_POLL_MS = 6_000;'],
    test: unit('tracking.test.ts', 'reads the order every 2 s until it is final'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/constants.ts', 'export const TRACKING_RETRIES = 2;', 'export const TRACKING_RETRIES = 3;'],
    test: unit('tracking.test.ts', 'another failure is read again 2 times, 2 s apart'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/constants.ts', 'export const TRACKING_RETRY_DELAY_MS = 2_000;', 'export const TRACKING_RETRY_DELAY_MS = 6_000;'],
    test: unit('tracking.test.ts', 'another failure is read again 2 times, 2 s apart'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/constants.ts', 'export const USER_POLL_MS = 5_000;', 'export const USER_POLL_MS = 15_000;'],
    test: unit('loginModel.test.ts', 'the sell login reads the current user at once and every 5 s'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/sell.ts', 'export const MINIMUM_AGE = 18;', 'export const MINIMUM_AGE = 17;'],
    test: unit('sell.test.ts', 'not in the future, at least 18, at most 150 years ago'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/sell.ts', 'export const MAXIMUM_AGE = 150;', 'export const MAXIMUM_AGE = 151;'],
    test: unit('sell.test.ts', 'not in the future, at least 18, at most 150 years ago'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/integrations/cardVault.ts', 'yearLength: 2 }', 'yearLength: 4 }'],
    test: browser('card-payment.test.ts', 'a new card that completes'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/state/payoutCardForm.ts', 'storedChoice(deps.session, STORAGE_KEYS.saveCardChoice, true)', 'storedChoice(deps.session, STORAGE_KEYS.saveCardChoice, false)'],
    test: unit('sellModel.test.ts', 'the card is sent with save for later on'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/constants.ts', 'export const PERSISTED_ORDER_DATA_TTL_S = 3_600;', 'export const PERSISTED_ORDER_DATA_TTL_S = 36_000;'],
    test: unit('rules.test.ts', 'restored only if under 3600 seconds old'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/constants.ts', 'export const SELECTOR_SEARCH_DEBOUNCE_MS = 300;', 'export const SELECTOR_SEARCH_DEBOUNCE_MS = 3_000;'],
    test: browser('sell.test.ts', 'the currency search waits for typing to pause (300 ms)'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/orderDetails.ts', "String(seconds % 60).padStart(2, '0')", 'String(seconds % 60)'],
    test: unit('payment.test.ts', 'mm:ss of what is left'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/format.ts', 'return id.slice(0, 12);', 'return id.slice(0, 11);'],
    test: unit('rules.test.ts', 'billing number: first 12 characters'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/format.ts', 'head: address.slice(0, 6), middle: address.slice(6, -6)', 'head: address.slice(0, 4), middle: address.slice(4, -6)'],
    test: unit('rules.test.ts', 'wallet address: first 6, middle, last 6'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/fees.ts', 'return Math.round(discount * 100 * 100) / 100;', 'return Math.round(discount * 10 * 100) / 100;'],
    test: unit('fees.test.ts', 'discount 0.2 shows as 20 %'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/constants.ts', 'export const DEFAULT_START_AMOUNT = 100;', 'export const DEFAULT_START_AMOUNT = 50;'],
    test: unit('calculator.test.ts', 'initial pay amount: 100 when min < 100 < max'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/constants.ts', 'export const COPY_FEEDBACK_MS = 1_000;', 'export const COPY_FEEDBACK_MS = 5_000;'],
    test: browser('sell.test.ts', 'the payment screen: the QR, the address as 6…6 and the amount'),
  },
  {
    row: 'Constants: sell poll 3 s',
    break: ['src/domain/constants.ts', 'export const WALLET_SELECTOR_ERROR_MS = 3_000;', 'export const WALLET_SELECTOR_ERROR_MS = 9_000;'],
    test: unit('walletSelector.test.ts', 'a failed sign-in shows its error for 3 seconds'),
  },
  {
    row: 'Host-page events: error, load, resize',
    break: ['src/host/bridge.ts', 'channels.target?.window.postMessage(message, channels.target.origin);', "channels.target?.window.postMessage(message, '*');"],
    test: unit('hostEvents.test.ts', 'each event is a ramp: CustomEvent on the element and a message to the host window at its exact origin'),
  },
  {
    row: 'Host-page events: error, load, resize',
    break: ['src/host/bridge.ts', 'new CustomEvent(HOST_EVENTS[type], ', 'new CustomEvent(type, '],
    test: unit('hostEvents.test.ts', 'each event is a ramp: CustomEvent on the element and a message to the host window at its exact origin'),
  },
  {
    row: "close_on_success posts 'loaded' to the opener and closes",
    break: ['src/integrations/authReturn.ts', "type: 'load', data: {} }", "type: 'ready', data: {} }"],
    test: e2e('embeds.test.ts', '/close_on_success tells the widget that opened it'),
  },
  {
    row: "close_on_success posts 'loaded' to the opener and closes",
    break: ['src/integrations/authReturn.ts', 'window.close();', "if (outcome === 'failure') window.close();"],
    test: e2e('embeds.test.ts', '/close_on_success tells the widget that opened it'),
  },
];
