/** Buying or selling (spec 2 §1: "A sell flow is recognised by the word sell in the path."). */
export type Flow = 'buy' | 'sell';

export function flowOfPath(path: string): Flow {
  return path.split('/').includes('sell') ? 'sell' : 'buy';
}
