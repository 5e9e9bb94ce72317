import { describe, expect, it } from 'vitest';
import { actionTime } from '../action-times';
import { emptyRecords } from '../records';
import { MUTATIONS } from './index';
import type { SettingKey } from '../records';
import type { Held, Register } from './reads';
import { refusalMessage } from './refusals';

const at = (iso: string) => actionTime(iso, iso);
const log = { id: 'w1', amount: 8, loggedAt: '2026-11-21T09:00:00.000Z' };

describe('mutation rules, decided from what was read', () => {
  it('water.log stores a new log at the action time, and a replay changes nothing', () => {
    const rules = MUTATIONS['water.log'];
    const fresh = rules.decide({ log: null }, { id: 'w1', amount: 8 }, at('2026-11-21T09:00:00.000Z'));
    expect(fresh).toEqual({ changes: [{ kind: 'put', table: 'waterLogs', row: log }], value: { log, created: true } });
    const replay = rules.decide({ log: { live: log } }, { id: 'w1', amount: 8 }, at('2026-11-21T09:05:00.000Z'));
    expect(replay).toEqual({ changes: [], value: { log, created: false } });
    expect(rules.decide({ log: { deleted: true } }, { id: 'w1', amount: 8 }, at('2026-11-21T09:05:00.000Z'))).toMatchObject({ changes: [] });
  });

  it('water.delete is refused by code after 10 minutes, or when dated before the log', () => {
    const rules = MUTATIONS['water.delete'];
    expect(rules.decide({ log: { live: log } }, { id: 'w1' }, at('2026-11-21T09:09:59.000Z'))).toEqual({
      changes: [{ kind: 'remove', table: 'waterLogs', id: 'w1' }],
      value: undefined,
    });
    expect(rules.decide({ log: { live: log } }, { id: 'w1' }, at('2026-11-21T09:10:01.000Z'))).toEqual({ refused: { code: 'water-undo-expired' } });
    expect(rules.decide({ log: { live: log } }, { id: 'w1' }, at('2001-01-01T00:00:00.000Z'))).toEqual({ refused: { code: 'change-before-record' } });
    expect(rules.decide({ log: null }, { id: 'w1' }, at('2026-11-21T09:01:00.000Z'))).toEqual({ refused: { code: 'water-log-not-found' } });
    expect(rules.decide({ log: { deleted: true } }, { id: 'w1' }, at('2026-11-21T09:01:00.000Z'))).toEqual({ changes: [], value: undefined });
  });

  it('task.delete takes back a task for 10 minutes while it is not completed; again changes nothing', () => {
    const rules = MUTATIONS['task.delete'];
    const task = { id: 't1', title: 'Call the bank', dueDate: '2026-11-21T12:00:00.000Z', hpImpact: 10, createdAt: '2026-11-21T09:00:00.000Z', completedAt: null };
    expect(rules.decide({ task: { live: task } }, { id: 't1' }, at('2026-11-21T09:10:00.000Z'))).toEqual({
      changes: [{ kind: 'remove', table: 'tasks', id: 't1' }],
      value: undefined,
    });
    expect(rules.decide({ task: { live: task } }, { id: 't1' }, at('2026-11-21T09:10:00.001Z'))).toEqual({ refused: { code: 'task-undo-expired' } });
    const completed = { ...task, completedAt: '2026-11-21T09:02:00.000Z' };
    expect(rules.decide({ task: { live: completed } }, { id: 't1' }, at('2026-11-21T09:03:00.000Z'))).toEqual({ refused: { code: 'task-undo-expired' } });
    expect(rules.decide({ task: { live: task } }, { id: 't1' }, at('2001-01-01T00:00:00.000Z'))).toEqual({ refused: { code: 'change-before-record' } });
    expect(rules.decide({ task: null }, { id: 't1' }, at('2026-11-21T09:01:00.000Z'))).toEqual({ refused: { code: 'task-not-found' } });
    expect(rules.decide({ task: { deleted: true } }, { id: 't1' }, at('2026-11-21T09:01:00.000Z'))).toEqual({ changes: [], value: undefined });
    // The task.create replayed after it (another device, a resend) does not bring it back.
    expect(MUTATIONS['task.create'].decide({ task: { deleted: true } }, task, at('2026-11-21T09:00:00.000Z'))).toMatchObject({ changes: [] });
  });

  it('weight.delete takes back an entry for 10 minutes; again changes nothing, and a replayed log does not bring it back', () => {
    const rules = MUTATIONS['weight.delete'];
    const entry = { id: 'g1', weight: 118, loggedAt: '2026-11-21T09:00:00.000Z' };
    expect(rules.decide({ entry: { live: entry } }, { id: 'g1' }, at('2026-11-21T09:10:00.000Z'))).toEqual({
      changes: [{ kind: 'remove', table: 'weights', id: 'g1' }],
      value: undefined,
    });
    expect(rules.decide({ entry: { live: entry } }, { id: 'g1' }, at('2026-11-21T09:10:00.001Z'))).toEqual({ refused: { code: 'weight-undo-expired' } });
    expect(rules.decide({ entry: { live: entry } }, { id: 'g1' }, at('2001-01-01T00:00:00.000Z'))).toEqual({ refused: { code: 'change-before-record' } });
    expect(rules.decide({ entry: null }, { id: 'g1' }, at('2026-11-21T09:01:00.000Z'))).toEqual({ refused: { code: 'weight-not-found' } });
    expect(rules.decide({ entry: { deleted: true } }, { id: 'g1' }, at('2026-11-21T09:01:00.000Z'))).toEqual({ changes: [], value: undefined });
    expect(MUTATIONS['weight.log'].decide({ entry: { deleted: true } }, { id: 'g1', weight: 118 }, at('2026-11-21T09:00:00.000Z'))).toMatchObject({ changes: [] });
  });

  it('settings.update writes only the fields whose action is later than what is held', () => {
    const held = new Map<SettingKey, Register>();
    held.set('dailyTargetOz', { value: 100, updatedAt: '2026-11-21T10:00:00.000Z' } as Register);
    held.set('startingHp', { updatedAt: '2026-11-21T08:00:00.000Z', removed: true });
    const outcome = MUTATIONS['settings.update'].decide({ held }, { dailyTargetOz: 96, startingHp: 120 }, at('2026-11-21T09:00:00.000Z'));
    expect(outcome).toEqual({
      changes: [{ kind: 'put-setting', setting: { key: 'startingHp', value: 120, updatedAt: '2026-11-21T09:00:00.000Z' } }],
      value: undefined,
    });
  });

  it('settings.defaultZone stores the zone a device starts with only where none is held', () => {
    const rules = MUTATIONS['settings.defaultZone'];
    const start = at('2026-11-21T09:00:00.000Z');
    // Dated before any choice (DEFAULT_SETTING_AT), so that any zone the user chose wins over it.
    const stored = { kind: 'put-setting', setting: { key: 'timeZone', value: 'Asia/Tokyo', updatedAt: '2000-01-01T00:00:00.000Z' } };
    expect(rules.decide({ held: new Map() }, { timeZone: 'Asia/Tokyo' }, start)).toEqual({ changes: [stored], value: undefined });
    // A zone chosen earlier, here or on another device, stays: the later time of a start does not win.
    const chosen = new Map<SettingKey, Register>([['timeZone', { value: 'Europe/London', updatedAt: '2026-11-20T09:00:00.000Z' } as Register]]);
    expect(rules.decide({ held: chosen }, { timeZone: 'Asia/Tokyo' }, start)).toEqual({ changes: [], value: undefined });
    // Removed by an import before the start, it is set again; removed after it, it stays removed.
    const removedBefore = new Map<SettingKey, Register>([['timeZone', { updatedAt: '2026-11-21T08:00:00.000Z', removed: true }]]);
    expect(rules.decide({ held: removedBefore }, { timeZone: 'Asia/Tokyo' }, start)).toEqual({ changes: [stored], value: undefined });
    const removedAfter = new Map<SettingKey, Register>([['timeZone', { updatedAt: '2026-11-21T10:00:00.000Z', removed: true }]]);
    expect(rules.decide({ held: removedAfter }, { timeZone: 'Asia/Tokyo' }, start)).toEqual({ changes: [], value: undefined });
  });

  it("a zone the user chose wins over a device's default, whichever reaches the server first", () => {
    // Chosen on a phone that has not synced yet, then a new phone's first start a day later.
    type Held = Map<SettingKey, Register>;
    const choose = (held: Held) => MUTATIONS['settings.update'].decide({ held }, { timeZone: 'Asia/Tokyo' }, at('2026-11-20T09:00:00.000Z'));
    const start = (held: Held) => MUTATIONS['settings.defaultZone'].decide({ held }, { timeZone: 'Europe/Paris' }, at('2026-11-21T09:00:00.000Z'));
    for (const arrivals of [[choose, start], [start, choose]]) {
      const held: Held = new Map();
      for (const decide of arrivals) {
        const outcome = decide(held);
        if (!('changes' in outcome)) throw new Error('refused');
        for (const change of outcome.changes) if (change.kind === 'put-setting') held.set(change.setting.key, change.setting as Register);
      }
      expect(held.get('timeZone')).toMatchObject({ value: 'Asia/Tokyo' });
    }
  });

  it('data.import refuses a payment another reset used, pointing at the row, before any change', () => {
    const reset = { id: 'r2', goalId: 'g1', paymentId: 'pi_1', amount: 100, resetAt: '2026-11-21T09:00:00.000Z' };
    const records = { ...emptyRecords(), goalResets: [reset] };
    const held: Held = { ids: { ...emptyRecords(), settings: undefined } as never, settingKeys: [] };
    const outcome = MUTATIONS['data.import'].decide(
      { held, payments: new Map([['pi_1', 'r1']]) },
      { document: { records } as never },
      at('2026-11-21T09:00:00.000Z'),
    );
    expect(outcome).toEqual({ refused: { code: 'payment-already-used', path: 'goalResets[0].paymentId' } });
    expect(refusalMessage((outcome as { refused: never }).refused)).toBe('goalResets[0].paymentId: This payment has already reset a goal');
  });

  it('quest.generate keeps a creation time from a clock far ahead as the time the action is applied', () => {
    const quest = {
      id: 'q1', title: 'Walk', description: 'Walk 10 minutes', traitName: 'Fitness' as const, duration: '10 min', durationMinutes: 10,
      xpReward: 50, difficulty: 'easy' as const, isFear: false, createdAt: '2026-11-22T09:00:00.000Z', startedAt: null, completedAt: null,
    };
    const outcome = MUTATIONS['quest.generate'].decide(
      { knownIds: new Set() },
      { quests: [quest] },
      actionTime('2026-11-21T09:00:00.000Z', '2026-11-21T09:00:00.000Z'),
    );
    expect(outcome).toMatchObject({ value: [{ id: 'q1', createdAt: '2026-11-21T09:00:00.000Z' }] });
  });
});
