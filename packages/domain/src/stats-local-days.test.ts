import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDayResolver } from './stats-local-days';
import { isoToDayNumber, localDayNumber } from './time';

// Zones with the hard cases: daylight saving both ways, a half-hour change (Lord Howe), a
// change at midnight (Santiago), a 45-minute offset (Kathmandu), none (UTC).
const ZONES = ['America/New_York', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Kathmandu', 'Europe/Berlin', 'UTC'];

describe('localDayResolver', () => {
  it('gives localDayNumber for any instant of 2000 to 2040 in any of the zones', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), (zone, ms) => {
        expect(localDayResolver(zone)(ms)).toBe(localDayNumber(ms, zone));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives localDayNumber to the second around the 2026 New York clock changes', () => {
    const dayOf = localDayResolver('America/New_York');
    for (const change of [Date.UTC(2026, 2, 8, 7), Date.UTC(2026, 10, 1, 6)]) {
      for (let ms = change - 2 * 3_600_000; ms <= change + 2 * 3_600_000; ms += 999) {
        expect(dayOf(ms)).toBe(localDayNumber(ms, 'America/New_York'));
      }
    }
  });

  it('puts 23:59 and 00:01 New York time on different days', () => {
    const dayOf = localDayResolver('America/New_York');
    expect(dayOf(Date.parse('2026-11-21T04:59:00Z'))).toBe(isoToDayNumber('2026-11-20'));
    expect(dayOf(Date.parse('2026-11-21T05:01:00Z'))).toBe(isoToDayNumber('2026-11-21'));
  });

  it('answers NaN for an unreadable instant', () => {
    expect(localDayResolver('UTC')(Number.NaN)).toBeNaN();
  });
});
