import { describe, expect, it } from 'vitest';
import { currentHp, hpEventStreams, HP_EVENT_KIND } from './hp-events';
import type { StoredRecords, Task } from './records';
import { createRandom } from './random';
import { prepareStatsRecords } from './stats-records';
import { goalReset, localTime, task, water, withRecords } from './stats-fixtures';

function hpAt(records: StoredRecords, now: string, maxHp = 100): number {
  return currentHp(prepareStatsRecords(records, Date.parse(now)), maxHp);
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = createRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const at = (clock: string) => localTime('2026-11-10', clock);
const overdue = (id: string, hpImpact: number, due: string): Task => task({ id, hpImpact, dueDate: due });

describe('HP starts full and stays within 0..Starting HP', () => {
  it('is the Starting HP for a new user', () => {
    expect(hpAt(withRecords({}), at('12:00'))).toBe(100);
    expect(hpAt(withRecords({}), at('12:00'), 150)).toBe(150);
  });

  it('does not go above the Starting HP (150): a gain at full is lost', () => {
    const waterLogs = Array.from({ length: 10 }, (_, i) => water(at(`09:0${i}`), 8));
    expect(hpAt(withRecords({ waterLogs }), at('12:00'), 150)).toBe(150);
    // Full, then -20: 130, not 150 + 20 - 20.
    const records = withRecords({ waterLogs, tasks: [overdue('t1', 20, at('10:00'))] });
    expect(hpAt(records, at('12:00'), 150)).toBe(130);
  });

  it('does not go below 0: a drain at 0 is lost, the next gain counts from 0', () => {
    const tasks = Array.from({ length: 5 }, (_, i) => overdue(`t${i}`, 50, at(`08:0${i}`)));
    expect(hpAt(withRecords({ tasks }), at('12:00'))).toBe(0);
    expect(hpAt(withRecords({ tasks, waterLogs: [water(at('09:00'))] }), at('12:00'))).toBe(2);
  });

  it('applies events in time order, whatever order the records are in', () => {
    // Drain to 0 at 08:00, then +2 at 09:00: 2. In the given order (water first) it would be 0.
    const records = withRecords({ waterLogs: [water(at('09:00'))], tasks: [overdue('t1', 50, at('08:00')), overdue('t2', 50, at('08:00'))] });
    expect(hpAt(records, at('12:00'))).toBe(2);
  });
});

describe('water', () => {
  it('gives +2 HP per log at the time it was logged', () => {
    const records = withRecords({ tasks: [overdue('t1', 30, at('08:00'))], waterLogs: [water(at('09:00')), water(at('10:00'), 8)] });
    expect(hpAt(records, at('12:00'))).toBe(74);
    expect(hpAt(records, at('09:30'))).toBe(72);
  });
});

describe('priority tasks', () => {
  const drained = withRecords({ tasks: [overdue('drain', 40, at('07:00'))] });

  it('gives +hpImpact when completed on time, at the completion', () => {
    const done = task({ id: 't1', hpImpact: 15, dueDate: at('11:00'), completedAt: at('10:00') });
    expect(hpAt(withRecords({ tasks: [...drained.tasks, done] }), at('12:00'))).toBe(75);
    expect(hpAt(withRecords({ tasks: [...drained.tasks, done] }), at('09:59'))).toBe(60);
  });

  it('counts a completion at the due instant itself as on time', () => {
    const done = task({ id: 't1', hpImpact: 15, dueDate: at('11:00'), completedAt: at('11:00') });
    expect(hpAt(withRecords({ tasks: [...drained.tasks, done] }), at('12:00'))).toBe(75);
  });

  it('drains hpImpact once the due instant has passed without a completion', () => {
    const open = overdue('t1', 25, at('11:00'));
    expect(hpAt(withRecords({ tasks: [open] }), at('11:00'))).toBe(100);
    expect(hpAt(withRecords({ tasks: [open] }), '2026-11-10T16:00:00.001Z')).toBe(75);
    expect(hpAt(withRecords({ tasks: [open] }), '2026-12-10T16:00:00.000Z')).toBe(75);
  });

  it('changes no HP for a late completion: the drain stays, nothing is added', () => {
    const late = task({ id: 't1', hpImpact: 25, dueDate: at('11:00'), completedAt: at('11:30') });
    expect(hpAt(withRecords({ tasks: [late] }), at('12:00'))).toBe(75);
    expect(hpAt(withRecords({ tasks: [late] }), at('12:00'))).toBe(hpAt(withRecords({ tasks: [overdue('t1', 25, at('11:00'))] }), at('12:00')));
  });

  it('drains an overdue task once even when it is given twice and the records are shuffled', () => {
    const open = overdue('t1', 25, at('11:00'));
    const others = [water(at('08:00'), 8), water(at('13:00'), 8)];
    for (let seed = 1; seed <= 5; seed += 1) {
      const tasks = shuffled([open, { ...open }, open], seed);
      expect(hpAt(withRecords({ tasks, waterLogs: shuffled(others, seed) }), at('14:00'))).toBe(77);
    }
  });

  it('lets the earliest completion win between two devices copies of a task', () => {
    const open = overdue('t1', 25, at('11:00'));
    const completedOnTime = { ...open, completedAt: at('10:00') };
    const completedLate = { ...open, completedAt: at('11:30') };
    expect(hpAt(withRecords({ tasks: [open, completedOnTime] }), at('12:00'))).toBe(100);
    expect(hpAt(withRecords({ tasks: [completedLate, completedOnTime, open] }), at('12:00'))).toBe(100);
    expect(hpAt(withRecords({ tasks: [completedLate, open] }), at('12:00'))).toBe(75);
  });

  it('treats a completion stamped after now as not done yet', () => {
    const done = task({ id: 't1', hpImpact: 25, dueDate: at('11:00'), completedAt: at('10:00') });
    expect(hpAt(withRecords({ tasks: [...drained.tasks, done] }), at('09:00'))).toBe(60);
  });
});

describe('goal reset penalty', () => {
  it('takes 20 HP when the reset had the penalty on, none when off', () => {
    expect(hpAt(withRecords({ goalResets: [goalReset('r1', at('10:00'))] }), at('12:00'))).toBe(80);
    expect(hpAt(withRecords({ goalResets: [goalReset('r1', at('10:00'), false)] }), at('12:00'))).toBe(100);
  });

  it('takes it once per reset, and not before it happened', () => {
    const reset = goalReset('r1', at('10:00'));
    expect(hpAt(withRecords({ goalResets: [reset, reset] }), at('12:00'))).toBe(80);
    expect(hpAt(withRecords({ goalResets: [reset] }), at('09:00'))).toBe(100);
  });
});

describe('events at the same instant', () => {
  it('apply gains before drains', () => {
    const same = at('10:00');
    const records = withRecords({ waterLogs: [water(same)], tasks: [overdue('t1', 10, same)] });
    // At full: +2 is lost, then -10: 90 (a drain first would give 92).
    expect(hpAt(records, at('12:00'))).toBe(90);
  });

  it('lists each kind of event in its own stream, in time order', () => {
    const records = withRecords({
      waterLogs: [water(at('09:00')), water(at('08:30'), 8)],
      tasks: [
        overdue('late', 5, at('08:00')),
        task({ id: 'done-b', dueDate: at('11:00'), completedAt: at('10:00') }),
        task({ id: 'done-a', dueDate: at('11:30'), completedAt: at('09:30'), hpImpact: 20 }),
      ],
      goalResets: [goalReset('r1', at('11:00')), goalReset('r2', at('11:00'), false)],
    });
    const streams = hpEventStreams(prepareStatsRecords(records, Date.parse(at('12:00'))));
    expect(streams.map((s) => s.kind)).toEqual([HP_EVENT_KIND.water, HP_EVENT_KIND.taskOnTime, HP_EVENT_KIND.taskOverdue, HP_EVENT_KIND.goalReset]);
    expect(streams.map((s) => Array.from(s.delta))).toEqual([[2, 2], [20, 10], [-5], [-20]]);
    expect(Array.from(streams[1]?.at ?? [])).toEqual([Date.parse(at('09:30')), Date.parse(at('10:00'))]);
  });
});
