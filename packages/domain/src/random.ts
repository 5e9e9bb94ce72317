/**
 * Seeded randomness for the generators (quests, workout plans). The domain never calls
 * Math.random: a generator takes a `random` function, so a round generated on a phone offline
 * can be reproduced from its seed, and tests pin exact output.
 */

/** A source of numbers in [0, 1), like Math.random. */
export type RandomFn = () => number;

/** FNV-1a over UTF-16 code units: spreads string seeds ("2026-W47", a UUID) over 32 bits. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * mulberry32: tiny, fast, and good enough to pick quests and exercises (not for secrets).
 * Number seeds are truncated to 32 bits, so 1 and 1.5 give the same sequence.
 */
export function createRandom(seed: number | string): RandomFn {
  let state = typeof seed === 'string' ? hashSeed(seed) : Math.trunc(seed) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A whole number in [0, size). The clamp keeps a misbehaving source (one returning exactly 1)
 * from indexing past the end.
 */
function indexBelow(random: RandomFn, size: number): number {
  return Math.min(size - 1, Math.max(0, Math.floor(random() * size)));
}

/** A whole number from min to max, both included. */
export function intBetween(random: RandomFn, min: number, max: number): number {
  const low = Math.ceil(Math.min(min, max));
  const high = Math.floor(Math.max(min, max));
  if (high < low) throw new RangeError(`no whole number between ${min} and ${max}`);
  return low + indexBelow(random, high - low + 1);
}

/** One item of a non-empty list; consumes exactly one random number. */
export function pick<T>(random: RandomFn, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('cannot pick from an empty list');
  return items[indexBelow(random, items.length)] as T;
}

/** A shuffled copy (Fisher-Yates); the input is left as it was. */
export function shuffle<T>(random: RandomFn, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = indexBelow(random, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
