import { readGoalsShown, type GoalsShown } from '../goal-reads';
import { useLiveQuery } from '../use-live-query';

/** The open goals, the newest `achievedLimit` achieved ones and the notes of both, live. */
export function useGoalsShown(achievedLimit: number): GoalsShown | undefined {
  return useLiveQuery(() => readGoalsShown(achievedLimit), [achievedLimit]);
}
