/**
 * What the Training screen shows of the stored plan: today's workout and whether it is done
 * today, the week's cards, and where the stretch timer stands in a routine.
 */
import {
  dayName,
  exercisePreview,
  formatExercise,
  todayDayOfWeek,
  workoutDayMarked,
  type Instant,
  type StretchRoutine,
  type Workout,
  type WorkoutCompletion,
} from '@ninety/domain';

export interface WorkoutView {
  id: string;
  dayName: string;
  title: string;
  muscleGroup: string;
  /** "Barbell Bench Press", "4 x 8 @ 135 lbs". */
  exercises: { name: string; detail: string }[];
}

export function workoutView(workout: Workout): WorkoutView {
  return {
    id: workout.id,
    dayName: dayName(workout.dayOfWeek),
    title: workout.title,
    muscleGroup: workout.muscleGroup,
    exercises: workout.exercises.map((exercise) => ({ name: exercise.name, detail: formatExercise(exercise) })),
  };
}

export interface ScheduleCard extends WorkoutView {
  /** The first three exercises; the rest are counted in `more`. */
  shown: { name: string; detail: string }[];
  /** "+2 more exercises", or null. */
  more: string | null;
  isToday: boolean;
}

/** A card per day of the plan, Monday first, today's marked. */
export function scheduleCards(plan: readonly Workout[], now: Instant, timeZone: string): ScheduleCard[] {
  const today = todayDayOfWeek(now, timeZone);
  return [...plan]
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek)
    .map((workout) => {
      const view = workoutView(workout);
      const { shown, more } = exercisePreview(workout.exercises);
      return { ...view, shown: view.exercises.slice(0, shown.length), more, isToday: workout.dayOfWeek === today };
    });
}

export interface TodayView {
  workout: WorkoutView;
  /** Today's local date already marked done, by this workout or another plan's (it counts once a day). */
  doneToday: boolean;
}

export function todayView(
  plan: readonly Workout[],
  /** The newest completions, of any plan (the newest alone is enough). */
  completions: readonly WorkoutCompletion[],
  now: Instant,
  timeZone: string,
): TodayView | null {
  const today = todayDayOfWeek(now, timeZone);
  const workout = plan.find((w) => w.dayOfWeek === today);
  if (!workout) return null;
  return { workout: workoutView(workout), doneToday: workoutDayMarked(completions, now, timeZone) };
}

export interface StretchPosition {
  /** The step being held now; the routine's length once it is over. */
  stepIndex: number;
  /** Seconds left in that step. */
  stepSecondsLeft: number;
  /** Steps whose time has fully passed. */
  doneStepIds: string[];
  finished: boolean;
}

/** Where a routine stands after `elapsedMs` of the stretch timer: each step in turn. */
export function stretchPosition(routine: StretchRoutine, elapsedMs: number): StretchPosition {
  let start = 0;
  const doneStepIds: string[] = [];
  for (let i = 0; i < routine.steps.length; i += 1) {
    const step = routine.steps[i]!;
    const end = start + step.durationSeconds * 1000;
    if (elapsedMs < end) {
      return { stepIndex: i, stepSecondsLeft: Math.ceil((end - elapsedMs) / 1000), doneStepIds, finished: false };
    }
    doneStepIds.push(step.id);
    start = end;
  }
  return { stepIndex: routine.steps.length, stepSecondsLeft: 0, doneStepIds, finished: true };
}
