import { describe, expect, it } from 'vitest';
import { formatTime12h, plural } from './format';

describe('formatTime12h', () => {
  it.each([
    ['2026-11-21T05:00:00Z', '12:00 AM'],
    ['2026-11-21T14:05:00Z', '9:05 AM'],
    ['2026-11-21T17:00:00Z', '12:00 PM'],
    ['2026-11-22T04:59:00Z', '11:59 PM'],
  ])('%s in New York is %s', (at, text) => {
    expect(formatTime12h(at, 'America/New_York')).toBe(text);
  });
});

describe('plural', () => {
  it('is singular only for one', () => {
    expect(plural(1, 'change')).toBe('1 change');
    expect(plural(0, 'change')).toBe('0 changes');
    expect(plural(2, 'change')).toBe('2 changes');
  });
});
