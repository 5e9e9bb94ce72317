import { describe, expect, it } from 'vitest';
import { EXAMPLE_SHAPE_STEPS as EXAMPLE } from './shape-steps.example';
import { SCHEMA_VERSION, SHAPE_STEPS } from './index';
import { rowsChangeSince, schemaVersionOf, shapeStepsProblem, upgradeArgs, upgradeRow } from './shape-steps';

const TASK_V1 = { id: 't1', title: 'Call the bank', hpImpact: 15 };

describe('record shape steps', () => {
  it('are none yet: the wire is at version 1 and the steps are in order', () => {
    expect(SCHEMA_VERSION).toBe(1);
    expect(shapeStepsProblem(SHAPE_STEPS)).toBeNull();
  });

  it('give the version the latest step brings', () => {
    expect(schemaVersionOf({})).toBe(1);
    expect(schemaVersionOf(EXAMPLE)).toBe(5);
  });

  it('refuse a gap or a version used twice', () => {
    expect(shapeStepsProblem(EXAMPLE)).toBeNull();
    expect(shapeStepsProblem({ tasks: [{ version: 3 }] })).toMatch(/found 3/);
    expect(shapeStepsProblem({ tasks: [{ version: 2 }], quests: [{ version: 2 }] })).toMatch(/found 2, 2/);
  });

  it('upgrade a stored row through every later step of its table, in order', () => {
    expect(upgradeRow(EXAMPLE, 'tasks', TASK_V1, 1)).toEqual({ id: 't1', title: 'Call the bank', notes: '', stake: 15 });
    expect(upgradeRow(EXAMPLE, 'tasks', { ...TASK_V1, notes: 'kept' }, 2)).toEqual({ id: 't1', title: 'Call the bank', notes: 'kept', stake: 15 });
    expect(upgradeRow(EXAMPLE, 'tasks', { id: 't1', title: 'x', notes: '', stake: 5 }, 4)).toEqual({ id: 't1', title: 'x', notes: '', stake: 5 });
    expect(upgradeRow(EXAMPLE, 'quests', { id: 'q1' }, 1)).toEqual({ id: 'q1' });
  });

  it('say whether a table has rows to upgrade since a version', () => {
    expect(rowsChangeSince(EXAMPLE, 'waterLogs', 2)).toBe(true);
    expect(rowsChangeSince(EXAMPLE, 'waterLogs', 3)).toBe(false);
    expect(rowsChangeSince(EXAMPLE, 'quests', 1)).toBe(false);
  });

  it('upgrade the args of a change queued before the steps, and leave other changes as they are', () => {
    const queued = { id: 't1', title: 'Call the bank', dueDate: '2026-11-23T12:00:00.000Z', hpImpact: 15 };
    expect(upgradeArgs(EXAMPLE, 'task.create', queued, 1)).toEqual({ id: 't1', title: 'Call the bank', dueDate: '2026-11-23T12:00:00.000Z', notes: '', stake: 15 });
    expect(upgradeArgs(EXAMPLE, 'task.create', queued, 4)).toBe(queued);
    expect(upgradeArgs(EXAMPLE, 'task.complete', { id: 't1' }, 1)).toEqual({ id: 't1' });
    // A change sent without args (refused as a whole before) stays without them.
    expect(upgradeArgs(EXAMPLE, 'task.create', null, 1)).toBeNull();
  });
});
