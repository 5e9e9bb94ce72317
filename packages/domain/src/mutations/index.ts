/**
 * Every mutation's rules, by its wire name (docs/decisions/0013-shared-decisions.md). A new
 * mutation is one defineMutation here and its args schema in the api's MUTATION_ARGS; the
 * device and the server apply every entry through the same two adapters.
 */
import { addChecklistItem, deleteChecklistItem, resetChecklistLocation, setChecklistItem } from './checklist';
import { achieveGoal, checkInGoal, createGoal } from './goals';
import { importData } from './import';
import { completeQuest, startQuest, storeQuestRound } from './quests';
import { updateSettings } from './settings';
import { completeTask, createTask } from './tasks';
import { deleteWater, logWater } from './water';
import { completeStretch, completeWorkout, logWeight, storeWorkoutPlan } from './workouts';

export const MUTATION_RULES = {
  'water.log': logWater,
  'water.delete': deleteWater,
  'settings.update': updateSettings,
  'task.create': createTask,
  'task.complete': completeTask,
  'quest.generate': storeQuestRound,
  'quest.start': startQuest,
  'quest.complete': completeQuest,
  'workout.generate': storeWorkoutPlan,
  'workout.complete': completeWorkout,
  'stretch.complete': completeStretch,
  'goal.create': createGoal,
  'goal.checkin': checkInGoal,
  'goal.achieve': achieveGoal,
  'weight.log': logWeight,
  'checklist.add': addChecklistItem,
  'checklist.set': setChecklistItem,
  'checklist.delete': deleteChecklistItem,
  'checklist.resetLocation': resetChecklistLocation,
  'data.import': importData,
} as const;

export type RuledMutation = keyof typeof MUTATION_RULES;
/** What a mutation answers its caller when it applies (the REST routes return it). */
export type MutationValue<Name extends RuledMutation> =
  ReturnType<(typeof MUTATION_RULES)[Name]['decide']> extends infer O ? (O extends { value: infer V } ? V : never) : never;

export { taskDueWindowRefusal } from './tasks';
// Each mutation's rules on their own too, for a device that performs one change without loading
// every rule (web/src/db/mutation-kind.ts); MUTATION_RULES above is the registry of them.
export { addChecklistItem, deleteChecklistItem, resetChecklistLocation, setChecklistItem } from './checklist';
export { achieveGoal, checkInGoal, createGoal } from './goals';
export { importData } from './import';
export { completeQuest, startQuest, storeQuestRound } from './quests';
export { updateSettings } from './settings';
export { completeTask, createTask } from './tasks';
export { deleteWater, logWater } from './water';
export { completeStretch, completeWorkout, logWeight, storeWorkoutPlan } from './workouts';
export { defineMutation, type Change, type MutationRules, type Outcome } from './decision';
export { heldRow, type Answers, type Held, type Known, type Queries, type QuerySpec, type RecordTable, type Register, type RowIn } from './reads';
export * from './refusals';
