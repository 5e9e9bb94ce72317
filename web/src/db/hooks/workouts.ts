import type { Workout, WorkoutCompletion } from '@ninety/domain';
import { readCurrentPlan } from '../workout-reads';
import { useLiveQuery } from '../use-live-query';

/** The current weekly plan (the newest one), Monday first, with the newest workout marked done; undefined while loading. */
export function useCurrentPlan(): { plan: Workout[]; completions: WorkoutCompletion[] } | undefined {
  return useLiveQuery(() => readCurrentPlan(), []);
}
