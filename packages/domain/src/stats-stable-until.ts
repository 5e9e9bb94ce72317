/**
 * How long derived stats hold with no write: the server caches its answer and a device keeps its
 * last derivation until then, so neither re-reads years of records on every look.
 */
import type { StoredRecords } from './records';
import { localDayNumber, startOfLocalDay, type Instant, toEpochMs } from './time';

/** A task is overdue once `now` is past its due instant (tasks.ts isTaskOverdue): 1 ms after it. */
const OVERDUE_AFTER_MS = 1;

/**
 * The first instant after `now` at which the stats could change with no write: the next local
 * midnight, a task falling overdue (it drains from the millisecond after its due instant, which
 * still counts as on time: tasks.ts isTaskOverdue), or a record stamped in the future by a
 * device whose clock runs ahead coming due.
 */
export function statsStableUntil(records: StoredRecords, timeZone: string, now: Instant): number {
  const nowMs = toEpochMs(now);
  let next = startOfLocalDay(localDayNumber(nowMs, timeZone) + 1, timeZone);
  // Stored instants are ISO in UTC, whose first 16 characters ("2026-11-21T09:10") sort as
  // the minutes do: a record a whole minute outside [now, next) is ruled out by comparing text,
  // and only the few near that span are parsed (five years hold some 35,000 instants). The
  // whole text is compared, not a slice of it, so the scan allocates nothing: a text is before
  // the minute "…09:10" when its first 16 characters are, and after the minute when it sorts
  // after "…09:10" followed by the highest character.
  const minute = (ms: number) => new Date(ms).toISOString().slice(0, 16);
  const nowMinute = minute(nowMs);
  let afterNextMinute = `${minute(next)}\uffff`;
  // `after` is how long after the stamped instant the stats change: 0 for a record, which counts
  // from its own instant on (at or before now); 1 ms for a due instant, past which a task is
  // overdue. A task due exactly now changes the stats 1 ms from now, not at the next midnight.
  const consider = (iso: string | null, after = 0) => {
    if (iso === null || iso < nowMinute || iso > afterNextMinute) return;
    const at = Date.parse(iso) + after;
    if (at > nowMs && at < next) {
      next = at;
      afterNextMinute = `${minute(next)}\uffff`;
    }
  };
  for (const task of records.tasks) consider(task.dueDate, OVERDUE_AFTER_MS);
  for (const log of records.waterLogs) consider(log.loggedAt);
  for (const entry of records.weights) consider(entry.loggedAt);
  for (const task of records.tasks) consider(task.completedAt);
  for (const quest of records.quests) consider(quest.completedAt);
  for (const done of records.workoutCompletions) consider(done.completedAt);
  for (const done of records.stretchCompletions) consider(done.completedAt);
  for (const goal of records.goals) consider(goal.achievedAt);
  for (const reset of records.goalResets) consider(reset.resetAt);
  return next;
}
