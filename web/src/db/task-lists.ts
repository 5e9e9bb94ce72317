/**
 * The Priority Tasks lists (rules.md, "Lists that grow with history"), each read through an index
 * with a limit: years of tasks are never read whole, sorted and sliced (docs/decisions/0024).
 */
import { MS_PER_DAY, PRIORITY_RECENT_COMPLETED_DAYS, toEpochMs, type Instant, type Task } from '@ninety/domain';
import { getDatabase, type NinetyDatabase } from './database';

export interface PriorityTaskLists {
  /** Overdue, then open, by due time: the first `openLimit`. */
  open: Task[];
  /** Every task not completed, overdue or not: the tab's count. */
  openCount: number;
  /** Completed within the last 7 days, newest first. */
  recent: Task[];
  /** Completed before that, newest first: the first `olderLimit`. */
  older: Task[];
  /** Every task completed before the last 7 days. */
  olderCount: number;
}

// Any completion instant sorts after this key: the whole completedAt index, which holds only
// completed tasks (an open task's null is no IndexedDB key).
const EVERY_COMPLETION = '';

/** Completed tasks, by completion instant. */
const byCompletion = (db: NinetyDatabase) => db.tasks.where('completedAt');
const completed = (db: NinetyDatabase) => byCompletion(db).aboveOrEqual(EVERY_COMPLETION);
/** Completed before `since`. */
const completedBefore = (db: NinetyDatabase, since: string) => byCompletion(db).between(EVERY_COMPLETION, since, true, false);

/**
 * Overdue, then open, by due time: an overdue task's due time is before every open one's, so the
 * open rows' due index in order gives overdue first (longest overdue first), then open (soonest
 * due first). Only open rows are walked, whatever years of completed tasks the store holds.
 */
function openTasksByDue(db: NinetyDatabase, limit: number): Promise<Task[]> {
  return db.transaction('r', db.openTasks, db.tasks, async () => {
    const ids = await db.openTasks.orderBy('dueDate').limit(limit).primaryKeys();
    return (await db.tasks.bulkGet(ids)).filter((task): task is Task => task !== undefined);
  });
}

export async function readPriorityTasks(now: Instant, openLimit: number, olderLimit: number, db: NinetyDatabase = getDatabase()): Promise<PriorityTaskLists> {
  const since = new Date(toEpochMs(now) - PRIORITY_RECENT_COMPLETED_DAYS * MS_PER_DAY).toISOString();
  const [open, counts, recent, older, olderCount] = await Promise.all([
    openTasksByDue(db, openLimit),
    taskCounts(db),
    byCompletion(db).aboveOrEqual(since).reverse().toArray(),
    olderLimit > 0 ? completedBefore(db, since).reverse().limit(olderLimit).toArray() : [],
    completedBefore(db, since).count(),
  ]);
  return { open, openCount: counts.total - counts.completed, recent, older, olderCount };
}

/** The tasks completed most recently, newest first (Analytics' Recent Activity). */
export function latestCompletedTasks(limit: number, db: NinetyDatabase = getDatabase()): Promise<Task[]> {
  return completed(db).reverse().limit(limit).toArray();
}

/** How many tasks there are, and how many are completed (Analytics' Completion Rate). */
export async function taskCounts(db: NinetyDatabase = getDatabase()): Promise<{ total: number; completed: number }> {
  const [total, done] = await Promise.all([db.tasks.count(), completed(db).count()]);
  return { total, completed: done };
}
