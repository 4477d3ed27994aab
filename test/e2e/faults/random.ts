/**
 * Seeded randomness for the fault suite. Every decision draws from a stream of its own, named by what it
 * decides ("the 2nd POST orders", "a reload on Check your details, visit 1"), so the same seed makes the
 * same decision for the same call however many polls ran in between: a replay faults the same calls.
 */

/** mulberry32: a small, fast 32-bit generator, uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 15), z | 1);
    z ^= z + Math.imul(z ^ (z >>> 7), z | 61);
    return ((z ^ (z >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * FNV-1a of `text`, mixed with `seed`, then avalanched (murmur3's finaliser): a stream's own starting
 * point. Without the finaliser, names that differ in their last character only ("#1", "#2", …) start
 * from seeds close enough for their first draws to cluster.
 */
function hash(seed: number, text: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The stream of draws for the decision named `name` under `seed`. */
export function stream(seed: number, name: string): () => number {
  return mulberry32(hash(seed, name));
}

/** One of `choices` by weight, with a draw from `next`. */
export function pick<T>(next: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let at = next() * total;
  for (const [choice, weight] of choices) {
    at -= weight;
    if (at < 0) return choice;
  }
  return (choices.at(-1) as readonly [T, number])[0];
}

/** A whole number of milliseconds between `min` and `max`. */
export function between(next: () => number, min: number, max: number): number {
  return Math.round(min + next() * (max - min));
}
