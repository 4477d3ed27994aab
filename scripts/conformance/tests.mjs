// What a break of scripts/verify-conformance.mjs names: the row, the change, and the row's test.

/**
 * @typedef {{ kind: 'unit' | 'browser' | 'e2e', file: string, name: string }} Test
 * @typedef {{ row: string, break: [file: string, find: string, replace: string], test: Test }} Break
 *   row: words of the row's rule (in exactly one row of the table); break: the rule's code broken in one known
 *   way (`find`, once in `file`, becomes `replace`); test: the test the row cites, by file and name, which
 *   must fail on that code.
 */

/** @returns {Test} */
export const unit = (file, name) => ({ kind: 'unit', file: `test/unit/${file}`, name });
/** @returns {Test} */
export const browser = (file, name) => ({ kind: 'browser', file: `test/browser/${file}`, name });
/** @returns {Test} */
export const e2e = (file, name) => ({ kind: 'e2e', file: `test/e2e/${file}`, name });
