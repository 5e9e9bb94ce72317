import { describe, expect, it } from 'vitest';
import { createRandom, intBetween, pick, shuffle } from './random';

const take = (random: () => number, n: number) => Array.from({ length: n }, () => random());

describe('seeded random', () => {
  it('repeats the same sequence for the same seed, number or string', () => {
    expect(take(createRandom(42), 5)).toEqual(take(createRandom(42), 5));
    expect(take(createRandom('2026-W47'), 5)).toEqual(take(createRandom('2026-W47'), 5));
  });

  it('gives different sequences for different seeds', () => {
    expect(take(createRandom(1), 5)).not.toEqual(take(createRandom(2), 5));
    expect(take(createRandom('a'), 5)).not.toEqual(take(createRandom('b'), 5));
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const values = take(createRandom(7), 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });
});

describe('random helpers', () => {
  it('intBetween includes both ends and nothing outside', () => {
    const random = createRandom(3);
    const seen = new Set(Array.from({ length: 500 }, () => intBetween(random, 4, 6)));
    expect(seen).toEqual(new Set([4, 5, 6]));
    expect(intBetween(() => 0, 4, 6)).toBe(4);
    expect(intBetween(() => 0.999999, 4, 6)).toBe(6);
    expect(() => intBetween(() => 0.5, 1.2, 1.8)).toThrow(RangeError);
  });

  it('pick never indexes past the end, even for a source that returns 1', () => {
    expect(pick(() => 1, ['a', 'b', 'c'])).toBe('c');
    expect(pick(() => 0, ['a', 'b', 'c'])).toBe('a');
    expect(() => pick(() => 0.5, [])).toThrow(RangeError);
  });

  it('shuffle keeps every item and leaves the input untouched', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = shuffle(createRandom(11), input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(input);
    expect(shuffle(createRandom(11), input)).toEqual(shuffled);
  });
});
