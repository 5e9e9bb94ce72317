import { createRandom, type RandomFn } from '@ninety/domain';

/** Randomness for the generators, seeded from the platform's crypto source. */
export function deviceRandom(): RandomFn {
  return createRandom(crypto.getRandomValues(new Uint32Array(1))[0] ?? Date.now());
}
