/**
 * Weekly plan generation (docs/product.md, Training): 7 workouts, one per dayOfWeek, each with 4 to 6
 * exercises drawn from the split in bank.ts. Pure: the randomness, the time and the ids are
 * arguments, so the same seed gives the same plan and a plan made offline replays as made.
 */
import { WORKOUT_EXERCISES_MAX, WORKOUT_EXERCISES_MIN } from '../constants';
import { intBetween, pick, type RandomFn } from '../random';
import type { Exercise, Workout } from '../records';
import { toEpochMs, type Instant } from '../time';
import { WEEKLY_SPLIT, type ExerciseOption } from './bank';

export interface WeeklyPlanInput {
  random: RandomFn;
  now: Instant;
  newId: () => string;
  /** Shared by the 7 workouts; a newer plan retires the older one. */
  planId: string;
}

function drawExercise(random: RandomFn, option: ExerciseOption): Exercise {
  const exercise: Exercise = { name: option.name, sets: option.sets, reps: pick(random, option.reps) };
  if (option.weight) exercise.weight = pick(random, option.weight);
  return exercise;
}

/** The 7 workouts of a new plan, Monday first. */
export function generateWeeklyPlan({ random, now, newId, planId }: WeeklyPlanInput): Workout[] {
  const createdAt = new Date(toEpochMs(now)).toISOString();
  return WEEKLY_SPLIT.map((day) => {
    const title = pick(random, day.titles);
    const count = Math.min(day.slots.length, intBetween(random, WORKOUT_EXERCISES_MIN, WORKOUT_EXERCISES_MAX));
    // Main lifts come first in the slots, so a short day drops accessories, never the main lift.
    const exercises = day.slots.slice(0, count).map((slot) => drawExercise(random, pick(random, slot)));
    return { id: newId(), planId, dayOfWeek: day.dayOfWeek, title, muscleGroup: day.muscleGroup, exercises, createdAt };
  });
}
