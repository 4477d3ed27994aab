/**
 * The payout card form (spec 2 "Card create", §5): card number, expiry and holder in the vault's fields,
 * the date of birth (##.##.####), save for later (on), the terms agreement. It sends the card through the
 * vault; card field errors from the server show inline, anything else as one message. A reload keeps the
 * date of birth and the agreement for this order (issue 39); the card, which lives only in the vault's
 * fields, is typed again, and the form says why (`retype`).
 */
import { batch, effect } from '@preact/signals-react';
import { boolean, string, type } from 'superstruct';
import { dateOfBirthProblem, maskDateOfBirth } from '../domain/sell';
import { type VaultFieldName, vaultFieldMessage } from '../domain/cardFields';
import type { SellModel } from './sell';
import { PAGE_LOAD, createDraft, storedChoice } from './drafts';
import type { KeyValueStore } from './storage';
import { STORAGE_KEYS } from '../domain/constants';
import { field } from './field';
import { createSubmission } from './submission';
import { createVaultBinding } from './vaultBinding';
import { type Next, STAY, go } from './navigation';
import { ROUTES, sellOrderRoute } from '../domain/routes';
import { exposed, derived } from './view';

export type PayoutVaultField = Exclude<VaultFieldName, 'cvv'>;
export const PAYOUT_VAULT_FIELDS: PayoutVaultField[] = ['number', 'expirationDate', 'holder'];

/** What a reload keeps of the form: its order, the date of birth and the agreement; nothing of the card. */
const KeptPayoutForm = type({ orderId: string(), pageLoad: string(), dateOfBirth: string(), agreement: boolean() });

export function createPayoutCardForm(deps: { sell: SellModel; orderId: string; today: () => Date; session: KeyValueStore }) {
  const draft = createDraft(deps.session, STORAGE_KEYS.payoutCardDraft, KeptPayoutForm);
  const stored = draft.load();
  const kept = stored?.orderId === deps.orderId ? stored : null;
  const dateOfBirth = field(kept?.dateOfBirth ?? '');
  const saveCard = storedChoice(deps.session, STORAGE_KEYS.saveCardChoice, true);
  const agreement = field(kept?.agreement ?? false);
  // Kept as it changes (the effect reads only this form's signals: it goes with the form).
  effect(() => draft.save({ orderId: deps.orderId, pageLoad: PAGE_LOAD, dateOfBirth: dateOfBirth.value, agreement: agreement.value }));
  const submission = createSubmission();
  const binding = createVaultBinding();
  const { vault, vaultState } = binding;

  /** i18n keys of the first problem per field, once the customer tried to go on. */
  const problems = derived(() => {
    const found: Partial<Record<PayoutVaultField | 'dateOfBirth' | 'agreement', string>> = {};
    if (!submission.attempted.value) return found;
    for (const name of PAYOUT_VAULT_FIELDS) {
      const state = vaultState.value[name];
      if (!state?.isValid) found[name] = vaultFieldMessage(name, state, vaultState.value.number?.cardType);
    }
    const birth = dateOfBirthProblem(dateOfBirth.value, deps.today());
    if (birth) found.dateOfBirth = birth;
    if (!agreement.value) found.agreement = 'emailForm.termsAgreement.required';
    return found;
  });

  return exposed({
    /** The form was on screen before a reload: the card is typed again (the screen says why). */
    retype: kept !== null && kept.pageLoad !== PAGE_LOAD,
    dateOfBirth,
    saveCard,
    agreement,
    submitting: submission.submitting,
    ...binding,
    serverFields: submission.serverFields,
    serverProblem: submission.serverProblem,
    problems,
    /** The card ending the vault reports, for the summary. */
    last4: derived(() => vaultState.value.number?.last4 ?? ''),
    changeDateOfBirth(text: string) {
      batch(() => {
        dateOfBirth.set(maskDateOfBirth(text));
        submission.clearFields('dateOfBirth');
      });
    },
    /** Back to the saved cards, or to the calculator when there are none. */
    back(): Next {
      const hasCards = (deps.sell.cards.peek()?.length ?? 0) > 0;
      return go(hasCards ? sellOrderRoute(deps.orderId, 'card_select') : ROUTES.sell);
    },
    /** Sends the card: on to the payment step, or stay and say why. */
    async submit(): Promise<Next> {
      if (submission.submitting.value) return STAY;
      batch(() => {
        submission.attempt();
        submission.refused(null);
      });
      const form = vault.value;
      if (!form || Object.keys(problems.value).length > 0) return STAY;
      const result = await submission.run(() =>
        deps.sell.process(deps.orderId, {
          transport: (request) =>
            form.send(request, (fields) => ({
              card: [
                {
                  number: fields.number,
                  expirationDate: fields.expirationDate,
                  holder: fields.holder,
                  dateOfBirth: dateOfBirth.value,
                  mustBeSaved: saveCard.value,
                },
              ],
            })),
        }),
      );
      if (!result) return STAY;
      if (result.ok) return go(sellOrderRoute(deps.orderId, 'payment'));
      submission.refused(Object.keys(result.fields).length > 0 ? null : result.problem, result.fields);
      return STAY;
    },
  });
}
