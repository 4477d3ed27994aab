/** spec 2 §1: "A sell flow is recognised by the word sell in the path." */
import { useLocation } from 'wouter';

export type Flow = 'buy' | 'sell';

export function useFlow(): Flow {
  const [location] = useLocation();
  return location.split('/').includes('sell') ? 'sell' : 'buy';
}
