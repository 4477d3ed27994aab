/**
 * The secure fields of a card form (the buy card payment, the sell payout card), as a port of their own
 * for the part that shows them: one vault form per mount of that part (so a card form showing other
 * fields, a saved card's security code after a new card's four, mounts a new one), its state reported to
 * the form's model, unmounted with the part; a failed load is tried again on Retry and when the device is
 * back online.
 */
import type { VaultState } from '../../integrations/cardVault';
import type { Widget } from '../compose';
import { useScreen } from '../screen';
import type { secureFields } from './kit/secureFields';

export type { VaultState };

/** The secure fields' port, built with the part that shows them (its card form's port gives it). */
export type SecureFieldsPort = (widget: Widget) => ReturnType<typeof secureFields>;

export const useSecureFields = (port: SecureFieldsPort) => useScreen(port);

/** What a part showing secure fields has of them. */
export type SecureFieldsOnScreen = ReturnType<typeof useSecureFields>;
