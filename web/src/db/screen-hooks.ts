import { useMemo } from 'react';
import { currentPlan, type ChecklistItem, type Workout } from '@ninety/domain';
import { listChecklistItems } from './checklist-repo';
import { useLiveRecords } from './hooks';
import { useLiveQuery } from './use-live-query';
import { latestWaterLogs } from './water-repo';

// The live reads of one screen each. Apart from hooks.ts, whose reads the shell and Home use:
// a module travels whole in one chunk, so these would bring their repositories and rules to
// every first visit.

/** The current weekly plan (the newest one), Monday first; undefined while loading. */
export function useCurrentPlan(): Workout[] | undefined {
  const workouts = useLiveRecords('workouts');
  return useMemo(() => workouts && currentPlan(workouts), [workouts]);
}

/** The newest water logs of any day, newest first, live. */
export function useLatestWaterLogs(limit: number) {
  return useLiveQuery(() => latestWaterLogs(limit), [limit]);
}

/** Every belongings checklist item, live; undefined while loading. */
export function useChecklistItems(): ChecklistItem[] | undefined {
  return useLiveQuery(() => listChecklistItems(), []);
}
