import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import type {
  ChecklistItem,
  Goal,
  GoalCheckIn,
  GoalReset,
  Quest,
  SettingRecord,
  StretchCompletion,
  Task,
  WaterLog,
  WeightEntry,
  Workout,
  WorkoutCompletion,
} from '@ninety/domain';
import { parseChange, ROW_SCHEMAS } from './records';
import { SYNC_TABLES } from './sync';
import { sampleRecords, uuid } from './testing/sample-records';

type Row<Table extends keyof typeof ROW_SCHEMAS> = z.infer<(typeof ROW_SCHEMAS)[Table]>;

describe('row schemas', () => {
  it('are exactly the stored record shapes of the domain', () => {
    expectTypeOf<Row<'waterLogs'>>().toEqualTypeOf<WaterLog>();
    expectTypeOf<Row<'tasks'>>().toEqualTypeOf<Task>();
    expectTypeOf<Row<'quests'>>().toEqualTypeOf<Quest>();
    expectTypeOf<Row<'workouts'>>().toEqualTypeOf<Workout>();
    expectTypeOf<Row<'workoutCompletions'>>().toEqualTypeOf<WorkoutCompletion>();
    expectTypeOf<Row<'stretchCompletions'>>().toEqualTypeOf<StretchCompletion>();
    expectTypeOf<Row<'weights'>>().toEqualTypeOf<WeightEntry>();
    expectTypeOf<Row<'goals'>>().toEqualTypeOf<Goal>();
    expectTypeOf<Row<'goalCheckIns'>>().toEqualTypeOf<GoalCheckIn>();
    expectTypeOf<Row<'goalResets'>>().toEqualTypeOf<GoalReset>();
    expectTypeOf<Row<'checklistItems'>>().toEqualTypeOf<ChecklistItem>();
    expectTypeOf<Row<'settings'>>().toEqualTypeOf<SettingRecord>();
  });

  it('cover every synced table', () => {
    expect(Object.keys(ROW_SCHEMAS).sort()).toEqual([...SYNC_TABLES].sort());
    expect(Object.keys(sampleRecords()).sort()).toEqual([...SYNC_TABLES].sort());
  });

  it('take every sample record unchanged', () => {
    const records = sampleRecords();
    for (const table of SYNC_TABLES) {
      for (const row of records[table]) expect(ROW_SCHEMAS[table].parse(row)).toEqual(row);
    }
  });

  it('check a setting value by the rule of its setting', () => {
    const schema = ROW_SCHEMAS.settings;
    const at = '2026-11-21T09:10:00.000Z';
    expect(schema.safeParse({ key: 'startingHp', value: 150, updatedAt: at }).success).toBe(true);
    expect(schema.safeParse({ key: 'startingHp', value: 250, updatedAt: at }).error?.issues[0]?.message).toBe(
      'Starting HP must be between 50 and 200',
    );
    expect(schema.safeParse({ key: 'timeZone', value: 'Mars/Olympus', updatedAt: at }).error?.issues[0]?.message).toBe(
      'Unknown time zone',
    );
  });
});

describe('pulled changes', () => {
  const log = { id: uuid(1), amount: 16, loggedAt: '2026-11-21T09:10:00.000Z' };

  it('pass a valid row and a tombstone', () => {
    expect(parseChange({ table: 'waterLogs', id: log.id, row: log })).toEqual({
      success: true,
      change: { table: 'waterLogs', id: log.id, row: log },
    });
    expect(parseChange({ table: 'tasks', id: uuid(10), deleted: true })).toEqual({
      success: true,
      change: { table: 'tasks', id: uuid(10), deleted: true },
    });
    const setting = { key: 'age', value: 30, updatedAt: log.loggedAt };
    expect(parseChange({ table: 'settings', id: 'age', row: setting }).success).toBe(true);
  });

  it('refuse a bad row, naming table, record and field', () => {
    expect(parseChange({ table: 'waterLogs', id: log.id, row: { ...log, amount: 0 } })).toEqual({
      success: false,
      message: `Pulled waterLogs row ${log.id} is invalid: amount: Amount must be at least 1 oz`,
    });
    expect(parseChange({ table: 'waterLogs', id: uuid(2), row: log })).toEqual({
      success: false,
      message: `Pulled waterLogs row ${uuid(2)} is invalid: id does not match the change`,
    });
  });
});
