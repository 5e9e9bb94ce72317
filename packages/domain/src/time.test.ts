import { describe, expect, it } from 'vitest';
import {
  isoDayOfWeek,
  isoToDayNumber,
  isoWeekStart,
  isValidTimeZone,
  localDate,
  localDaySpan,
  localTimeOfDay,
  startOfLocalDay,
  startOfMinuteMs,
  wallTimeToInstant,
  zoneOffsetMs,
} from './time';

const NY = 'America/New_York';
const HOUR = 3_600_000;

describe('local day in the user zone', () => {
  it('puts 23:59 and 00:01 New York time on different days', () => {
    // 2026-11-20 23:59 EST is 2026-11-21 04:59 UTC: already "tomorrow" in UTC.
    expect(localDate('2026-11-21T04:59:00Z', NY)).toBe('2026-11-20');
    expect(localDate('2026-11-21T05:01:00Z', NY)).toBe('2026-11-21');
  });

  it('knows the offset on both sides of the spring-forward change', () => {
    // 2026-03-08: clocks in New York jump from 02:00 EST to 03:00 EDT (07:00 UTC).
    expect(zoneOffsetMs('2026-03-08T06:59:59Z', NY)).toBe(-5 * HOUR);
    expect(zoneOffsetMs('2026-03-08T07:00:00Z', NY)).toBe(-4 * HOUR);
  });

  it('gives a 23-hour day in spring and a 25-hour day in autumn', () => {
    const spring = localDaySpan(isoToDayNumber('2026-03-08'), NY);
    expect(spring.end - spring.start).toBe(23 * HOUR);
    const autumn = localDaySpan(isoToDayNumber('2026-11-01'), NY);
    expect(autumn.end - autumn.start).toBe(25 * HOUR);
    expect(new Date(autumn.start).toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });

  it('starts a day at the first wall time that exists when midnight is skipped', () => {
    // Santiago springs forward at 00:00 to 01:00 on 2026-09-06: the day starts at 01:00 local.
    const start = startOfLocalDay(isoToDayNumber('2026-09-06'), 'America/Santiago');
    expect(localDate(start, 'America/Santiago')).toBe('2026-09-06');
    expect(localDate(start - 1, 'America/Santiago')).toBe('2026-09-05');
    expect(localTimeOfDay(start, 'America/Santiago')).toEqual({ hour: 1, minute: 0 });
  });

  it('places wall times that a change skips or repeats', () => {
    const spring = isoToDayNumber('2026-03-08');
    expect(new Date(wallTimeToInstant(spring, 150, NY)).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(new Date(wallTimeToInstant(spring, 180, NY)).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    const autumn = isoToDayNumber('2026-11-01');
    expect(new Date(wallTimeToInstant(autumn, 90, NY)).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('handles half-hour zones and the far side of the date line', () => {
    expect(localDate('2026-11-20T18:29:00Z', 'Asia/Kolkata')).toBe('2026-11-20');
    expect(localDate('2026-11-20T18:30:00Z', 'Asia/Kolkata')).toBe('2026-11-21');
    expect(localDate('2026-11-20T10:59:00Z', 'Pacific/Kiritimati')).toBe('2026-11-21');
  });

  it('reads the wall clock hour and minute', () => {
    expect(localTimeOfDay('2026-11-21T14:05:00Z', NY)).toEqual({ hour: 9, minute: 5 });
    expect(localTimeOfDay('2026-11-21T04:59:00Z', NY)).toEqual({ hour: 23, minute: 59 });
  });
});

describe('calendar helpers', () => {
  it('numbers ISO weekdays from Monday', () => {
    expect(isoDayOfWeek(isoToDayNumber('2026-11-16'))).toBe(1);
    expect(isoDayOfWeek(isoToDayNumber('2026-11-22'))).toBe(7);
    expect(isoWeekStart(isoToDayNumber('2026-11-22'))).toBe(isoToDayNumber('2026-11-16'));
  });

  it('tells known zones from unknown ones', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('takes an instant back to the start of its minute', () => {
    expect(startOfMinuteMs('2026-11-21T14:05:59.999Z')).toBe(Date.parse('2026-11-21T14:05:00Z'));
    expect(startOfMinuteMs(Date.parse('2026-11-21T14:06:00Z'))).toBe(Date.parse('2026-11-21T14:06:00Z'));
  });
});
