import type * as z from 'zod/mini';
import type { MUTATION_RULES, RuledMutation } from '@ninety/domain';
import {
  ChecklistAddArgsSchema,
  ChecklistDeleteArgsSchema,
  ChecklistResetArgsSchema,
  ChecklistSetArgsSchema,
} from './routes/checklist';
import { ImportBodySchema } from './routes/export';
import { GoalCheckInArgsSchema } from './routes/goal-checkins';
import { GoalAchieveArgsSchema, GoalCreateArgsSchema } from './routes/goals';
import { QuestCompleteArgsSchema, QuestGenerateArgsSchema, QuestStartArgsSchema } from './routes/quests';
import { SettingsPatchSchema } from './routes/settings';
import { StretchCompleteArgsSchema } from './routes/stretches';
import { TaskCompleteArgsSchema, TaskCreateArgsSchema } from './routes/tasks';
import { WaterDeleteArgsSchema, WaterLogArgsSchema } from './routes/water';
import { WeightLogArgsSchema } from './routes/weight';
import { WorkoutCompleteArgsSchema, WorkoutGenerateArgsSchema } from './routes/workouts';
import { strictBody } from './fields';

/** Sync mutation data.import: a full replace by an export document, queued like any change. */
export const DataImportArgsSchema = strictBody({ document: ImportBodySchema });
export type DataImportArgs = z.infer<typeof DataImportArgsSchema>;

/**
 * Every mutation a device can queue, by its wire name `resource.action`, with the schema of its
 * args (the REST body plus the record id). The server validates args with these on replay; a
 * mutation whose args fail is rejected with the schema's message, never half-applied.
 * The goal override is not here: it needs the payment provider, so it is online only.
 */
export const MUTATION_ARGS = {
  'water.log': WaterLogArgsSchema,
  'water.delete': WaterDeleteArgsSchema,
  'settings.update': SettingsPatchSchema,
  'task.create': TaskCreateArgsSchema,
  'task.complete': TaskCompleteArgsSchema,
  'quest.generate': QuestGenerateArgsSchema,
  'quest.start': QuestStartArgsSchema,
  'quest.complete': QuestCompleteArgsSchema,
  'workout.generate': WorkoutGenerateArgsSchema,
  'workout.complete': WorkoutCompleteArgsSchema,
  'stretch.complete': StretchCompleteArgsSchema,
  'goal.create': GoalCreateArgsSchema,
  'goal.checkin': GoalCheckInArgsSchema,
  'goal.achieve': GoalAchieveArgsSchema,
  'weight.log': WeightLogArgsSchema,
  'checklist.add': ChecklistAddArgsSchema,
  'checklist.set': ChecklistSetArgsSchema,
  'checklist.delete': ChecklistDeleteArgsSchema,
  'checklist.resetLocation': ChecklistResetArgsSchema,
  'data.import': DataImportArgsSchema,
} as const;

export type MutationName = keyof typeof MUTATION_ARGS;
export type MutationArgs<Name extends MutationName> = z.infer<(typeof MUTATION_ARGS)[Name]>;

export function isMutationName(name: string): name is MutationName {
  return Object.hasOwn(MUTATION_ARGS, name);
}

/**
 * The domain's rules cover exactly the mutations named here, each taking the args this contract
 * validates: a mutation added to one registry and not the other fails to compile.
 */
type ArgsMisfit = {
  [Name in MutationName]: MutationArgs<Name> extends Parameters<(typeof MUTATION_RULES)[Name]['reads']>[0] ? never : Name;
}[MutationName];
const argsFitTheRules: [ArgsMisfit] extends [never] ? true : ArgsMisfit = true;
const everyRuleIsAMutation: { [Name in RuledMutation]: unknown } = MUTATION_ARGS;
void argsFitTheRules;
void everyRuleIsAMutation;
