/**
 * The export file: every record the user has, as one JSON document, and how an import reads one
 * back. It is the args of the data.import change, so it is checked the same way on the device,
 * on the server and in a replay.
 */
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { stretchRoutineById } from '../stretches';
import { instantField } from './fields';
import { ROW_SCHEMAS, rowKey, SCHEMA_VERSION, SHAPE_STEPS, SYNC_TABLES, type StoredRecords, type SyncTable } from './tables';
import { firstIssueWithPath } from './issues';
import { upgradeRow, type ShapeSteps } from './shape-steps';

export const EXPORT_FORMAT = 'ninety-export';
/** The largest export file an import takes (about 15 years of heavy daily use). */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** An export is written in the records' shape version, and a file of an older one is upgraded. */
export const EXPORT_VERSION = SCHEMA_VERSION;

function table<Row extends z.ZodMiniType>(row: Row) {
  return z.array(row, {
    error: (issue) => (issue.input === undefined ? MESSAGES.importTableMissing : MESSAGES.importTableType),
  });
}

const ExportRecordsSchema = z.strictObject(
  {
    waterLogs: table(ROW_SCHEMAS.waterLogs),
    tasks: table(ROW_SCHEMAS.tasks),
    quests: table(ROW_SCHEMAS.quests),
    workouts: table(ROW_SCHEMAS.workouts),
    workoutCompletions: table(ROW_SCHEMAS.workoutCompletions),
    stretchCompletions: table(ROW_SCHEMAS.stretchCompletions),
    weights: table(ROW_SCHEMAS.weights),
    goals: table(ROW_SCHEMAS.goals),
    goalCheckIns: table(ROW_SCHEMAS.goalCheckIns),
    goalResets: table(ROW_SCHEMAS.goalResets),
    checklistItems: table(ROW_SCHEMAS.checklistItems),
    settings: table(ROW_SCHEMAS.settings),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? MESSAGES.unknownField(issue.keys) : MESSAGES.importRecords,
  },
).check(
  // Rows are valid one by one here; what is left is what only the whole file shows. An import
  // replaces everything, so a file that would leave two records under one id, or a check-in of
  // a goal that is not there, is refused rather than half-understood.
  z.superRefine((records, ctx) => {
    const report = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', message, path, input: records });
    for (const name of SYNC_TABLES) {
      const seen = new Set<string>();
      (records[name] as readonly StoredRecords[SyncTable][number][]).forEach((row, i) => {
        const key = rowKey(name, row);
        const field = name === 'settings' ? 'key' : 'id';
        if (seen.has(key)) report([name, i, field], MESSAGES.importDuplicateId(name, field));
        seen.add(key);
      });
    }
    const goalIds = new Set(records.goals.map((goal) => goal.id));
    const checkInDays = new Set<string>();
    records.goalCheckIns.forEach((checkIn, i) => {
      if (!goalIds.has(checkIn.goalId)) report(['goalCheckIns', i, 'goalId'], MESSAGES.importUnknownGoal);
      const day = `${checkIn.goalId}|${checkIn.day}`;
      if (checkInDays.has(day)) report(['goalCheckIns', i, 'day'], MESSAGES.checkInDayTaken);
      checkInDays.add(day);
    });
    // Every reference points at a record of the file (or a routine the app has): a completion of
    // a workout that is not there would grant XP for nothing.
    const workoutIds = new Set(records.workouts.map((workout) => workout.id));
    records.workoutCompletions.forEach((done, i) => {
      if (!workoutIds.has(done.workoutId)) report(['workoutCompletions', i, 'workoutId'], MESSAGES.importUnknownWorkout);
    });
    records.stretchCompletions.forEach((done, i) => {
      if (!stretchRoutineById(done.routineId)) report(['stretchCompletions', i, 'routineId'], MESSAGES.stretchRoutineId);
    });
    const payments = new Set<string>();
    records.goalResets.forEach((reset, i) => {
      if (!goalIds.has(reset.goalId)) report(['goalResets', i, 'goalId'], MESSAGES.importUnknownGoal);
      if (payments.has(reset.paymentId)) report(['goalResets', i, 'paymentId'], MESSAGES.importDuplicatePayment);
      payments.add(reset.paymentId);
    });
  }),
);

/**
 * GET /api/export: everything the user has, as one JSON file. The same document is what
 * POST /api/import takes back (through ImportBodySchema, for its messages).
 */
export const ExportDocumentSchema = z.strictObject(
  {
    format: z.literal(EXPORT_FORMAT, { error: MESSAGES.importNotExport }),
    version: z.literal(EXPORT_VERSION, { error: (issue) => MESSAGES.importVersion(issue.input, EXPORT_VERSION) }),
    exportedAt: instantField('exportedAt'),
    records: ExportRecordsSchema,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? MESSAGES.unknownField(issue.keys) : MESSAGES.importNotExport,
  },
);
export type ExportDocument = z.infer<typeof ExportDocumentSchema>;

/**
 * POST /api/import, and the document of sync mutation data.import: a full replace. Its one
 * message says where the file is wrong ("tasks[3].hpImpact: Minimum HP impact is 5"), because
 * a file of thousands of rows cannot be fixed from "Minimum HP impact is 5" alone. The path is
 * written into the message here, so every caller shows it with the plain firstIssueMessage.
 */
export const ImportBodySchema = z.pipe(
  z.unknown(),
  z.transform((input, ctx): ExportDocument => {
    const result = ExportDocumentSchema.safeParse(upgradeExportDocument(input));
    if (result.success) return result.data;
    // A problem of the file as a whole (format, version, exportedAt) reads best on its own.
    const [first] = result.error.issues;
    const aboutFile = first !== undefined && first.path.length <= 1 && first.path[0] !== 'records';
    const message = aboutFile ? first.message : firstIssueWithPath(result.error, ['records']);
    ctx.issues.push({ code: 'custom', message, input });
    return z.NEVER;
  }),
);

/**
 * A file exported by an older version, its rows brought to the shapes of this one by the shape
 * steps beside each record's schema; anything else (this version's, a later one's, not an
 * export at all) is returned as it is for the schema to judge.
 */
export function upgradeExportDocument(input: unknown, steps: ShapeSteps = SHAPE_STEPS, current = EXPORT_VERSION): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const { version, records } = input as { version?: unknown; records?: unknown };
  if (!Number.isInteger(version) || (version as number) < 1 || (version as number) >= current) return input;
  if (typeof records !== 'object' || records === null) return input;
  const upgraded = Object.fromEntries(
    Object.entries(records).map(([name, rows]) => [
      name,
      Array.isArray(rows)
        ? rows.map((row: unknown) =>
            typeof row === 'object' && row !== null && !Array.isArray(row)
              ? upgradeRow(steps, name, row as Record<string, unknown>, version as number)
              : row,
          )
        : rows,
    ]),
  );
  return { ...input, version: current, records: upgraded };
}

/** The export of a set of records, taken at `exportedAt` (the caller's clock, UTC ISO). */
export function buildExportDocument(records: StoredRecords, exportedAt: string): ExportDocument {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt,
    records: {
      waterLogs: [...records.waterLogs],
      tasks: [...records.tasks],
      quests: [...records.quests],
      workouts: [...records.workouts],
      workoutCompletions: [...records.workoutCompletions],
      stretchCompletions: [...records.stretchCompletions],
      weights: [...records.weights],
      goals: [...records.goals],
      goalCheckIns: [...records.goalCheckIns],
      goalResets: [...records.goalResets],
      checklistItems: [...records.checklistItems],
      settings: [...records.settings],
    },
  };
}
