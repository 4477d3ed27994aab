/**
 * The screens a customer reaches after the first one, in one chunk: the widget loads it as the first of
 * them is needed (see `src/app.tsx`). One chunk, not one per screen: each step of a purchase then opens
 * without a request of its own, and the first load shares one chunk with them instead of many small ones.
 * Start-up failures, an unavailable country and public tracking stay on their own: a customer who only
 * sees one of those loads only it.
 */
export { default as WalletAddress } from './screens/buy/WalletAddress';
export { default as SellCalculator } from './screens/sell/SellCalculator';
export { default as Login } from './screens/auth/Login';
export { default as UserGreeting } from './screens/auth/UserGreeting';
export { default as LightKyc } from './screens/buy/LightKyc';
export { default as Order } from './screens/order/Order';
export { default as ConfirmTransaction } from './screens/order/ConfirmTransaction';
export { default as LimitReached } from './screens/order/LimitReached';
export { default as OrderWithoutCard } from './screens/order/OrderWithoutCard';
export { default as OrderAuthRedirect } from './screens/order/OrderAuthRedirect';
export { default as BannedUser } from './screens/kyc/BannedUser';
export { default as KycProblems } from './screens/kyc/KycProblems';
export { default as Kyc } from './screens/kyc/Kyc';
export { default as KycWaiting } from './screens/kyc/KycWaiting';
export { default as UserInfo } from './screens/buy/UserInfo';
export { default as BillingAddressEdit } from './screens/buy/BillingAddressEdit';
export { default as SellWelcome } from './screens/sell/SellWelcome';
export { default as SellOrder } from './screens/sell/SellOrder';
