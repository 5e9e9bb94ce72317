import { describe, expect, it } from 'vitest';
import { currentNotifications, dueWaterReminder, nextWaterReminder, snoozedWaterReminder, unreadNotifications, type NotificationInput } from './notifications';
import type { Goal } from './records';
import { localTime, nySettings, task, water } from './stats-fixtures';

const D = '2026-11-21';
const at = (clock: string) => localTime(D, clock);
const none = { tasks: [], goals: [], waterLogs: [] };
// Water reminders off unless a test is about them: at noon one is always due otherwise.
const quietWater = nySettings({ waterReminders: false });
const input = (parts: Partial<NotificationInput>): NotificationInput => ({ ...none, settings: quietWater, now: at('12:00'), ...parts });

function goal(id: string, endDate: string, achievedAt: string | null = null): Goal {
  return { id, title: `Goal ${id}`, description: 'Ten chars at least', startDate: '2026-08-23T00:00:00.000Z', endDate, penalty: 100, createdAt: '2026-08-23T00:00:00.000Z', achievedAt };
}

describe('task alerts', () => {
  it('announces an open task due within the hour, from one hour before its due time', () => {
    const soon = task({ id: 't1', title: 'Call the bank', dueDate: at('12:45') });
    const later = task({ id: 't2', dueDate: at('13:00') });
    // Newest first: the 13:00 task became "due soon" at 12:00, the 12:45 one at 11:45.
    const [newer, older] = currentNotifications(input({ tasks: [soon, later], now: at('12:00') }));
    expect(older).toEqual({
      key: 'task-due-soon:t1',
      kind: 'task-due-soon',
      at: Date.parse(at('11:45')),
      title: 'Task due soon',
      body: '"Call the bank" is due within the hour.',
      path: '/priority',
    });
    // Due exactly one hour from now counts; a minute more does not.
    expect(newer?.key).toBe('task-due-soon:t2');
    expect(currentNotifications(input({ tasks: [task({ id: 't3', dueDate: at('13:01') })] }))).toEqual([]);
  });

  it('announces an overdue task from its due time for a week, and nothing for a completed one', () => {
    const overdue = task({ id: 't1', title: 'Pay rent', hpImpact: 15, dueDate: at('11:00') });
    const done = task({ id: 't2', dueDate: at('11:00'), completedAt: at('10:00') });
    expect(currentNotifications(input({ tasks: [overdue, done] }))).toEqual([
      { key: 'task-overdue:t1', kind: 'task-overdue', at: Date.parse(at('11:00')), title: 'Task overdue', body: '"Pay rent" is overdue: -15 HP.', path: '/priority' },
    ]);
    const eightDaysLater = Date.parse(at('11:00')) + 8 * 86_400_000;
    expect(currentNotifications(input({ tasks: [overdue], now: eightDaysLater }))).toEqual([]);
  });
});

describe('water reminders', () => {
  // Default schedule: 07:00 to 22:00 every 90 minutes: 07:00, 08:30, 10:00, 11:30, 13:00...
  it('gives the latest reminder that has come while under target', () => {
    const reminder = dueWaterReminder([water(at('08:00'), 16)], nySettings(), at('12:00'));
    expect(reminder).toMatchObject({ key: `water-reminder:${Date.parse(at('11:30'))}`, body: '16 of 128 oz so far today.', path: '/water' });
  });

  it('is answered by a drink since one interval before it, and silent once the target is met', () => {
    expect(dueWaterReminder([water(at('10:05'), 8)], nySettings(), at('12:00'))).toBeNull();
    expect(dueWaterReminder([water(at('11:45'), 8)], nySettings(), at('12:00'))).toBeNull();
    expect(dueWaterReminder([water(at('09:00'), 128)], nySettings(), at('12:00'))).toBeNull();
    expect(dueWaterReminder([], nySettings({ dailyTargetOz: 64 }), at('12:00'))).not.toBeNull();
  });

  it('has none before the first reminder of the day or in quiet hours', () => {
    expect(dueWaterReminder([], nySettings(), at('06:59'))).toBeNull();
    // Every 90 minutes from 07:00 the last before 22:00 is 20:30; 22:00 itself is quiet.
    expect(dueWaterReminder([], nySettings(), at('23:30'))?.at).toBe(Date.parse(at('20:30')));
  });
});

describe('the next water reminder', () => {
  it('is the first of the schedule still to come', () => {
    expect(nextWaterReminder([], nySettings(), at('09:59'))).toBe(Date.parse(at('10:00')));
    // One due at this very instant has come: the bell lists it; the next is the one after.
    expect(nextWaterReminder([], nySettings(), at('10:00'))).toBe(Date.parse(at('11:30')));
  });

  it('skips one a drink already answers, as the bell will then', () => {
    // 10:05 is within 90 minutes before 11:30, not before 13:00.
    const drink = [water(at('10:05'), 8)];
    expect(nextWaterReminder(drink, nySettings(), at('10:10'))).toBe(Date.parse(at('13:00')));
    expect(dueWaterReminder(drink, nySettings(), at('11:30'))).toBeNull();
    expect(dueWaterReminder(drink, nySettings(), at('13:00'))?.at).toBe(Date.parse(at('13:00')));
  });

  it('is none once the target is met, with Water Reminders off, or after the last of the day', () => {
    expect(nextWaterReminder([water(at('09:00'), 128)], nySettings(), at('10:00'))).toBeNull();
    expect(nextWaterReminder([], nySettings({ waterReminders: false }), at('10:00'))).toBeNull();
    expect(nextWaterReminder([], nySettings(), at('20:30'))).toBeNull();
  });
});

describe('a snoozed water reminder', () => {
  // Snooze tapped at 10:05: one interval (90 minutes) later, 11:35.
  const until = Date.parse(at('11:35'));
  it('is due from the end of the snooze for one interval', () => {
    expect(snoozedWaterReminder([], nySettings(), until, at('11:34'))).toBeNull();
    expect(snoozedWaterReminder([water(at('09:00'), 16)], nySettings(), until, at('11:35'))).toEqual({
      key: `water-reminder:snoozed:${until}`,
      kind: 'water-reminder',
      at: until,
      title: 'Time to drink water',
      body: '16 of 128 oz so far today.',
      path: '/water',
    });
    expect(snoozedWaterReminder([], nySettings(), until, at('13:05'))).not.toBeNull();
    expect(snoozedWaterReminder([], nySettings(), until, at('13:06'))).toBeNull();
  });

  it('is answered by a drink since the tap, the target, reminders off, or an end in quiet hours', () => {
    expect(snoozedWaterReminder([water(at('10:06'), 8)], nySettings(), until, at('11:40'))).toBeNull();
    expect(snoozedWaterReminder([water(at('08:00'), 128)], nySettings(), until, at('11:40'))).toBeNull();
    expect(snoozedWaterReminder([], nySettings({ waterReminders: false }), until, at('11:40'))).toBeNull();
    expect(snoozedWaterReminder([], nySettings({ notificationsEnabled: false }), until, at('11:40'))).toBeNull();
    const late = Date.parse(at('22:10'));
    expect(snoozedWaterReminder([], nySettings({ reminderEnd: '23:00' }), late, at('22:10'))).toBeNull();
    expect(snoozedWaterReminder([], nySettings({ reminderEnd: '23:00', quietHoursStart: '23:00' }), late, at('22:10'))).not.toBeNull();
  });
});

it('announces a goal that reached its 90 days until it is marked achieved', () => {
  const finished = goal('g1', at('09:00'));
  expect(currentNotifications(input({ goals: [finished, goal('g2', at('12:30')), goal('g3', at('09:00'), at('10:00'))] }))).toEqual([
    {
      key: `goal-finished:g1:${finished.endDate}`,
      kind: 'goal-finished',
      at: Date.parse(at('09:00')),
      title: 'Goal finished',
      body: '"Goal g1" reached its 90 days. Mark it achieved for +500 XP.',
      path: '/goals',
    },
  ]);
});

describe('the Settings toggles', () => {
  const everything = input({
    tasks: [task({ id: 't1', dueDate: at('11:00') })],
    goals: [goal('g1', at('09:00'))],
    waterLogs: [],
    settings: nySettings(),
  });
  it('lists everything newest first with all on', () => {
    expect(currentNotifications(everything).map((n) => n.kind)).toEqual(['water-reminder', 'task-overdue', 'goal-finished']);
  });
  it('drops task alerts, water reminders, or everything, as switched off', () => {
    const kinds = (settings: Partial<ReturnType<typeof nySettings>>) =>
      currentNotifications({ ...everything, settings: nySettings(settings) }).map((n) => n.kind);
    expect(kinds({ taskDeadlineAlerts: false })).toEqual(['water-reminder', 'goal-finished']);
    expect(kinds({ waterReminders: false })).toEqual(['task-overdue', 'goal-finished']);
    expect(kinds({ notificationsEnabled: false })).toEqual([]);
  });
  it('makes no water reminder while a restore may still bring today\'s water, and the rest as before', () => {
    expect(currentNotifications({ ...everything, restoring: true }).map((n) => n.kind)).toEqual(['task-overdue', 'goal-finished']);
    expect(currentNotifications({ ...everything, restoring: false }).map((n) => n.kind)).toEqual(['water-reminder', 'task-overdue', 'goal-finished']);
  });
});

it('unread are those whose key was not read', () => {
  const all = currentNotifications(input({ settings: nySettings(), tasks: [task({ id: 't1', dueDate: at('11:00') })], goals: [goal('g1', at('09:00'))], waterLogs: [water(at('11:50'), 8)] }));
  expect(unreadNotifications(all, new Set(['task-overdue:t1'])).map((n) => n.kind)).toEqual(['goal-finished']);
});
