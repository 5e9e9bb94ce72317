import { startOfMinuteMs, type Instant } from '@ninety/domain';
import { latestCompletedTasks, readPriorityTasks, taskCounts, type PriorityTaskLists } from '../task-lists';
import { useLiveQuery } from '../use-live-query';

/**
 * Priority Tasks' lists, live, as far as the screen shows them. Read again on the minute (a task
 * leaves the last 7 days) and when a task is written; a ticking countdown does not read again.
 */
export function usePriorityTasks(now: Instant, openLimit: number, olderLimit: number): PriorityTaskLists | undefined {
  const minute = startOfMinuteMs(now);
  return useLiveQuery(() => readPriorityTasks(minute, openLimit, olderLimit), [minute, openLimit, olderLimit]);
}

/** How many tasks there are and how many are completed, live, from index counts. */
export function useTaskCounts() {
  return useLiveQuery(() => taskCounts(), []);
}

/** The `limit` most recently completed tasks, newest first, live. */
export function useLatestCompletedTasks(limit: number) {
  return useLiveQuery(() => latestCompletedTasks(limit), [limit]);
}
