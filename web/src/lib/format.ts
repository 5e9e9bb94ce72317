import { clockToMinutes, localDate, localTimeOfDay, toEpochMs, type Instant } from '@ninety/domain';

function twelveHour(hour: number, minute: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${minute.toString().padStart(2, '0')} ${suffix}`;
}

/** "9:05 AM": hour and minute on a 12-hour clock, in the user's zone. */
export function formatTime12h(at: Instant, timeZone: string): string {
  const { hour, minute } = localTimeOfDay(at, timeZone);
  return twelveHour(hour, minute);
}

/** "10:00 PM" for a setting's wall time "22:00". */
export function formatClock12h(clock: string): string {
  const minutes = clockToMinutes(clock);
  return twelveHour(Math.floor(minutes / 60), minutes % 60);
}

/** "1 change" / "3 changes". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "Nov 21, 2026" in the user's zone. */
export function formatDate(at: Instant, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
    dateFormats.set(timeZone, format);
  }
  return format.format(toEpochMs(at));
}

/** "9:05 AM" today, else "Nov 19, 2026, 9:05 AM": when something happened, as briefly as is clear. */
export function formatWhen(at: Instant, timeZone: string, now: Instant): string {
  const time = formatTime12h(at, timeZone);
  return localDate(at, timeZone) === localDate(now, timeZone) ? time : `${formatDate(at, timeZone)}, ${time}`;
}

/** "America/New York": an IANA zone as the Time Zone setting lists it. */
export function formatTimeZone(zone: string): string {
  return zone.replace(/_/g, ' ');
}
