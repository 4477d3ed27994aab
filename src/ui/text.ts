/**
 * The texts of the widget's language, for screens and shared components alike (the component re-renders
 * when the language changes), and `say`: what a problem reads as (the backend's words when it gave some,
 * else ours), null for none.
 */
import type { ParseKeys } from 'i18next';
import { useUi } from './environment';

/** Why the customer stays: our words (an i18n key), and the backend's when it gave some. */
export type SaidProblem = { key: ParseKeys; serverText?: string | null };

export function useText() {
  const { t, language } = useUi();
  const say = (problem: SaidProblem | null): string | null => (problem ? (problem.serverText ?? t(problem.key)) : null);
  return { t, say, language: language.value };
}
