// The breaks of the rows of the table of spec 2 (sell, tracking, host events), section by section in docs/spec-conformance.md
// (scripts/verify-conformance.mjs runs them).
import { browser, unit } from './tests.mjs';

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
];
