/**
 * Priority tasks (docs/product.md, HP): due time, on-time completion, overdue and the card countdown.
 * isOverdue is derived here from the instants, never stored.
 */
import { TASK_UNDO_WINDOW_MS } from './constants';
import type { Task } from './records';
import { MS_PER_HOUR, MS_PER_MINUTE, toEpochMs, type Instant } from './time';

export const OVERDUE_LABEL = 'OVERDUE';

/** Due instant (ISO) of a task created at `now` that is due in `dueHours` hours. */
export function taskDueDate(now: Instant, dueHours: number): string {
  return new Date(toEpochMs(now) + dueHours * MS_PER_HOUR).toISOString();
}

export function isTaskCompleted(task: Pick<Task, 'completedAt'>): boolean {
  return task.completedAt !== null;
}

/**
 * Whether a task may still be taken back at `at` (the time of the undo, not of its sync): made
 * in the last 10 minutes and not completed. It cannot be overdue yet (the earliest due time is
 * 30 minutes away), so taking it back changes no HP and no XP: it is as if never made.
 */
export function canUndoTask(task: Pick<Task, 'createdAt' | 'completedAt'>, at: Instant): boolean {
  return task.completedAt === null && toEpochMs(at) - Date.parse(task.createdAt) <= TASK_UNDO_WINDOW_MS;
}

/** Completed at or before its due instant: the completion that earns +hpImpact. */
export function completedOnTime(task: Pick<Task, 'completedAt' | 'dueDate'>): boolean {
  return task.completedAt !== null && Date.parse(task.completedAt) <= Date.parse(task.dueDate);
}

/**
 * Overdue once `now` is past the due instant without an on-time completion. A task completed
 * late stays overdue: it drained its HP when it was found overdue, and completing it afterwards
 * changes nothing (docs/product.md). The due instant itself still counts as on time.
 */
export function isTaskOverdue(task: Pick<Task, 'completedAt' | 'dueDate'>, now: Instant): boolean {
  return !completedOnTime(task) && toEpochMs(now) > Date.parse(task.dueDate);
}

/**
 * The card countdown, "Xh Ym": the time left floored to whole minutes, so 1h 59m 59.999s shows
 * "1h 59m" and the last 59 seconds show "0h 0m". "OVERDUE" once no time is left (at the due
 * instant and after); the countdown never goes negative.
 */
export function taskCountdown(dueDate: Instant, now: Instant): string {
  const remainingMs = toEpochMs(dueDate) - toEpochMs(now);
  if (!(remainingMs > 0)) return OVERDUE_LABEL;
  const minutes = Math.floor(remainingMs / MS_PER_MINUTE);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** "+10 HP" or "-10 HP": a signed HP amount as the cards and activity list show it. */
export function formatHpDelta(delta: number): string {
  return `${delta < 0 ? '-' : '+'}${Math.abs(delta)} HP`;
}

/**
 * The HP a task card shows: what completing it on time earns, or, once it is overdue, the drain
 * it caused (shown as a penalty).
 */
export function taskHpDelta(task: Pick<Task, 'completedAt' | 'dueDate' | 'hpImpact'>, now: Instant): number {
  return isTaskOverdue(task, now) ? -task.hpImpact : task.hpImpact;
}
