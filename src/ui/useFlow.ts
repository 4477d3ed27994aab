/** The flow of the screen on show (spec 2 §1: by the word sell in the path). */
import { useLocation } from 'wouter';
import { type Flow, flowOfPath } from '../domain/flow';

export type { Flow };

export function useFlow(): Flow {
  const [location] = useLocation();
  return flowOfPath(location);
}
