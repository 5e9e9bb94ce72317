import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { intlZoneRules, runtimeZoneRules, temporalZoneRules, type TemporalZones } from './zone-rules';

// Node 20 has no Temporal; the polyfill stands in for Chromium's (where the journeys run the
// Temporal path against the built app).
const temporal = temporalZoneRules(Temporal);
const HOUR = 3_600_000;

describe('zone rules from Temporal and from Intl', () => {
  it('give the same offset in every zone at instants from 1890 to 2060', () => {
    const instants = [-2_524_521_600_000, -1_000_000_000_000, -1, 0, 1_173_592_800_000, 1_772_953_200_000, 1_793_512_800_000, 2_000_000_000_500, 2_840_140_800_000];
    const differ: string[] = [];
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      for (const at of instants) {
        const fromIntl = intlZoneRules.offsetMs(at, zone);
        const fromTemporal = temporal.offsetMs(at, zone);
        if (fromIntl !== fromTemporal) differ.push(`${zone} at ${at}: Intl ${fromIntl}, Temporal ${fromTemporal}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('see both sides of a change to the second', () => {
    // 2026-03-08 07:00 UTC: New York from EST to EDT.
    expect(temporal.offsetMs(Date.parse('2026-03-08T06:59:59Z'), 'America/New_York')).toBe(-5 * HOUR);
    expect(temporal.offsetMs(Date.parse('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(-4 * HOUR);
    expect(temporal.offsetMs(Date.parse('2026-11-20T18:30:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
  });

  it('accept and refuse the same names', () => {
    const names = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Calcutta', 'asia/kolkata', 'Etc/GMT-12', 'US/Eastern', 'EST5EDT', '+05:00', '', ' UTC', 'Mars/Olympus', 'Z', '2026-01-01T00:00Z[UTC]', 'UTC[u-ca=iso8601]'];
    expect(names.map((name) => [name, temporal.accepts(name)])).toEqual(names.map((name) => [name, intlZoneRules.accepts(name)]));
  });

  it('never take a date-time for a zone, which Temporal alone would', () => {
    expect(() => Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO('2026-01-01T00:00Z[UTC]')).not.toThrow();
    expect(temporal.accepts('2026-01-01T00:00Z[UTC]')).toBe(false);
  });

  it('ask Intl about a name Temporal refuses', () => {
    const refusesAll: TemporalZones = {
      Instant: {
        fromEpochMilliseconds: () => ({
          toZonedDateTimeISO: () => {
            throw new RangeError('unknown zone');
          },
        }),
      },
    };
    const rules = temporalZoneRules(refusesAll, intlZoneRules);
    expect(rules.accepts('Europe/Paris')).toBe(true);
    expect(rules.accepts('Mars/Olympus')).toBe(false);
  });
});

describe('the runtime rules', () => {
  it('are Temporal where the runtime has it, Intl where it does not', () => {
    const withTemporal = runtimeZoneRules({ Temporal });
    expect(withTemporal).not.toBe(intlZoneRules);
    expect(withTemporal.offsetMs(0, 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(runtimeZoneRules({})).toBe(intlZoneRules);
  });
});
