/** Every synced table: its row schema, its shape steps, its wire name. */
import type * as z from 'zod/mini';
import { schemaVersionOf, type ShapeSteps } from './shape-steps';
import { CHECKLIST_ITEM_STEPS, ChecklistItemRowSchema } from './checklist-item';
import { GOAL_STEPS, GoalRowSchema } from './goal';
import { GOAL_CHECK_IN_STEPS, GoalCheckInRowSchema } from './goal-check-in';
import { GOAL_RESET_STEPS, GoalResetRowSchema } from './goal-reset';
import { QUEST_STEPS, QuestRowSchema } from './quest';
import { SETTING_RECORD_STEPS, SettingRecordRowSchema } from './setting-record';
import { STRETCH_COMPLETION_STEPS, StretchCompletionRowSchema } from './stretch-completion';
import { TASK_STEPS, TaskRowSchema } from './task';
import { WATER_LOG_STEPS, WaterLogRowSchema } from './water-log';
import { WEIGHT_ENTRY_STEPS, WeightRowSchema } from './weight-entry';
import { WORKOUT_COMPLETION_STEPS, WORKOUT_STEPS, WorkoutCompletionRowSchema, WorkoutRowSchema } from './workout';

/** Every synced table with the schema of the rows it holds. */
export const ROW_SCHEMAS = {
  waterLogs: WaterLogRowSchema,
  tasks: TaskRowSchema,
  quests: QuestRowSchema,
  workouts: WorkoutRowSchema,
  workoutCompletions: WorkoutCompletionRowSchema,
  stretchCompletions: StretchCompletionRowSchema,
  weights: WeightRowSchema,
  goals: GoalRowSchema,
  goalCheckIns: GoalCheckInRowSchema,
  goalResets: GoalResetRowSchema,
  checklistItems: ChecklistItemRowSchema,
  settings: SettingRecordRowSchema,
} as const;

/**
 * Tables a pull can carry, by their wire name: the keys of ROW_SCHEMAS. The same names head the tables of an export file.
 */
export const SYNC_TABLES = [
  'waterLogs',
  'tasks',
  'quests',
  'workouts',
  'workoutCompletions',
  'stretchCompletions',
  'weights',
  'goals',
  'goalCheckIns',
  'goalResets',
  'checklistItems',
  'settings',
] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

/** A row's key within its table: settings are keyed by setting name, everything else by id. */
export function rowKey<Table extends SyncTable>(table: Table, row: StoredRecords[Table][number]): string {
  return table === 'settings' ? (row as StoredRecords['settings'][number]).key : (row as { id: string }).id;
}

/** Every synced table's shape steps (shape-steps.ts), each listed beside its schema. */
export const SHAPE_STEPS = {
  waterLogs: WATER_LOG_STEPS,
  tasks: TASK_STEPS,
  quests: QUEST_STEPS,
  workouts: WORKOUT_STEPS,
  workoutCompletions: WORKOUT_COMPLETION_STEPS,
  stretchCompletions: STRETCH_COMPLETION_STEPS,
  weights: WEIGHT_ENTRY_STEPS,
  goals: GOAL_STEPS,
  goalCheckIns: GOAL_CHECK_IN_STEPS,
  goalResets: GOAL_RESET_STEPS,
  checklistItems: CHECKLIST_ITEM_STEPS,
  settings: SETTING_RECORD_STEPS,
} as const satisfies { [Table in keyof typeof ROW_SCHEMAS]: ShapeSteps[string] };

/**
 * The version of the records' shapes that the wire carries (a push's schemaVersion): 1 plus one
 * per shape step of any record.
 */
export const SCHEMA_VERSION = schemaVersionOf(SHAPE_STEPS);

/** Everything the stats are derived from: each table's rows, of the type its schema infers. */
export type StoredRecords = { -readonly [Table in keyof typeof ROW_SCHEMAS]: readonly z.infer<(typeof ROW_SCHEMAS)[Table]>[] };

export function emptyRecords(): StoredRecords {
  return {
    waterLogs: [],
    tasks: [],
    quests: [],
    workouts: [],
    workoutCompletions: [],
    stretchCompletions: [],
    weights: [],
    goals: [],
    goalCheckIns: [],
    goalResets: [],
    checklistItems: [],
    settings: [],
  };
}
