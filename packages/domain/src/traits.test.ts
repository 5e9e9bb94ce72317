import { describe, expect, it } from 'vitest';
import { countConsistentDays, consistentDays } from './consistency';
import type { StoredRecords, TraitName } from './records';
import { localDayResolver } from './stats-local-days';
import { prepareStatsRecords } from './stats-records';
import { NY, goal, localTime, quest, stretch, task, water, weight, withRecords, workoutDone } from './stats-fixtures';
import { distinctPerDay, totalXp, traitStats, traitXp, type TraitXp } from './traits';

const NOW = '2026-12-31T12:00:00.000Z';

function xpOf(records: StoredRecords, now = NOW): TraitXp {
  const dayOf = localDayResolver(NY);
  const prepared = prepareStatsRecords(records, Date.parse(now));
  return traitXp(prepared, countConsistentDays(consistentDays(prepared, 128, dayOf)), dayOf);
}

/** XP of every trait but the named ones is 0. */
function only(xp: TraitXp, expected: Partial<TraitXp>): void {
  const zero: TraitXp = { Consistency: 0, Fitness: 0, Finance: 0, Focus: 0, Resilience: 0, Persuasion: 0 };
  expect(xp).toEqual({ ...zero, ...expected });
}

const at = (date: string, clock: string) => localTime(date, clock);

describe('quest XP', () => {
  it('awards the base XP to the quest trait, twice it for a fear quest', () => {
    const records = withRecords({
      quests: [
        quest({ id: 'q1', traitName: 'Persuasion', xpReward: 100, completedAt: at('2026-11-10', '10:00') }),
        quest({ id: 'q2', traitName: 'Resilience', xpReward: 200, isFear: true, completedAt: at('2026-11-11', '10:00') }),
      ],
    });
    // Each completion day is also a consistent day: +50 Consistency each.
    only(xpOf(records), { Persuasion: 100, Resilience: 400, Consistency: 100 });
  });

  it('gives an unknown trait name to Consistency', () => {
    const records = withRecords({ quests: [quest({ id: 'q1', traitName: 'Charisma', xpReward: 50, completedAt: at('2026-11-10', '10:00') })] });
    only(xpOf(records), { Consistency: 100 });
  });

  it('awards nothing for a quest not completed, or completed after now', () => {
    const records = withRecords({
      quests: [quest({ id: 'q1', startedAt: at('2026-11-10', '10:00') }), quest({ id: 'q2', completedAt: '2027-01-05T10:00:00.000Z' })],
    });
    only(xpOf(records), {});
  });

  it('awards a quest completed on two devices once', () => {
    const done = quest({ id: 'q1', traitName: 'Finance', completedAt: at('2026-11-10', '10:00') });
    only(xpOf(withRecords({ quests: [done, { ...done, completedAt: at('2026-11-10', '10:05') }] })), { Finance: 100, Consistency: 50 });
  });
});

describe('task XP', () => {
  it('gives 5 x hpImpact to Focus for a task completed on time, nothing for a late one', () => {
    const records = withRecords({
      tasks: [
        task({ id: 't1', hpImpact: 20, dueDate: at('2026-11-10', '12:00'), completedAt: at('2026-11-10', '11:00') }),
        task({ id: 't2', hpImpact: 50, dueDate: at('2026-11-12', '12:00'), completedAt: at('2026-11-12', '12:01') }),
      ],
    });
    only(xpOf(records), { Focus: 100, Consistency: 50 });
  });
});

describe('consistency XP', () => {
  it('gives +50 Consistency for each consistent local day', () => {
    const records = withRecords({ waterLogs: [water(at('2026-11-10', '09:00')), water(at('2026-11-10', '18:00')), water(at('2026-11-11', '09:00'))] });
    only(xpOf(records), { Consistency: 100 });
  });

  it('gives +500 Consistency for a goal marked achieved by now', () => {
    const records = withRecords({ goals: [goal('g1', '2026-04-02T12:00:00.000Z'), goal('g2', null), goal('g3', '2027-02-01T12:00:00.000Z')] });
    only(xpOf(records), { Consistency: 500 });
  });
});

describe('fitness XP', () => {
  it('gives +25 per stretch routine completed', () => {
    only(xpOf(withRecords({ stretchCompletions: [stretch(at('2026-11-10', '07:00')), stretch(at('2026-11-10', '21:00'))] })), { Fitness: 50 });
  });

  it('gives +50 per workout day marked done, once a local day whatever the workout', () => {
    const records = withRecords({
      workoutCompletions: [
        workoutDone(at('2026-11-10', '18:00'), 'w-mon'),
        workoutDone(at('2026-11-10', '18:05'), 'w-mon'), // a second tap, another device
        workoutDone(at('2026-11-10', '19:00'), 'w-mon-regenerated'), // the plan made again that evening
        workoutDone(at('2026-11-17', '18:00'), 'w-mon'),
      ],
    });
    only(xpOf(records), { Fitness: 100 });
  });

  it('gives +10 for logging weight at most once per local day (New York midnight)', () => {
    const records = withRecords({
      weights: [
        weight('2026-11-21T04:30:00.000Z', 180), // 23:30 on the 20th
        weight('2026-11-21T04:50:00.000Z', 179), // 23:50 on the 20th
        weight('2026-11-21T05:10:00.000Z', 179), // 00:10 on the 21st
      ],
    });
    only(xpOf(records), { Fitness: 20 });
  });
});

describe('levels', () => {
  const stretches = (count: number) => Array.from({ length: count }, (_, i) => stretch(`2026-11-10T12:${String(i).padStart(2, '0')}:00.000Z`));

  it('moves to level 2 at 1000 XP, with the bar back at 0', () => {
    const fitness = (count: number) => traitStats(xpOf(withRecords({ stretchCompletions: stretches(count) }))).find((t) => t.traitName === 'Fitness');
    expect(fitness(39)).toEqual({ traitName: 'Fitness', totalXP: 975, currentXP: 975, level: 1 });
    expect(fitness(40)).toEqual({ traitName: 'Fitness', totalXP: 1000, currentXP: 0, level: 2 });
    expect(fitness(41)).toEqual({ traitName: 'Fitness', totalXP: 1025, currentXP: 25, level: 2 });
  });

  it('lists all six traits in the fixed order, each from level 1, and totals the XP', () => {
    const xp = xpOf(withRecords({ stretchCompletions: stretches(3), quests: [quest({ id: 'q', traitName: 'Focus', completedAt: at('2026-11-10', '10:00') })] }));
    const names: TraitName[] = ['Consistency', 'Fitness', 'Finance', 'Focus', 'Resilience', 'Persuasion'];
    expect(traitStats(xp).map((t) => [t.traitName, t.level])).toEqual(names.map((name) => [name, 1]));
    expect(totalXp(xp)).toBe(75 + 100 + 50);
  });
});

describe('once-a-day counting', () => {
  const at = Float64Array.from([1, 2, 3, 4, 5]);
  const keys = ['a', 'a', 'b', 'a', 'a'];

  it('counts each key once per local day', () => {
    const dayOf = (ms: number) => (ms <= 3 ? 10 : 11);
    expect(distinctPerDay(at, (i) => keys[i] as string, dayOf)).toBe(3);
  });

  it('still counts right when a later instant falls on an earlier local day', () => {
    // As around a clock change at midnight: instants 1, 2 on day 10, 3 on day 11, 4, 5 on day 10.
    const dayOf = (ms: number) => (ms === 3 ? 11 : 10);
    expect(distinctPerDay(at, (i) => keys[i] as string, dayOf)).toBe(2);
  });
});
