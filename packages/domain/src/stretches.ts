/**
 * The two stretch routines of the Training screen, with the spec's steps and seconds. They are
 * fixed content, not records: a completion stores the routine id (StretchCompletion.routineId),
 * so the ids below are stable and must never change.
 */

export type StretchRoutineId = 'morning-stretch' | 'post-workout-stretch';

export interface StretchStep {
  /** Stable within its routine; the screen keeps the checked steps by id. */
  id: string;
  name: string;
  durationSeconds: number;
}

export interface StretchRoutine {
  id: StretchRoutineId;
  title: string;
  steps: readonly StretchStep[];
  totalSeconds: number;
}

function step(id: string, name: string, durationSeconds: number): StretchStep {
  return { id, name, durationSeconds };
}

function routine(id: StretchRoutineId, title: string, steps: readonly StretchStep[]): StretchRoutine {
  return { id, title, steps, totalSeconds: steps.reduce((sum, s) => sum + s.durationSeconds, 0) };
}

export const MORNING_STRETCH = routine('morning-stretch', 'Morning Stretch', [
  step('neck-rolls', 'Neck Rolls', 30),
  step('shoulder-stretches', 'Shoulder Stretches', 45),
  step('arm-circles', 'Arm Circles', 30),
  step('side-bends', 'Side Bends', 40),
  step('hip-rotations', 'Hip Rotations', 30),
]);

export const POST_WORKOUT_STRETCH = routine('post-workout-stretch', 'Post-Workout Stretch', [
  step('quad-stretch', 'Quad Stretch', 45),
  step('hamstring-stretch', 'Hamstring Stretch', 45),
  step('calf-stretch', 'Calf Stretch', 30),
  step('hip-flexor-stretch', 'Hip Flexor Stretch', 40),
  step('shoulder-stretch', 'Shoulder Stretch', 30),
  step('back-extension', 'Back Extension', 40),
]);

export const STRETCH_ROUTINES: readonly StretchRoutine[] = [MORNING_STRETCH, POST_WORKOUT_STRETCH];

/** The routine with this id, or null for an id no routine has (an old or foreign record). */
export function stretchRoutineById(id: string): StretchRoutine | null {
  return STRETCH_ROUTINES.find((r) => r.id === id) ?? null;
}

export interface RoutineProgress {
  checked: number;
  total: number;
  /** 0 to 1, for the progress bar. */
  fraction: number;
  /** All steps ticked: the Complete button shows. */
  isComplete: boolean;
}

/** Progress of a routine from the ids of its ticked steps; ids of other routines do not count. */
export function routineProgress(routine: StretchRoutine, checkedStepIds: Iterable<string>): RoutineProgress {
  const ticked = new Set(checkedStepIds);
  const checked = routine.steps.filter((s) => ticked.has(s.id)).length;
  const total = routine.steps.length;
  return { checked, total, fraction: total === 0 ? 0 : checked / total, isComplete: total > 0 && checked === total };
}
