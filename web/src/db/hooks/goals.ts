import type { GoalCheckIn } from '@ninety/domain';
import { readEarlierNotes, readGoalsShown, type GoalsShown, type LockNotes } from '../goal-reads';
import { useLiveQuery } from '../use-live-query';

/** The open goals, the newest `achievedLimit` achieved ones, and what their cards show of their notes, live. */
export function useGoalsShown(achievedLimit: number, today: string | undefined): GoalsShown | undefined {
  return useLiveQuery(() => (today === undefined ? undefined : readGoalsShown(achievedLimit, today)), [achievedLimit, today]);
}

/** A lock's notes of days other than today, newest first, live. */
export function useEarlierNotes({ goalId, startDate, today }: LockNotes): GoalCheckIn[] | undefined {
  return useLiveQuery(() => readEarlierNotes({ goalId, startDate, today }), [goalId, startDate, today]);
}
