/**
 * Which local days were consistent (docs/product.md, Days): at least one commitment met that day, in
 * the zone of the settings. The zone is the one set now, for every day of the history: a user
 * who moves sees their past days in their new zone, so "today" and yesterday's streak agree.
 */
import type { LocalDayOf } from './stats-local-days';
import { taskDoneOnTime, type StatsRecords } from './stats-records';

/**
 * Older days are left out of the day-based stats: 100,000 days is 273 years, far beyond any
 * real history, and a table that long still costs only 100 kB. It keeps a record with a broken
 * date (year 0001) from making every render allocate a table of millions of days.
 */
export const MAX_HISTORY_DAYS = 100_000;

export interface ConsistentDays {
  /** Local day number (time.ts) of flags[0]. */
  first: number;
  /** Local day number of `now`: the last day of the table. */
  today: number;
  /** 1 for a consistent day, 0 otherwise, for the days first..today. */
  flags: Uint8Array;
}

export function isConsistentDay(days: ConsistentDays, day: number): boolean {
  return day >= days.first && day <= days.today && days.flags[day - days.first] === 1;
}

/** The consistent days as a list of day numbers, oldest first. */
export function consistentDayList(days: ConsistentDays): number[] {
  const list: number[] = [];
  for (let i = 0; i < days.flags.length; i += 1) if (days.flags[i] === 1) list.push(days.first + i);
  return list;
}

export function countConsistentDays(days: ConsistentDays): number {
  let count = 0;
  for (let i = 0; i < days.flags.length; i += 1) count += days.flags[i] as number;
  return count;
}

/** The earliest instant that can make a day consistent, or NaN when there is none. */
function earliestCommitment(records: StatsRecords): number {
  let earliest = records.water.at.length > 0 ? (records.water.at[0] as number) : Infinity;
  for (let i = 0; i < records.tasks.items.length; i += 1) {
    if (taskDoneOnTime(records.tasks, i)) earliest = Math.min(earliest, records.tasks.completedAt[i] as number);
  }
  for (const at of records.quests.completedAt) earliest = Math.min(earliest, at);
  return Number.isFinite(earliest) ? earliest : Number.NaN;
}

/**
 * The consistent local days up to today. A day counts by water when its total reaches the
 * daily target; a day with no water never counts by water, even with a target of 0 (the
 * settings forbid one, an import might not).
 */
export function consistentDays(records: StatsRecords, dailyTargetOz: number, dayOf: LocalDayOf): ConsistentDays {
  const today = dayOf(records.now);
  const earliest = earliestCommitment(records);
  // Local days follow instants except across a clock change at midnight, which can put a later
  // instant on the day before: one spare day covers it.
  const first = Number.isNaN(earliest) ? today : Math.max(Math.min(dayOf(earliest) - 1, today), today - MAX_HISTORY_DAYS);
  const length = today - first + 1;
  const flags = new Uint8Array(length);
  const mark = (at: number) => {
    const index = dayOf(at) - first;
    if (index >= 0 && index < length) flags[index] = 1;
  };

  const water = new Float64Array(length);
  const { at, value: amount } = records.water;
  for (let i = 0; i < at.length; i += 1) {
    const index = dayOf(at[i] as number) - first;
    if (index >= 0 && index < length) water[index] = (water[index] as number) + (amount[i] as number);
  }
  for (let i = 0; i < length; i += 1) {
    const total = water[i] as number;
    if (total > 0 && total >= dailyTargetOz) flags[i] = 1;
  }
  for (let i = 0; i < records.tasks.items.length; i += 1) {
    if (taskDoneOnTime(records.tasks, i)) mark(records.tasks.completedAt[i] as number);
  }
  for (const completedAt of records.quests.completedAt) mark(completedAt);
  return { first, today, flags };
}
