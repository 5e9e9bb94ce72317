import { describe, expect, it } from 'vitest';
import { formatClock12h, formatDate, formatTime12h, formatWhen, plural } from './format';

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

describe('formatClock12h', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['07:00', '7:00 AM'],
    ['12:30', '12:30 PM'],
    ['22:05', '10:05 PM'],
  ])('the setting %s reads %s', (clock, text) => {
    expect(formatClock12h(clock)).toBe(text);
  });
});

describe('plural', () => {
  it('is singular only for one', () => {
    expect(plural(1, 'change')).toBe('1 change');
    expect(plural(0, 'change')).toBe('0 changes');
    expect(plural(2, 'change')).toBe('2 changes');
  });
});

describe('formatDate and formatWhen', () => {
  const NY = 'America/New_York';
  it('gives the local date in the zone', () => {
    // 03:30 UTC on the 22nd is still the 21st in New York.
    expect(formatDate('2026-11-22T03:30:00Z', NY)).toBe('Nov 21, 2026');
  });
  it('gives the time alone on the same local day, the date too otherwise', () => {
    expect(formatWhen('2026-11-21T14:05:00Z', NY, '2026-11-22T03:30:00Z')).toBe('9:05 AM');
    expect(formatWhen('2026-11-19T14:05:00Z', NY, '2026-11-21T15:00:00Z')).toBe('Nov 19, 2026, 9:05 AM');
  });
});
