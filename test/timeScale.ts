/**
 * The pace of every test: widgets run with `time-scale` 0.2 (a 5 s poll is 1 s, a 10 s time limit 2 s)
 * against sandboxes whose own scenario steps are shortened alike. A test of a wait sets its own.
 * (`test/hosts/host.js`, plain JavaScript, uses the same default.)
 */
export const TEST_TIME_SCALE = 0.2;
