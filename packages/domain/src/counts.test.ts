import { describe, expect, it } from 'vitest';
import { formatCount } from './counts';

describe('formatCount', () => {
  it('groups a whole number in threes as en-US does', () => {
    for (const count of [0, 7, 999, 1000, 1819, 12_000, 28_000, 123_456, 852_775, 1_000_000, -4_500]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });

  it('groups only the whole part of a fraction', () => {
    expect(formatCount(188.5)).toBe('188.5');
    expect(formatCount(1234.25)).toBe('1,234.25');
    expect(formatCount(-1234.5)).toBe('-1,234.5');
  });
});
