/**
 * What the forms' submits share: problems show once the customer has tried to go on (`attempted`), one
 * submit at a time (`submitting`: the button is busy meanwhile and a second press does nothing, even if
 * the call throws), and what the server said: a message for the form and messages per field (spec 1 §8:
 * field errors show inline, under their fields).
 */
import { batch, signal } from '@preact/signals-react';
import type { Problem } from './navigation';
import { view } from './view';

export type ServerFields = Readonly<Record<string, string>>;

export function createSubmission() {
  const attempted = signal(false);
  const submitting = signal(false);
  const serverProblem = signal<Problem | null>(null);
  const serverFields = signal<ServerFields>({});

  return {
    attempted: view(attempted),
    submitting: view(submitting),
    /** Why the last submit failed, for the form as a whole (per field: `serverFields`). */
    serverProblem: view(serverProblem),
    serverFields: view(serverFields),
    /** The customer tried to go on: the form's own problems show from now on. */
    attempt() {
      attempted.value = true;
    },
    /** The form's own problems hide until the next attempt (the server's field messages show instead). */
    forgetAttempt() {
      attempted.value = false;
    },
    /** The customer changed the fields named (every field when none is): what the server said about them no longer applies. */
    clearFields(...names: string[]) {
      const kept = names.length === 0 ? {} : Object.fromEntries(Object.entries(serverFields.peek()).filter(([name]) => !names.includes(name)));
      if (Object.keys(kept).length !== Object.keys(serverFields.peek()).length) serverFields.value = kept;
    },
    /** What the server refused, or what failed on the way: a problem for the form, and messages per field. */
    refused(problem: Problem | null, fields: ServerFields = {}) {
      batch(() => {
        serverProblem.value = problem;
        serverFields.value = fields;
      });
    },
    /**
     * Runs `send` unless a submit is under way (then null, and nothing is sent): `submitting` meanwhile,
     * the server's earlier message forgotten first.
     */
    async run<T>(send: () => Promise<T>): Promise<T | null> {
      if (submitting.peek()) return null;
      batch(() => {
        submitting.value = true;
        serverProblem.value = null;
      });
      try {
        return await send();
      } finally {
        submitting.value = false;
      }
    },
  };
}
