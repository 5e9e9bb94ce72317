import { EXAMPLE_SHAPE_STEPS } from '@ninety/domain/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upgradeStoredShapes } from '../src/db/shape-upgrade';
import { createHarness, type Harness } from './harness';

const TASK_ID = '0190f5e4-0000-7000-8000-0000000000a1';
const WATER_ID = '0190f5e4-0000-7000-8000-0000000000b1';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.close());

const stored = (table: string) =>
  h.db
    .prepare<[string], { data: string; version: number }>('SELECT data, version FROM records WHERE tbl = ? ORDER BY id')
    .all(table)
    .map((row) => ({ ...(JSON.parse(row.data) as Record<string, unknown>), version: row.version }));

describe('stored records brought to the shapes of the code that opens them', () => {
  it('upgrades each row once by its table steps, keeps its sync version, and leaves other tables alone', async () => {
    expect((await h.json('POST', '/api/tasks', { id: TASK_ID, title: 'Call the bank', dueDate: '2026-11-21T17:00:00.000Z', hpImpact: 15 })).status).toBe(201);
    expect((await h.json('POST', '/api/water', { id: WATER_ID, amount: 8 })).status).toBe(201);
    expect((await h.json('PUT', '/api/settings', { dailyTargetOz: 100, age: 40 })).status).toBe(200);
    const before = stored('tasks');

    expect(upgradeStoredShapes(h.db, EXAMPLE_SHAPE_STEPS)).toBe(5);
    const [task] = stored('tasks');
    expect(task).toEqual({ ...before[0], hpImpact: undefined, notes: '', stake: 15 });
    expect(task).not.toHaveProperty('hpImpact');
    expect(stored('waterLogs')).toEqual([expect.objectContaining({ id: WATER_ID, amount: 8, source: 'app' })]);
    const settings = (key: string) => h.db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?').get(key)!.value;
    expect(settings('dailyTargetOz')).toBe('200');
    expect(settings('age')).toBe('40');

    // Opened again by the same code: nothing runs twice.
    expect(upgradeStoredShapes(h.db, EXAMPLE_SHAPE_STEPS)).toBe(5);
    expect(stored('tasks')).toEqual([task]);
    expect(settings('dailyTargetOz')).toBe('200');
  });

  it('does nothing while no record has changed shape', async () => {
    expect((await h.json('POST', '/api/water', { id: WATER_ID, amount: 8 })).status).toBe(201);
    const before = stored('waterLogs');
    expect(upgradeStoredShapes(h.db)).toBe(1);
    expect(stored('waterLogs')).toEqual(before);
  });
});
