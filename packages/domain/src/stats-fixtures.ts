/**
 * Records for the stats tests (not part of the package's API): small builders that read like
 * the user's day ("128 oz at noon on 8 March, New York time"), so each test shows its instants.
 */
import type { ConsistentDays } from './consistency';
import {
  emptyRecords,
  type Goal,
  type GoalReset,
  type Quest,
  type StoredRecords,
  type StretchCompletion,
  type Task,
  type TraitName,
  type WeightEntry,
  type WorkoutCompletion,
} from './records';
import { DEFAULT_SETTINGS } from './settings';
import { type Settings } from './records';
import { isoToDayNumber, wallTimeToInstant } from './time';
import type { WaterLog } from './records';

export const NY = 'America/New_York';

export function nySettings(overrides: Partial<Settings> = {}): Settings {
  return { ...DEFAULT_SETTINGS, timeZone: NY, ...overrides };
}

export function withRecords(parts: Partial<StoredRecords>): StoredRecords {
  return { ...emptyRecords(), ...parts };
}

/** The ISO instant of a wall-clock time ("HH:MM") on a local date in a zone. */
export function localTime(date: string, clock: string, timeZone = NY): string {
  const [hours, minutes] = clock.split(':').map(Number);
  return new Date(wallTimeToInstant(isoToDayNumber(date), (hours ?? 0) * 60 + (minutes ?? 0), timeZone)).toISOString();
}

/** A day number as the stats report it ("2026-03-08" in, day number out). */
export const day = isoToDayNumber;

export function water(loggedAt: string, amount = 128, id = `water-${loggedAt}-${amount}`): WaterLog {
  return { id, amount, loggedAt };
}

/** One 128 oz log at local noon on each date: each date consistent at the default target. */
export function waterDays(dates: readonly string[], timeZone = NY): WaterLog[] {
  return dates.map((date) => water(localTime(date, '12:00', timeZone)));
}

/** `count` consecutive dates starting at `first`, as ISO dates. */
export function dateRun(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
}

export function task(fields: Partial<Task> & Pick<Task, 'id' | 'dueDate'>): Task {
  return { title: `Task ${fields.id}`, hpImpact: 10, createdAt: fields.dueDate, completedAt: null, ...fields };
}

/** traitName may be one the app does not know (an old or a newer device's), as stored data can be. */
export function quest(fields: Omit<Partial<Quest>, 'traitName'> & { id: string; traitName?: string }): Quest {
  return {
    title: `Quest ${fields.id}`,
    description: 'A quest',
    duration: '15 min',
    durationMinutes: 15,
    xpReward: 100,
    difficulty: 'medium',
    isFear: false,
    createdAt: '2026-01-01T12:00:00.000Z',
    startedAt: null,
    completedAt: null,
    ...fields,
    traitName: (fields.traitName ?? 'Finance') as TraitName,
  };
}

export function weight(loggedAt: string, pounds: number, id = `weight-${loggedAt}`): WeightEntry {
  return { id, weight: pounds, loggedAt };
}

export function stretch(completedAt: string, id = `stretch-${completedAt}`): StretchCompletion {
  return { id, routineId: 'morning', completedAt };
}

export function workoutDone(completedAt: string, workoutId = 'workout-1', id = `workout-${workoutId}-${completedAt}`): WorkoutCompletion {
  return { id, workoutId, completedAt };
}

export function goal(id: string, achievedAt: string | null): Goal {
  return {
    id,
    title: `Goal ${id}`,
    description: 'Ninety days of it',
    startDate: '2026-01-01T12:00:00.000Z',
    endDate: '2026-04-01T12:00:00.000Z',
    penalty: 100,
    createdAt: '2026-01-01T12:00:00.000Z',
    achievedAt,
  };
}

export function goalReset(id: string, resetAt: string, hpPenalty = true): GoalReset {
  return { id, goalId: 'goal-1', resetAt, paymentId: `pay-${id}`, hpPenalty };
}

/** A consistency table from the consistent dates, ending today (for streak tests). */
export function daysTable(consistentDates: readonly string[], today: string, first = '2020-01-01'): ConsistentDays {
  const firstDay = day(first);
  const todayDay = day(today);
  const flags = new Uint8Array(todayDay - firstDay + 1);
  for (const date of consistentDates) {
    const index = day(date) - firstDay;
    if (index >= 0 && index < flags.length) flags[index] = 1;
  }
  return { first: firstDay, today: todayDay, flags };
}
