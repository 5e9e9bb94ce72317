/**
 * Local calendar time in an IANA time zone, without a date library: the domain may import only
 * zod, and the runtime already knows every zone's rules (zone-rules.ts: Temporal, else Intl).
 * Nothing here reads the clock.
 *
 * A "day number" is the count of local calendar days since 1970-01-01 in the given zone. Rules
 * compare and step day numbers (cheap integers); ISO date strings are for display and storage.
 */

import { runtimeZoneRules } from './zone-rules';

export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

export type Instant = number | string | Date;

/** Milliseconds since the epoch for an ISO string, a Date or a number. */
export function toEpochMs(at: Instant): number {
  if (typeof at === 'number') return at;
  if (typeof at === 'string') return Date.parse(at);
  return at.getTime();
}

/** The start of the minute an instant falls in, in epoch milliseconds. */
export function startOfMinuteMs(at: Instant): number {
  return Math.floor(toEpochMs(at) / MS_PER_MINUTE) * MS_PER_MINUTE;
}

const zones = runtimeZoneRules();

/** True when the zone is known (an unknown one would throw a RangeError later). */
export function isValidTimeZone(timeZone: string): boolean {
  return zones.accepts(timeZone);
}

// Offsets change a few times a year at most, and each answer costs microseconds. Cache the
// offset per UTC day when it is the same at both ends of that day; a day holding a transition
// is computed exactly on every call.
const dayOffsets = new Map<string, number | null>();

/** The zone's offset from UTC at an instant, in milliseconds (New York in winter: -5 h). */
export function zoneOffsetMs(at: Instant, timeZone: string): number {
  const epochMs = toEpochMs(at);
  if (timeZone === 'UTC') return 0;
  const utcDay = Math.floor(epochMs / MS_PER_DAY);
  const key = `${timeZone}|${utcDay}`;
  let cached = dayOffsets.get(key);
  if (cached === undefined) {
    const atStart = zones.offsetMs(utcDay * MS_PER_DAY, timeZone);
    const atEnd = zones.offsetMs((utcDay + 1) * MS_PER_DAY - 1000, timeZone);
    cached = atStart === atEnd ? atStart : null;
    if (dayOffsets.size > 200_000) dayOffsets.clear();
    dayOffsets.set(key, cached);
  }
  return cached ?? zones.offsetMs(epochMs, timeZone);
}

/** The local calendar day number of an instant in a zone. */
export function localDayNumber(at: Instant, timeZone: string): number {
  const epochMs = toEpochMs(at);
  return Math.floor((epochMs + zoneOffsetMs(epochMs, timeZone)) / MS_PER_DAY);
}

/** "YYYY-MM-DD" for a day number. */
export function dayNumberToIso(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Day number for "YYYY-MM-DD". */
export function isoToDayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / MS_PER_DAY);
}

/** The local calendar date ("YYYY-MM-DD") of an instant in a zone. */
export function localDate(at: Instant, timeZone: string): string {
  return dayNumberToIso(localDayNumber(at, timeZone));
}

/**
 * The instant a wall-clock time occurs on a local day. A repeated wall time (autumn) gives its
 * first occurrence; a skipped one (spring) gives the instant the clocks jumped to, so 02:30 on
 * the New York spring change is 03:00 EDT.
 */
export function wallTimeToInstant(dayNumber: number, minuteOfDay: number, timeZone: string): number {
  const wall = dayNumber * MS_PER_DAY + minuteOfDay * MS_PER_MINUTE;
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second = wall - zoneOffsetMs(first, timeZone);
  const exact = [first, second]
    .filter((epochMs) => epochMs + zoneOffsetMs(epochMs, timeZone) === wall)
    .sort((a, b) => a - b);
  if (exact[0] !== undefined) return exact[0];
  // The wall time fell in a gap: both guesses straddle it; the gap ends at the transition,
  // which is where the offset changes between the earlier and the later guess.
  const before = Math.min(first, second);
  const after = Math.max(first, second);
  let low = before;
  let high = after;
  const lowOffset = zoneOffsetMs(low, timeZone);
  while (high - low > 1000) {
    const mid = low + Math.floor((high - low) / 2000) * 1000;
    if (zoneOffsetMs(mid, timeZone) === lowOffset) low = mid;
    else high = mid;
  }
  return high;
}

/**
 * The first instant of a local day. Usually local midnight; where a zone skips midnight
 * (a daylight-saving change at 00:00), the day starts at the first wall time that exists.
 */
export function startOfLocalDay(dayNumber: number, timeZone: string): number {
  return wallTimeToInstant(dayNumber, 0, timeZone);
}

/** The half-open span [start, end) of a local day, in epoch milliseconds. */
export function localDaySpan(dayNumber: number, timeZone: string): { start: number; end: number } {
  return { start: startOfLocalDay(dayNumber, timeZone), end: startOfLocalDay(dayNumber + 1, timeZone) };
}

/** Local wall-clock hour (0-23) and minute of an instant in a zone. */
export function localTimeOfDay(at: Instant, timeZone: string): { hour: number; minute: number } {
  const epochMs = toEpochMs(at);
  const local = epochMs + zoneOffsetMs(epochMs, timeZone);
  const minutes = Math.floor((((local % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) / MS_PER_MINUTE);
  return { hour: Math.floor(minutes / 60), minute: minutes % 60 };
}

/** ISO day of week of a day number: 1 = Monday ... 7 = Sunday (1970-01-01 was a Thursday). */
export function isoDayOfWeek(dayNumber: number): number {
  return ((((dayNumber + 3) % 7) + 7) % 7) + 1;
}

/** Day number of the Monday that starts the ISO week holding a day. */
export function isoWeekStart(dayNumber: number): number {
  return dayNumber - (isoDayOfWeek(dayNumber) - 1);
}

/** "HH:MM" (24 h) to minutes after midnight. */
export function clockToMinutes(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}
