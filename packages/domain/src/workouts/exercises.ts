/**
 * The spec's wire form of a workout's exercises: "a JSON-encoded text holding a list of items
 * with name, sets, reps and optional weight". Stored records keep the parsed list; this is for
 * the spec's GET /api/workouts shape and for anything that hands the list around as text.
 *
 * Bounds match the API's messages: name 1 to 80 characters (trimmed), sets 1 to 20, reps 1 to
 * 500 (whole numbers), weight 0 to 2000 lbs. The 4-to-6 rule is a rule of a workout, not of the
 * format, and is checked where a workout is validated.
 */
import type { Exercise } from '../records';

const NAME_MAX = 80;
const SETS_MAX = 20;
const REPS_MAX = 500;
const WEIGHT_MAX_LBS = 2000;
/** A sanity cap on the list so a corrupt text cannot make a huge array. */
const LIST_MAX = 50;

function wholeIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** One item as the format allows it, or null. A null weight reads as no weight. */
function toExercise(item: unknown): Exercise | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const { name, sets, reps, weight } = item as Record<string, unknown>;
  if (typeof name !== 'string') return null;
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > NAME_MAX) return null;
  if (!wholeIn(sets, 1, SETS_MAX) || !wholeIn(reps, 1, REPS_MAX)) return null;
  const exercise: Exercise = { name: trimmed, sets, reps };
  if (weight === undefined || weight === null) return exercise;
  if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0 || weight > WEIGHT_MAX_LBS) return null;
  exercise.weight = weight;
  return exercise;
}

function toExercises(value: unknown): Exercise[] | null {
  if (!Array.isArray(value) || value.length > LIST_MAX) return null;
  const list: Exercise[] = [];
  for (const item of value) {
    const exercise = toExercise(item);
    if (!exercise) return null;
    list.push(exercise);
  }
  return list;
}

/**
 * The list in an exercises text, or null when the text is not valid JSON or any item breaks
 * the format. It never throws: the text comes from storage or the network, and the caller
 * decides what a bad one means (skip the row, show an error). Unknown keys are dropped.
 */
export function parseExercises(text: string): Exercise[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return toExercises(value);
}

/**
 * The exercises text for a list. Throws a TypeError on an invalid list: writing one is a bug in
 * the caller, and storing it would only move the failure to every reader.
 */
export function serializeExercises(list: readonly Exercise[]): string {
  const valid = toExercises(list);
  if (!valid) throw new TypeError('Invalid exercise list: each item needs a name, whole sets and reps, and an optional weight in lbs');
  return JSON.stringify(valid);
}
