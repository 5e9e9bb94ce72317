import { describe, expect, it } from 'vitest';
import type { Quest, Task } from './records';
import {
  idsMissingFromImport,
  settingsImport,
  newGoal,
  newTask,
  questsToStore,
  withEarliestAchievement,
  withEarliestCompletion,
  withEarliestStart,
  withQuestCompleted,
  workoutDayMarked,
  workoutDoneOnDay,
} from './record-updates';

const T9 = '2026-11-21T09:00:00.000Z';
const T10 = '2026-11-21T10:00:00.000Z';
const T11 = '2026-11-21T11:00:00.000Z';

const task: Task = {
  id: 't1',
  title: 'Call the bank',
  dueDate: '2026-11-21T12:00:00.000Z',
  hpImpact: 10,
  createdAt: T9,
  completedAt: null,
};

function quest(id: string, title: string, over: Partial<Quest> = {}): Quest {
  return {
    id,
    title,
    description: 'Do it.',
    traitName: 'Focus',
    duration: '15 min',
    durationMinutes: 15,
    xpReward: 50,
    difficulty: 'easy',
    isFear: false,
    createdAt: T9,
    startedAt: null,
    completedAt: null,
    ...over,
  };
}

describe('new records', () => {
  it('makes a task with its due instant in UTC and no completion', () => {
    expect(newTask({ id: 't1', title: 'Call', dueDate: '2026-11-21T13:00:00+01:00', hpImpact: 10 }, T9)).toEqual({
      id: 't1',
      title: 'Call',
      dueDate: '2026-11-21T12:00:00.000Z',
      hpImpact: 10,
      createdAt: T9,
      completedAt: null,
    });
  });

  it('makes a goal locked for 90 days from the action with the $100 penalty', () => {
    const goal = newGoal({ id: 'g1', title: 'Run', description: 'Run a 10k race' }, T9);
    expect(goal).toMatchObject({ startDate: T9, endDate: '2027-02-19T09:00:00.000Z', penalty: 100, createdAt: T9, achievedAt: null });
  });
});

describe('earliest completion wins', () => {
  it('completes an open task, and keeps the earlier of two completions in either order', () => {
    const at10 = withEarliestCompletion(task, T10);
    expect(at10?.completedAt).toBe(T10);
    expect(withEarliestCompletion(at10 as Task, T11)).toBeNull();
    expect(withEarliestCompletion(at10 as Task, T10)).toBeNull();
    expect(withEarliestCompletion(withEarliestCompletion(task, T11) as Task, T10)?.completedAt).toBe(T10);
  });

  it('keeps the earliest start of a quest', () => {
    const started = withEarliestStart(quest('q', 'A'), T10) as Quest;
    expect(withEarliestStart(started, T11)).toBeNull();
    expect(withEarliestStart(started, T9)?.startedAt).toBe(T9);
  });

  it('never completes a quest before it started', () => {
    const started = quest('q', 'A', { startedAt: T10 });
    expect(withQuestCompleted(started, T9)?.completedAt).toBe(T10);
    expect(withQuestCompleted(started, T11)?.completedAt).toBe(T11);
    expect(withQuestCompleted({ ...started, completedAt: T10 }, T11)).toBeNull();
  });
});

describe('storing a quest round', () => {
  it('stores every quest not known by id, as the device made it', () => {
    const round = [quest('n1', 'Open One'), quest('n2', 'Fresh'), quest('gone', 'Deleted Elsewhere')];
    const ids = questsToStore({ round, knownIds: new Set(['gone']) }).map((q) => q.id);
    expect(ids).toEqual(['n1', 'n2']);
  });

  it('stores nothing when the same round is replayed', () => {
    const round = [quest('n1', 'Fresh')];
    expect(questsToStore({ round, knownIds: new Set(['n1']) })).toEqual([]);
  });
});

describe('a workout once per local day', () => {
  const done = [{ workoutId: 'w1', completedAt: '2026-11-21T04:30:00.000Z' }];
  it('counts the local day in the user zone', () => {
    // 04:30 UTC is 23:30 on the 20th in New York: the 21st there is still open.
    expect(workoutDoneOnDay(done, 'w1', '2026-11-21T15:00:00.000Z', 'America/New_York')).toBe(false);
    expect(workoutDoneOnDay(done, 'w1', '2026-11-21T15:00:00.000Z', 'UTC')).toBe(true);
    expect(workoutDoneOnDay(done, 'w2', '2026-11-21T15:00:00.000Z', 'UTC')).toBe(false);
  });

  it('marks the day done by any workout, in the user zone', () => {
    // w2 is today's workout of a plan made after w1 was marked: the day is done all the same.
    expect(workoutDayMarked(done, '2026-11-21T15:00:00.000Z', 'UTC')).toBe(true);
    expect(workoutDayMarked(done, '2026-11-21T15:00:00.000Z', 'America/New_York')).toBe(false);
    expect(workoutDayMarked(done, '2026-11-22T00:00:00.000Z', 'UTC')).toBe(false);
    expect(workoutDayMarked([], '2026-11-21T15:00:00.000Z', 'UTC')).toBe(false);
  });
});

describe('an import', () => {
  it("keeps the file's settings as the file has them and removes every other one held", () => {
    const fromFile = [{ key: 'dailyTargetOz' as const, value: 100, updatedAt: T9 }];
    expect(settingsImport(fromFile, ['dailyTargetOz', 'age', 'startingHp'])).toEqual({
      put: [{ key: 'dailyTargetOz', value: 100, updatedAt: T9 }],
      remove: ['age', 'startingHp'],
    });
  });

  it("leaves the time zone alone when the file has none: it is the device's, not a choice", () => {
    expect(settingsImport([], ['timeZone', 'age']).remove).toEqual(['age']);
    const withZone = settingsImport([{ key: 'timeZone', value: 'Europe/Paris', updatedAt: T9 }], ['timeZone']);
    expect(withZone).toEqual({ put: [{ key: 'timeZone', value: 'Europe/Paris', updatedAt: T9 }], remove: [] });
  });

  it('tombstones what the file does not hold', () => {
    expect(idsMissingFromImport(['a', 'b', 'c'], [{ id: 'b' }, { id: 'z' }])).toEqual(['a', 'c']);
  });
});

describe('marking a goal achieved', () => {
  it('keeps the earliest mark whatever order two devices send them in', () => {
    const goal = newGoal({ id: 'g1', title: 'Run', description: 'Run a 10k race' }, T9);
    const early = withEarliestAchievement(goal, T10)!;
    expect(withEarliestAchievement(early, '2026-11-21T11:00:00.000Z')).toBeNull();
    const late = withEarliestAchievement(goal, '2026-11-21T11:00:00.000Z')!;
    expect(withEarliestAchievement(late, T10)?.achievedAt).toBe(early.achievedAt);
  });
});
