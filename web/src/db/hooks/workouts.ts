import { useMemo } from 'react';
import { currentPlan, type Workout } from '@ninety/domain';
import { useLiveRecords } from './records';

/** The current weekly plan (the newest one), Monday first; undefined while loading. */
export function useCurrentPlan(): Workout[] | undefined {
  const workouts = useLiveRecords('workouts');
  return useMemo(() => workouts && currentPlan(workouts), [workouts]);
}
