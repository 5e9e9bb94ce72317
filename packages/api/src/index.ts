export * from './messages';
export * from './errors';
export * from './fields';
// Each record's schema and field schemas are the domain's (packages/domain/src/records); the
// wire contract offers them under the same names as the rest of the routes' schemas.
export {
  CheckedSchema,
  CheckInNoteSchema,
  CHECKLIST_USER_ID,
  ChecklistItemRowSchema,
  DifficultySchema,
  ExerciseSchema,
  GoalCheckInRowSchema,
  GoalDescriptionSchema,
  GoalResetRowSchema,
  GoalRowSchema,
  GoalTitleSchema,
  ItemNameSchema,
  LatitudeSchema,
  LocationNameSchema,
  LongitudeSchema,
  QuestRowSchema,
  QuestStatusSchema,
  RoutineIdSchema,
  SettingFieldSchemas,
  SettingRecordRowSchema,
  StretchCompletionRowSchema,
  TaskHpImpactSchema,
  TaskRowSchema,
  TaskTitleSchema,
  TraitNameSchema,
  WaterAmountSchema,
  WaterLogRowSchema,
  WeightRowSchema,
  WeightSchema,
  WorkoutCompletionRowSchema,
  WorkoutRowSchema,
} from '@ninety/domain';
export * from './routes/water';
export * from './routes/settings';
export * from './routes/stats';
export * from './routes/tasks';
export * from './routes/quests';
export * from './routes/workouts';
export * from './routes/stretches';
export * from './routes/goals';
export * from './routes/goal-checkins';
export * from './routes/goal-payments';
export * from './routes/weight';
export * from './routes/checklist';
export * from './routes/export';
export * from './routes/health';
export * from './routes/push';
export * from './records';
export * from './sync';
export * from './routes/devices';
