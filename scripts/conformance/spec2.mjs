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
];
