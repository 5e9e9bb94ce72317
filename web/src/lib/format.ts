import { localTimeOfDay } from '@ninety/domain';

/** "9:05 AM": hour and minute on a 12-hour clock, in the user's zone. */
export function formatTime12h(at: string | number, timeZone: string): string {
  const { hour, minute } = localTimeOfDay(at, timeZone);
  const suffix = hour < 12 ? 'AM' : 'PM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${minute.toString().padStart(2, '0')} ${suffix}`;
}

/** "1 change" / "3 changes". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
