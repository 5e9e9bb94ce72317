import { describe, expect, it } from 'vitest';
import { isMutationName, MUTATIONS, type MutationArgs, type MutationName } from '@ninety/domain';
import { buildExportDocument } from './routes/export';
import { AT, PLAN_ID, samplePlan, sampleQuest, sampleRecords, uuid } from './testing/sample-records';
import { firstIssueMessage } from './errors';

/** Valid args of every mutation, typed by its schema: a new mutation without a sample fails to compile. */
const SAMPLE_ARGS: { [Name in MutationName]: MutationArgs<Name> } = {
  'water.log': { id: uuid(1), amount: 8 },
  'water.delete': { id: uuid(1) },
  'settings.update': { dailyTargetOz: 100 },
  'settings.defaultZone': { timeZone: 'Europe/London' },
  'task.create': { id: uuid(10), title: 'Call the bank', dueDate: '2026-11-21T11:10:00.000Z', hpImpact: 10 },
  'task.complete': { id: uuid(10) },
  'task.delete': { id: uuid(10) },
  'quest.generate': { quests: [sampleQuest(1), sampleQuest(2), sampleQuest(3)] },
  'quest.start': { id: uuid(1001) },
  'quest.complete': { id: uuid(1001) },
  'workout.generate': { planId: PLAN_ID, workouts: samplePlan() },
  'workout.complete': { id: uuid(20), workoutId: uuid(2001) },
  'stretch.complete': { id: uuid(21), routineId: 'morning-stretch' },
  'goal.create': { id: uuid(3000), title: 'Run a marathon', description: 'Train four times a week.' },
  'goal.checkin': { id: uuid(40), goalId: uuid(3000), day: '2026-11-21', note: 'Ran 5 km.' },
  'goal.achieve': { id: uuid(3000) },
  'weight.log': { id: uuid(30), weight: 182 },
  'weight.delete': { id: uuid(30) },
  'checklist.add': { id: uuid(50), locationName: 'Gym', itemName: 'Towel', latitude: null, longitude: null },
  'checklist.set': { id: uuid(50), checked: true },
  'checklist.delete': { id: uuid(50) },
  'checklist.resetLocation': { locationName: 'Gym' },
  'data.import': { document: buildExportDocument(sampleRecords(), AT) },
};

describe('sync mutations', () => {
  it.each(Object.entries(SAMPLE_ARGS))('%s takes its args', (name, args) => {
    expect(isMutationName(name)).toBe(true);
    const result = MUTATIONS[name as MutationName].args.safeParse(args);
    expect(result.success ? null : firstIssueMessage(result.error)).toBeNull();
  });

  it.each(Object.keys(MUTATIONS))('%s refuses unknown fields and occurredAt (it is on the envelope)', (name) => {
    const args = SAMPLE_ARGS[name as MutationName];
    const withTime = MUTATIONS[name as MutationName].args.safeParse({ ...args, occurredAt: AT });
    expect(withTime.success ? null : firstIssueMessage(withTime.error)).toBe('Unknown field: occurredAt');
  });

  it.each(Object.keys(MUTATIONS).filter((name) => name !== 'settings.update'))(
    '%s refuses args that are not an object',
    (name) => {
      const result = MUTATIONS[name as MutationName].args.safeParse('args');
      expect(result.success ? null : firstIssueMessage(result.error)).toBe('Body must be a JSON object');
    },
  );

  it('registers each mutation under its own name', () => {
    for (const [name, mutation] of Object.entries(MUTATIONS)) expect(mutation.name).toBe(name);
  });

  it('knows only resource.action names', () => {
    expect(Object.keys(MUTATIONS).every((name) => /^[a-z]+\.[a-zA-Z]+$/.test(name))).toBe(true);
    expect(isMutationName('task.edit')).toBe(false);
    expect(isMutationName('constructor')).toBe(false);
  });
});
