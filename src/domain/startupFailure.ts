/**
 * What a customer reads when start-up fails (spec 1 §5, spec 2 §5: 'Merchant parameters invalid' or
 * 'Widget initialization failed'): translated lines chosen by what failed, never the server's or the
 * validator's own text. The technical detail goes to the host's `error` event (and, for errors without a
 * code, to the error report).
 */
import { MAX_MERCHANT_DATA_BYTES } from './constants';
import { SANDBOX_HINT } from './sandboxHint';

export type StartupFailureLine =
  | { key: 'errors.merchantSignature' }
  | { key: 'errors.merchantUnknown' }
  | { key: 'errors.merchantOrigin' }
  | { key: 'errors.merchantPayload'; limit: number }
  | { key: 'errors.merchantField'; field: string };

/**
 * One line per kind of problem in the validation payload (field → messages, the server's or ours): the
 * signature, the api key, the payload as a whole (unreadable or too large: the limit is named), or a
 * named field of it.
 */
export function merchantProblemLines(payload: unknown): StartupFailureLine[] {
  const fields = payload && typeof payload === 'object' && !Array.isArray(payload) ? Object.keys(payload).filter((field) => field !== SANDBOX_HINT) : [];
  const lines: StartupFailureLine[] = [];
  const add = (line: StartupFailureLine) => {
    if (!lines.some((l) => JSON.stringify(l) === JSON.stringify(line))) lines.push(line);
  };
  for (const field of fields) {
    if (field === 'signature') add({ key: 'errors.merchantSignature' });
    else if (field === 'apiKey') add({ key: 'errors.merchantUnknown' });
    else if (field === 'origin') add({ key: 'errors.merchantOrigin' });
    else if (field === 'payload' || field === 'payload.(root)') add({ key: 'errors.merchantPayload', limit: MAX_MERCHANT_DATA_BYTES });
    else add({ key: 'errors.merchantField', field: field.replace(/^payload\./, '') });
  }
  return lines;
}

/** The attribute or query parameter names of configuration problems ("apiUrl: Expected …" → apiUrl). */
export function configurationProblemNames(detail: string): string[] {
  return [...new Set(detail.split('; ').map((problem) => problem.split(':')[0]?.trim() ?? '').filter(Boolean))];
}
