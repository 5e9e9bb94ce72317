/**
 * Every mutation, each one object (name, args schema, reads, decide) defined once in this folder
 * (docs/decisions/0019-one-object-per-mutation.md). The device and the server apply every
 * mutation of MUTATIONS through the same two adapters; a repository that performs one change
 * imports that change's object by itself.
 */
import type * as z from 'zod/mini';
import { addChecklistItem, deleteChecklistItem, resetChecklistLocation, setChecklistItem } from './checklist';
import type { AnyMutation } from './decision';
import { achieveGoal, checkInGoal, createGoal } from './goals';
import { importData } from './import';
import { completeQuest, startQuest, storeQuestRound } from './quests';
import { defaultTimeZone, updateSettings } from './settings';
import { completeTask, createTask, deleteTask } from './tasks';
import { deleteWater, logWater } from './water';
import { completeStretch, completeWorkout, deleteWeight, logWeight, storeWorkoutPlan } from './workouts';

/** The mutations of a list by their names; two of one name is a mistake caught at start. */
function byName<const List extends readonly AnyMutation[]>(list: List): { readonly [M in List[number] as M['name']]: M } {
  const registry: Record<string, AnyMutation> = {};
  for (const mutation of list) {
    if (Object.hasOwn(registry, mutation.name)) throw new Error(`two mutations are named ${mutation.name}`);
    registry[mutation.name] = mutation;
  }
  return registry as { readonly [M in List[number] as M['name']]: M };
}

export const MUTATIONS = byName([
  logWater,
  deleteWater,
  updateSettings,
  defaultTimeZone,
  createTask,
  completeTask,
  deleteTask,
  storeQuestRound,
  startQuest,
  completeQuest,
  storeWorkoutPlan,
  completeWorkout,
  completeStretch,
  createGoal,
  checkInGoal,
  achieveGoal,
  logWeight,
  deleteWeight,
  addChecklistItem,
  setChecklistItem,
  deleteChecklistItem,
  resetChecklistLocation,
  importData,
]);

export type MutationName = keyof typeof MUTATIONS;
/** The args of a mutation, as its schema outputs them. */
export type MutationArgs<Name extends MutationName> = z.output<(typeof MUTATIONS)[Name]['args']>;
/** What a mutation answers its caller when it applies (the REST routes return it). */
export type MutationValue<Name extends MutationName> =
  ReturnType<(typeof MUTATIONS)[Name]['decide']> extends infer O ? (O extends { value: infer V } ? V : never) : never;

export function isMutationName(name: string): name is MutationName {
  return Object.hasOwn(MUTATIONS, name);
}

export { addChecklistItem, deleteChecklistItem, resetChecklistLocation, setChecklistItem } from './checklist';
export { achieveGoal, checkInGoal, createGoal } from './goals';
export { importData } from './import';
export { completeQuest, GeneratedQuestSchema, QuestRoundSchema, startQuest, storeQuestRound } from './quests';
export { defaultTimeZone, settingsPatchShape, SettingsPatchSchema, updateSettings, type SettingsPatch } from './settings';
export { completeTask, createTask, taskDueWindowRefusal } from './tasks';
export { deleteWater, logWater } from './water';
export { completeStretch, completeWorkout, logWeight, planIdsMatch, storeWorkoutPlan, WorkoutPlanSchema } from './workouts';
export { defineMutation, type AnyMutation, type Change, type Mutation, type Outcome } from './decision';
export { heldRow, type Answers, type Held, type Known, type Queries, type QuerySpec, type RecordTable, type Register, type RowIn } from './reads';
export * from './refusals';
