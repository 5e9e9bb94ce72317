import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysFromCivil, parseInstant } from './stats-instant';

describe('parseInstant', () => {
  it('reads every toISOString instant of years 0 to 9999 exactly as Date.parse', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('0000-01-01T00:00:00.000Z'), max: Date.parse('9999-12-31T23:59:59.999Z') }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(parseInstant(iso)).toBe(ms);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads 29 February of a leap year, and leaves 29 February 2027 to Date.parse', () => {
    expect(parseInstant('2028-02-29T12:00:00.000Z')).toBe(Date.UTC(2028, 1, 29, 12));
    expect(parseInstant('2027-02-29T12:00:00.000Z')).toBe(Date.parse('2027-02-29T12:00:00.000Z'));
    expect(parseInstant('2100-02-29T00:00:00.000Z')).toBe(Date.parse('2100-02-29T00:00:00.000Z'));
  });

  it.each([
    '2026-11-21T09:10:00Z',
    '2026-11-21T09:10:00.000+01:00',
    '2026-11-21',
    '2026-13-01T00:00:00.000Z',
    '2026-11-21T24:00:00.000Z',
    '2026-11-21T09:60:00.000Z',
    '2026-11-2xT09:10:00.000Z',
    '2026/11/21T09:10:00.000Z',
    'not a date at all, really',
    '',
  ])('answers as Date.parse for %j', (text) => {
    expect(Object.is(parseInstant(text), Date.parse(text))).toBe(true);
  });

  it('agrees with Date.parse on arbitrary text shaped like an instant', () => {
    const shaped = fc.stringMatching(/^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z$/);
    fc.assert(
      fc.property(shaped, (text) => Object.is(parseInstant(text), Date.parse(text))),
      { numRuns: 2000 },
    );
  });

  it('counts days from 1970-01-01', () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    expect(daysFromCivil(2028, 3, 1) - daysFromCivil(2028, 2, 28)).toBe(2);
    expect(daysFromCivil(1969, 12, 31)).toBe(-1);
  });
});
