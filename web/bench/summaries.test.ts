import { describe, expect, it } from 'vitest';
import { median, percentile } from './summaries';

// Twenty taps, 1 to 20 ms, in the order they might come: the first after a screen opens slowest.
const TAPS = [20, ...Array.from({ length: 19 }, (_, i) => i + 1)];

describe('percentile', () => {
  it('takes the 95th of 20 taps as the second slowest, leaving out the one slowest', () => {
    expect(percentile(TAPS, 0.95)).toBe(19);
  });

  it('takes the slowest when fewer than 20 leave no room for 5% above it', () => {
    expect(percentile([30, 10, 20], 0.95)).toBe(30);
  });

  it('takes the 50th of an even count as the lower middle, a value that was measured', () => {
    expect(percentile([4, 1, 3, 2], 0.5)).toBe(2);
  });

  it('refuses an empty set rather than print undefined', () => {
    expect(() => percentile([], 0.95)).toThrow('no values');
  });
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
