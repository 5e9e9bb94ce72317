/**
 * The stored records, as both the device (Dexie) and the server (SQLite) keep them and as they
 * travel in a sync pull or an export. Each record's shape is in one place, its own file here:
 * the row schema that a pull, an import and a replayed change are checked with, and the type
 * every rule uses, inferred from that schema. Anything computable from these (HP, XP, levels,
 * streaks, isOverdue, isLocked, days left) is derived by the domain and never stored.
 *
 * Instants are ISO strings in UTC ("2026-11-21T09:10:00.000Z"); local calendar dates are
 * "YYYY-MM-DD" in the user's zone. Ids are UUIDs made on the device where the thing was made.
 */
import type * as z from 'zod/mini';
import { ChecklistItemRowSchema } from './checklist-item';
import { GoalRowSchema } from './goal';
import { GoalCheckInRowSchema } from './goal-check-in';
import { GoalResetRowSchema } from './goal-reset';
import { QuestRowSchema } from './quest';
import { SettingRecordRowSchema } from './setting-record';
import { StretchCompletionRowSchema } from './stretch-completion';
import { TaskRowSchema } from './task';
import { WaterLogRowSchema } from './water-log';
import { WeightRowSchema } from './weight-entry';
import { WorkoutCompletionRowSchema, WorkoutRowSchema } from './workout';

export * from './fields';
export * from './water-log';
export * from './task';
export * from './quest';
export * from './workout';
export * from './stretch-completion';
export * from './weight-entry';
export * from './goal';
export * from './goal-check-in';
export * from './goal-reset';
export * from './checklist-item';
export * from './setting-record';

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
