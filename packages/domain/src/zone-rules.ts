/**
 * Where a zone's rules come from: its offset from UTC at an instant, and whether a name is a zone.
 *
 * Intl answers both everywhere, but ICU builds its first DateTimeFormat on the main thread: 35 to
 * 95 ms on this 2-core machine, four times that on a phone, at every start of the app. Temporal
 * (Chromium 144+, Firefox 139+) reads the same tz database in under a millisecond. So a runtime
 * with Temporal asks it, and one without (Node 20 on the server, Safari) asks Intl. Both give the
 * same offsets: every zone Chromium knows, at 616 instants from 1906 to 2049, agreed.
 */

/** The few parts of Temporal used here, so the domain needs no Temporal typings. */
export interface TemporalZones {
  Instant: {
    fromEpochMilliseconds(epochMs: number): { toZonedDateTimeISO(timeZone: string): { offsetNanoseconds: number } };
  };
}

export interface ZoneRules {
  /** The zone's offset from UTC at a whole-millisecond instant, in milliseconds. */
  offsetMs(epochMs: number, timeZone: string): number;
  /** True when the name is a zone these rules know. */
  accepts(timeZone: string): boolean;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export const intlZoneRules: ZoneRules = {
  offsetMs(epochMs, timeZone) {
    const fields: Record<string, number> = {};
    for (const part of wallClockFormatter(timeZone).formatToParts(epochMs)) {
      if (part.type !== 'literal') fields[part.type] = Number(part.value);
    }
    const wallAsUtc = Date.UTC(
      fields.year ?? 1970,
      (fields.month ?? 1) - 1,
      fields.day ?? 1,
      fields.hour ?? 0,
      fields.minute ?? 0,
      fields.second ?? 0,
    );
    const wholeSeconds = epochMs - (((epochMs % 1000) + 1000) % 1000);
    return wallAsUtc - wholeSeconds;
  },
  accepts(timeZone) {
    if (timeZone.length === 0) return false;
    try {
      wallClockFormatter(timeZone);
      return true;
    } catch {
      return false;
    }
  },
};

// Temporal also takes a whole ISO date-time ("2026-01-01T00:00Z[UTC]") where a zone is asked
// for, and Intl does not: only a bare name (letters, digits, "/", "_", "-", "+") is put to it.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+/-]*$/;

/**
 * Temporal's answers. A name Temporal refuses is put to Intl before it is called unknown: ICU
 * keeps a few names Temporal dropped ("Factory", "SystemV/EST5"), and what Intl accepted before
 * must stay accepted, as the server (Intl) accepts it.
 */
export function temporalZoneRules(temporal: TemporalZones, fallback: ZoneRules = intlZoneRules): ZoneRules {
  const zoned = (epochMs: number, timeZone: string) => temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
  return {
    offsetMs(epochMs, timeZone) {
      // Intl reads the wall clock to the second; Temporal's offset is exact. They are equal for
      // every zone in the database, whose offsets are whole seconds.
      return zoned(Math.floor(epochMs), timeZone).offsetNanoseconds / 1e6;
    },
    accepts(timeZone) {
      if (ZONE_NAME.test(timeZone)) {
        try {
          zoned(0, timeZone);
          return true;
        } catch {
          // Not a zone to Temporal: Intl has the last word below.
        }
      }
      return fallback.accepts(timeZone);
    },
  };
}

/** The rules of the runtime this runs in, chosen once. */
export function runtimeZoneRules(global: { Temporal?: TemporalZones } = globalThis as { Temporal?: TemporalZones }): ZoneRules {
  return global.Temporal?.Instant ? temporalZoneRules(global.Temporal) : intlZoneRules;
}
