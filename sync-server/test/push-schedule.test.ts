/**
 * The push scheduler as a pure function of settings, records and time (issue 12): what is sent,
 * when, how long a push service keeps it, and that nothing goes out twice.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, isoToDayNumber, wallTimeToInstant, type Goal, type Settings, type Task, type WaterLog } from '@ninety/domain';
import { pushesDue, type PushMessage, type ScheduleInput } from '../src/push/schedule';

const NY = 'America/New_York';
const settings = (overrides: Partial<Settings> = {}): Settings => ({ ...DEFAULT_SETTINGS, timeZone: NY, ...overrides });

/** Epoch ms of a wall-clock time on a date in New York. */
function ny(date: string, clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return wallTimeToInstant(isoToDayNumber(date), h! * 60 + m!, NY);
}
const iso = (ms: number) => new Date(ms).toISOString();

function input(parts: Partial<ScheduleInput> & { now: number }): ScheduleInput {
  return { tasks: [], goals: [], waterLogs: [], settings: settings(), sent: new Set(), snoozedUntil: null, ...parts };
}
const water = (at: number, amount = 8): WaterLog => ({ id: `w${at}`, amount, loggedAt: iso(at) });
const task = (id: string, due: number, completedAt: string | null = null): Task => ({
  id,
  title: `Task ${id}`,
  dueDate: iso(due),
  hpImpact: 10,
  createdAt: iso(due - 24 * 3_600_000),
  completedAt,
});

/**
 * Runs the scheduler once a minute from `from` to `to`, as the server does, remembering what it
 * sent: answers the local time ("HH:MM") of every push and its message.
 */
function runMinutes(from: number, to: number, parts: Partial<ScheduleInput> = {}): Array<{ at: string; message: PushMessage }> {
  const sent = new Set<string>();
  const pushes: Array<{ at: string; message: PushMessage }> = [];
  for (let now = from; now <= to; now += 60_000) {
    // The records as they stand at `now`: a drink logged later does not exist yet.
    const waterLogs = [...(parts.waterLogs ?? [])].filter((log) => Date.parse(log.loggedAt) <= now);
    for (const message of pushesDue(input({ ...parts, waterLogs, now, sent }))) {
      sent.add(message.payload.key);
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: NY, month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(now);
      pushes.push({ at: local, message });
    }
  }
  return pushes;
}

describe('water reminders', () => {
  it('go out every interval from the start time, once each, and stop at quiet hours', () => {
    const pushes = runMinutes(ny('2026-11-21', '00:00'), ny('2026-11-21', '23:59'));
    // Default schedule 07:00 to 22:00 every 90 minutes; 22:00 itself is quiet (22:00 to 07:00).
    expect(pushes.map((p) => p.at.slice(-5))).toEqual(['07:00', '08:30', '10:00', '11:30', '13:00', '14:30', '16:00', '17:30', '19:00', '20:30']);
    expect(pushes[0]!.message).toEqual({
      payload: {
        kind: 'water-reminder',
        key: `water-reminder:${ny('2026-11-21', '07:00')}`,
        title: 'Time to drink water',
        body: '0 of 128 oz so far today.',
        url: '/water',
      },
      // Stale at the next reminder: a push service keeps it one interval, and repeats collapse.
      ttlSeconds: 90 * 60,
      topic: 'water-reminder',
      urgency: 'normal',
    });
  });

  it('never fall in quiet hours that run across midnight', () => {
    const allDay = settings({ reminderStart: '00:00', reminderEnd: '23:59', reminderIntervalMin: 60, quietHoursStart: '21:30', quietHoursEnd: '06:00' });
    const pushes = runMinutes(ny('2026-11-21', '12:00'), ny('2026-11-22', '08:00'), { settings: allDay });
    expect(pushes.map((p) => p.at)).toEqual([
      '21/11, 12:00', '21/11, 13:00', '21/11, 14:00', '21/11, 15:00', '21/11, 16:00', '21/11, 17:00',
      '21/11, 18:00', '21/11, 19:00', '21/11, 20:00', '21/11, 21:00',
      // Nothing from 21:30 through the night; the first of the next day at 06:00.
      '22/11, 06:00', '22/11, 07:00', '22/11, 08:00',
    ]);
  });

  it('keep local times across the spring-forward and fall-back days', () => {
    const local = (date: string) => runMinutes(ny(date, '00:00'), ny(date, '23:59')).map((p) => p.at.slice(-5));
    const expected = ['07:00', '08:30', '10:00', '11:30', '13:00', '14:30', '16:00', '17:30', '19:00', '20:30'];
    expect(local('2026-03-08')).toEqual(expected);
    expect(local('2026-11-01')).toEqual(expected);
    // 07:00 is 11:00 UTC on the 23-hour day and 12:00 UTC on the 25-hour day.
    expect(runMinutes(ny('2026-03-08', '00:00'), ny('2026-03-08', '07:00'))[0]!.message.payload.key).toBe(`water-reminder:${Date.parse('2026-03-08T11:00:00Z')}`);
    expect(runMinutes(ny('2026-11-01', '00:00'), ny('2026-11-01', '07:00'))[0]!.message.payload.key).toBe(`water-reminder:${Date.parse('2026-11-01T12:00:00Z')}`);
  });

  it('stop once the target is reached, and skip a reminder a drink within the interval answered', () => {
    const drinks = [water(ny('2026-11-21', '09:45'), 16), water(ny('2026-11-21', '15:00'), 112)];
    const pushes = runMinutes(ny('2026-11-21', '00:00'), ny('2026-11-21', '23:59'), { waterLogs: drinks });
    // 10:00 is answered by the 09:45 drink; from 15:00 the 128 oz target is met.
    expect(pushes.map((p) => p.at.slice(-5))).toEqual(['07:00', '08:30', '11:30', '13:00', '14:30']);
    expect(pushes[2]!.message.payload.body).toBe('16 of 128 oz so far today.');
  });

  it('are not sent twice for one reminder, a restart included, and a late pass still sends it within the interval', () => {
    const at0700 = ny('2026-11-21', '07:00');
    const key = `water-reminder:${at0700}`;
    // The server was down from 06:50 to 08:10: the 07:00 reminder still goes out, once.
    expect(pushesDue(input({ now: ny('2026-11-21', '08:10') })).map((m) => m.payload.key)).toEqual([key]);
    expect(pushesDue(input({ now: ny('2026-11-21', '08:10'), sent: new Set([key]) }))).toEqual([]);
    // After 08:30 the 08:30 reminder replaces it.
    expect(pushesDue(input({ now: ny('2026-11-21', '08:31'), sent: new Set([key]) })).map((m) => m.payload.key)).toEqual([`water-reminder:${ny('2026-11-21', '08:30')}`]);
  });

  it('come back one interval after a Snooze, instead of the ones it pushed back', () => {
    const tap = ny('2026-11-21', '08:40');
    const snoozedUntil = tap + 90 * 60_000;
    const pushes = runMinutes(ny('2026-11-21', '06:59'), ny('2026-11-21', '14:00'), { snoozedUntil });
    // 07:00 and 08:30 before the tap; 10:00 is pushed back to 10:10, the end of the snooze;
    // 11:30 as usual.
    expect(pushes.map((p) => p.at.slice(-5))).toEqual(['07:00', '08:30', '10:10', '11:30', '13:00']);
    expect(pushes[2]!.message).toMatchObject({ topic: 'water-reminder', payload: { kind: 'water-reminder', url: '/water' } });
  });

  it('after a Snooze, stay silent if the user drank, met the target, or the snooze ends in quiet hours', () => {
    const tap = ny('2026-11-21', '09:00');
    const until = tap + 90 * 60_000;
    const kinds = (parts: Partial<Omit<ScheduleInput, 'now'>>) => pushesDue(input({ now: until, snoozedUntil: until, ...parts })).map((m) => m.payload.key);
    expect(kinds({})).toEqual([`water-reminder:snoozed:${until}`]);
    expect(kinds({ waterLogs: [water(tap + 60_000)] })).toEqual([]);
    expect(kinds({ waterLogs: [water(tap - 3_600_000, 128)] })).toEqual([]);
    const lateTap = ny('2026-11-21', '21:00');
    expect(pushesDue(input({ now: lateTap + 90 * 60_000, snoozedUntil: lateTap + 90 * 60_000 }))).toEqual([]);
  });

  it('follow the Settings toggles', () => {
    const noon = ny('2026-11-21', '11:30');
    expect(pushesDue(input({ now: noon, settings: settings({ waterReminders: false }) }))).toEqual([]);
    expect(pushesDue(input({ now: noon, settings: settings({ notificationsEnabled: false }) }))).toEqual([]);
    expect(pushesDue(input({ now: noon }))).toHaveLength(1);
  });
});

describe('task deadline alerts', () => {
  it('go out an hour before the due time and as soon as the task is overdue, each once', () => {
    const due = ny('2026-11-21', '15:00');
    const pushes = runMinutes(ny('2026-11-21', '12:00'), ny('2026-11-21', '18:00'), {
      tasks: [task('0190f5e4-0000-7000-8000-000000000001', due)],
      settings: settings({ waterReminders: false }),
    });
    // Overdue once past the due instant: the first pass after 15:00.
    expect(pushes.map((p) => [p.at.slice(-5), p.message.payload.kind])).toEqual([
      ['14:00', 'task-due-soon'],
      ['15:01', 'task-overdue'],
    ]);
    const [soon, overdue] = pushes.map((p) => p.message);
    // Kept until the due time; an overdue alert until six hours past it. A topic per task, at
    // most 32 URL-safe characters.
    expect(soon).toMatchObject({ ttlSeconds: 3600, urgency: 'high', topic: 't0190f5e4000070008000000000000001'.slice(0, 32) });
    expect(overdue).toMatchObject({ ttlSeconds: 6 * 3600 - 60, urgency: 'high', payload: { body: '"Task 0190f5e4-0000-7000-8000-000000000001" is overdue: -10 HP.', url: '/priority' } });
    expect(overdue!.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });

  it('send nothing for a completed task, a task whose alert is stale, or with the toggle off', () => {
    const due = ny('2026-11-21', '15:00');
    const done = task('a', due, iso(ny('2026-11-21', '13:00')));
    expect(runMinutes(ny('2026-11-21', '12:00'), ny('2026-11-21', '18:00'), { tasks: [done], settings: settings({ waterReminders: false }) })).toEqual([]);
    // A pass long after the due time sends the overdue alert only, not a "due soon" from before.
    expect(pushesDue(input({ now: ny('2026-11-21', '16:00'), tasks: [task('b', due)], settings: settings({ waterReminders: false }) })).map((m) => m.payload.kind)).toEqual(['task-overdue']);
    // Overdue for more than six hours: the inbox still shows it, but no push goes out now.
    expect(pushesDue(input({ now: ny('2026-11-21', '21:01'), tasks: [task('b', due)], settings: settings({ waterReminders: false }) }))).toEqual([]);
    expect(pushesDue(input({ now: ny('2026-11-21', '14:30'), tasks: [task('c', due)], settings: settings({ waterReminders: false, taskDeadlineAlerts: false }) }))).toEqual([]);
  });
});

describe('goal finished', () => {
  it('goes out when a goal reaches its 90 days, once, and again only after a paid reset', () => {
    const end = ny('2026-11-21', '09:00');
    const goal: Goal = {
      id: 'g1',
      title: 'Run a marathon',
      description: 'Ten chars at least',
      startDate: iso(end - 90 * 86_400_000),
      endDate: iso(end),
      penalty: 100,
      createdAt: iso(end - 90 * 86_400_000),
      achievedAt: null,
    };
    const quiet = settings({ waterReminders: false });
    const pushes = runMinutes(ny('2026-11-21', '08:00'), ny('2026-11-21', '12:00'), { goals: [goal], settings: quiet });
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.at.slice(-5)).toBe('09:00');
    expect(pushes[0]!.message.payload).toMatchObject({ kind: 'goal-finished', title: 'Goal finished', url: '/goals' });
    expect(pushesDue(input({ now: ny('2026-11-21', '10:00'), goals: [{ ...goal, achievedAt: iso(ny('2026-11-21', '09:30')) }], settings: quiet }))).toEqual([]);
  });
});
