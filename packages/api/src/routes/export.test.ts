import { describe, expect, it } from 'vitest';
import { EXAMPLE_SHAPE_STEPS } from '@ninety/domain/testing';
import { buildExportDocument, ExportDocumentSchema, ImportBodySchema, upgradeExportDocument } from './export';
import { firstIssueMessage } from '../errors';
import { MUTATIONS } from '@ninety/domain';
import { AT, sampleRecords, uuid } from '../testing/sample-records';

type Doc = ReturnType<typeof buildExportDocument>;
/** A file as JSON.parse gives it: these tests break it in ways no type allows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FileJson = Record<string, any>;

function validDocument(): Doc {
  return buildExportDocument(sampleRecords(), AT);
}

/** A valid document with one change, through JSON as a file would be. */
function broken(change: (doc: FileJson) => void): unknown {
  const doc = JSON.parse(JSON.stringify(validDocument())) as FileJson;
  change(doc);
  return doc;
}

function importMessage(input: unknown): string | null {
  const result = ImportBodySchema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('export document', () => {
  it('round-trips: what GET /api/export gives, POST /api/import takes back unchanged', () => {
    const doc = validDocument();
    const file = JSON.stringify(doc);
    expect(ImportBodySchema.parse(JSON.parse(file))).toEqual(doc);
    expect(ExportDocumentSchema.parse(JSON.parse(file))).toEqual(doc);
  });

  it('an empty export is valid too', () => {
    const empty = broken((doc) => {
      for (const table of Object.keys(doc.records)) doc.records[table] = [];
    });
    expect(importMessage(empty)).toBeNull();
  });
});

describe('import refusals name what is wrong', () => {
  const fourTasks = (doc: FileJson) => {
    const task = doc.records.tasks[0];
    doc.records.tasks = [0, 1, 2, 3].map((n) => ({ ...task, id: uuid(100 + n) }));
  };

  it.each([
    ['not an object', 'hello', 'Import file is not a Ninety export'],
    ['an array', [], 'Import file is not a Ninety export'],
    ['another format', broken((doc) => (doc.format = 'csv')), 'Import file is not a Ninety export'],
    ['no format', broken((doc) => delete doc.format), 'Import file is not a Ninety export'],
    ['a newer version', broken((doc) => (doc.version = 2)), 'This export is version 2; this app reads version 1'],
    ['a bad exportedAt', broken((doc) => (doc.exportedAt = 'yesterday')), 'exportedAt must be an ISO date-time in UTC'],
    ['a field at the top', broken((doc) => (doc.user = 'me')), 'Unknown field: user'],
    ['no records', broken((doc) => delete doc.records), 'records: Must be an object with one list per table'],
    ['an unknown table', broken((doc) => (doc.records.habits = [])), 'records: Unknown field: habits'],
    ['a missing table', broken((doc) => delete doc.records.tasks), 'tasks: Missing table'],
    ['a table that is not a list', broken((doc) => (doc.records.tasks = {})), 'tasks: Must be a list of records'],
    [
      'a bad value deep in a table',
      broken((doc) => {
        fourTasks(doc);
        doc.records.tasks[3].hpImpact = 80;
      }),
      'tasks[3].hpImpact: Maximum HP impact is 50',
    ],
    ['a row that is not an object', broken((doc) => (doc.records.weights = [180])), 'weights[0]: Must be a record object'],
    ['an unknown field in a row', broken((doc) => (doc.records.tasks[1].isOverdue = true)), 'tasks[1]: Unknown field: isOverdue'],
    ['a missing field', broken((doc) => delete doc.records.waterLogs[0].loggedAt), 'waterLogs[0].loggedAt: loggedAt must be an ISO date-time in UTC'],
    ['a wrong type', broken((doc) => (doc.records.checklistItems[0].checked = 'yes')), 'checklistItems[0].checked: Checked must be true or false'],
    ['a weight out of range', broken((doc) => (doc.records.weights[0].weight = 49)), 'weights[0].weight: Please enter a weight between 50 and 500 lbs'],
    ['a bad exercise', broken((doc) => (doc.records.workouts[2].exercises[1].reps = 0)), 'workouts[2].exercises[1].reps: Reps must be a whole number from 1 to 500'],
    ['a bad setting', broken((doc) => (doc.records.settings[0].value = 300)), 'settings[0].value: Daily target must be between 64 and 256 oz'],
    ['an unknown setting', broken((doc) => (doc.records.settings[0].key = 'theme')), 'settings[0].key: Unknown setting'],
    [
      'two records with one id',
      broken((doc) => (doc.records.tasks[1].id = doc.records.tasks[0].id)),
      'tasks[1].id: Another record in tasks has this id',
    ],
    [
      'a setting twice',
      broken((doc) => (doc.records.settings[1] = { ...doc.records.settings[0], value: 100 })),
      'settings[1].key: Another record in settings has this key',
    ],
    ['a check-in of no goal', broken((doc) => (doc.records.goalCheckIns[0].goalId = uuid(9999))), 'goalCheckIns[0].goalId: No goal in this file has this id'],
    [
      'two check-ins on one day',
      broken((doc) => doc.records.goalCheckIns.push({ ...doc.records.goalCheckIns[0], id: uuid(41000) })),
      'goalCheckIns[1].day: This goal already has a check-in for that day',
    ],
    [
      'one payment for two resets',
      broken((doc) => doc.records.goalResets.push({ ...doc.records.goalResets[0], id: uuid(41001) })),
      'goalResets[1].paymentId: Another reset in this file used this payment',
    ],
  ])('%s', (_what, input, expected) => {
    expect(importMessage(input)).toBe(expected);
  });

  it('data.import refuses a broken document with the same message', () => {
    const result = MUTATIONS['data.import'].args.safeParse({ document: broken((doc) => (doc.records.weights[0].weight = 49.5)) });
    expect(result.success ? null : firstIssueMessage(result.error)).toBe(
      'weights[0].weight: Please enter a weight between 50 and 500 lbs',
    );
    expect(MUTATIONS['data.import'].args.safeParse({ document: validDocument() }).success).toBe(true);
  });
});

describe('a file exported by an older version', () => {
  // The example steps lead to version 5; a file of version 1 is brought up to it row by row.
  const v1 = () => JSON.parse(JSON.stringify({ ...validDocument(), version: 1 })) as FileJson;

  it('has its rows upgraded by the shape steps before it is checked', () => {
    const upgraded = upgradeExportDocument(v1(), EXAMPLE_SHAPE_STEPS, 5) as FileJson;
    expect(upgraded.version).toBe(5);
    const [task] = upgraded.records.tasks;
    expect(task).toMatchObject({ notes: '', stake: validDocument().records.tasks[0]!.hpImpact });
    expect(task).not.toHaveProperty('hpImpact');
    expect(upgraded.records.waterLogs.every((log: FileJson) => log.source === 'app')).toBe(true);
  });

  it('is left as it is when it is of this version, a later one, or not a document at all', () => {
    const current = v1();
    expect(upgradeExportDocument(current, EXAMPLE_SHAPE_STEPS, 1)).toBe(current);
    const later = { ...v1(), version: 9 };
    expect(upgradeExportDocument(later, EXAMPLE_SHAPE_STEPS, 5)).toBe(later);
    expect(upgradeExportDocument('text', EXAMPLE_SHAPE_STEPS, 5)).toBe('text');
    // A later version is refused with the version message, as before.
    expect(firstIssueMessage(ImportBodySchema.safeParse({ ...validDocument(), version: 9 }).error!)).toBe(
      'This export is version 9; this app reads version 1',
    );
  });
});
