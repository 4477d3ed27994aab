/**
 * Light KYC (spec 1 §2 "Light KYC", §5): first name, last name, country. Submit saves the info when it
 * changed, then creates the order; the caller follows the returned route.
 */
import { effect } from '@preact/signals-react';
import { object, string } from 'superstruct';
import type { AccountResources } from '../api/accountResources';
import type { User } from '../domain/entities';
import { STORAGE_KEYS } from '../domain/constants';
import { createDraft } from './drafts';
import type { KeyValueStore } from './storage';
import { field } from './field';
import { createSubmission } from './submission';
import { type Next, STAY } from './navigation';
import { problemOf } from './problem';
import { exposed, derived } from './view';

export type LightKycProblem = 'firstNameRequired' | 'lastNameRequired' | 'countryRequired';

const DraftSchema = object({ firstName: string(), lastName: string(), countryCode: string() });

export function createLightKycForm(deps: {
  user: User;
  defaultCountry: string;
  /** Where a draft survives a reload. */
  session: KeyValueStore;
  api: AccountResources;
  onUserSaved: (user: User) => void;
  createOrder: () => Promise<Next>;
}) {
  const initial = {
    firstName: deps.user.firstName ?? '',
    lastName: deps.user.lastName ?? '',
    countryCode: deps.user.country?.isoAlpha2 ?? deps.defaultCountry,
  };
  const draft = createDraft(deps.session, STORAGE_KEYS.lightKycDraft, DraftSchema);
  const restored = draft.load() ?? initial;
  const firstName = field(restored.firstName);
  const lastName = field(restored.lastName);
  const countryCode = field(restored.countryCode);
  const stopSaving = effect(() => draft.save({ firstName: firstName.value, lastName: lastName.value, countryCode: countryCode.value }));
  const submission = createSubmission();

  const problems = derived(() => {
    const found: Partial<Record<'firstName' | 'lastName' | 'countryCode', LightKycProblem>> = {};
    if (!submission.attempted.value) return found;
    if (firstName.value.trim() === '') found.firstName = 'firstNameRequired';
    if (lastName.value.trim() === '') found.lastName = 'lastNameRequired';
    if (countryCode.value === '') found.countryCode = 'countryRequired';
    return found;
  });

  return exposed({
    firstName,
    lastName,
    countryCode,
    dispose: stopSaving,
    submitting: submission.submitting,
    serverProblem: submission.serverProblem,
    problems,
    /** Saves the name and country (when changed) and creates the order: where that leads, or stay and say why. */
    async submit(): Promise<Next> {
      submission.attempt();
      if (Object.keys(problems.value).length > 0) return STAY;
      const next = await submission.run(async () => {
        const changed =
          firstName.value.trim() !== initial.firstName ||
          lastName.value.trim() !== initial.lastName ||
          countryCode.value !== initial.countryCode ||
          deps.user.kyc.status === 'none';
        if (changed) {
          const saved = await deps.api.customers.lightKyc({
            firstName: firstName.value.trim(),
            lastName: lastName.value.trim(),
            countryCode: countryCode.value,
          });
          deps.onUserSaved(saved);
        }
        return deps.createOrder();
      }).catch((error: unknown) => {
        submission.refused(problemOf(error, 'problems.failed'));
        return null;
      });
      if (!next) return STAY;
      if ('go' in next) draft.clear();
      return next;
    },
  });
}
