import { describe, expect, it } from 'vitest';
import { canUndoWaterLog, scheduleSilence, waterForDay, waterPace, waterReminderTimes } from './water';
import { type WaterLog } from './records';
import { hpAfter } from './hp';
import { DEFAULT_SETTINGS } from './settings';
import { isoToDayNumber } from './time';

const NY = 'America/New_York';
const log = (id: string, amount: number, loggedAt: string): WaterLog => ({ id, amount, loggedAt });

describe('water pace against the target', () => {
  it.each([
    [0, 128, 'No data'],
    [95, 128, 'Behind'],
    [96, 128, 'On Track'],
    [127, 128, 'On Track'],
    [128, 128, 'Complete'],
    [200, 128, 'Complete'],
    [47, 64, 'Behind'],
    [48, 64, 'On Track'],
    [64, 64, 'Complete'],
  ] as const)('%i oz of %i is %s', (total, target, label) => {
    expect(waterPace(total, target)).toBe(label);
  });
});

describe('today in the user zone', () => {
  const logs = [
    log('a', 8, '2026-11-21T04:59:00Z'), // 23:59 on the 20th in New York
    log('b', 16, '2026-11-21T05:01:00Z'), // 00:01 on the 21st
    log('c', 12, '2026-11-21T20:00:00Z'), // 15:00 on the 21st
  ];

  it('counts a log at 00:01 for the new day and one at 23:59 for the old', () => {
    const today = waterForDay(logs, '2026-11-21T18:00:00Z', NY);
    expect(today.total).toBe(28);
    expect(today.logs.map((l) => l.id)).toEqual(['b', 'c']);
    const yesterday = waterForDay(logs, '2026-11-21T04:59:30Z', NY);
    expect(yesterday.logs.map((l) => l.id)).toEqual(['a']);
  });

  it('keeps every log of a 25-hour day when clocks fall back', () => {
    // 2026-11-01 in New York runs from 04:00 UTC to 05:00 UTC the next day.
    const fallBack = [
      log('early', 8, '2026-11-01T04:00:00Z'), // 00:00 EDT
      log('repeat1', 8, '2026-11-01T05:30:00Z'), // 01:30 EDT
      log('repeat2', 8, '2026-11-01T06:30:00Z'), // 01:30 EST, the repeated hour
      log('late', 8, '2026-11-02T04:59:00Z'), // 23:59 EST
      log('next', 8, '2026-11-02T05:00:00Z'), // 00:00 on the 2nd
    ];
    const day = waterForDay(fallBack, '2026-11-01T12:00:00Z', NY);
    expect(day.logs.map((l) => l.id)).toEqual(['early', 'repeat1', 'repeat2', 'late']);
    expect(day.total).toBe(32);
  });

  it('orders logs by the time they were made, not the order they arrived', () => {
    const today = waterForDay([logs[2]!, logs[1]!], '2026-11-21T21:00:00Z', NY);
    expect(today.logs.map((l) => l.id)).toEqual(['b', 'c']);
  });
});

describe('water and HP', () => {
  it('adds 2 HP per log and never passes the maximum', () => {
    const events = [1, 2, 3].map((i) => ({ at: i, delta: 2, key: `w${i}` }));
    expect(hpAfter([{ at: 0, delta: -10, key: 'drain' }, ...events], 100)).toBe(96);
    expect(hpAfter(events, 100)).toBe(100);
  });
});

describe('undo of a mis-tapped log', () => {
  const made = log('x', 8, '2026-11-21T09:10:00Z');
  it('is allowed for ten minutes after the log, measured at the undo action', () => {
    expect(canUndoWaterLog(made, '2026-11-21T09:20:00Z')).toBe(true);
    expect(canUndoWaterLog(made, '2026-11-21T09:20:00.001Z')).toBe(false);
  });
});

describe('water reminders', () => {
  const schedule = { ...DEFAULT_SETTINGS, reminderIntervalMin: 90 };
  const day = isoToDayNumber('2026-11-21');

  it('fires every interval from start to end time', () => {
    const times = waterReminderTimes(schedule, day, NY).map((t) => new Date(t).toISOString());
    expect(times[0]).toBe('2026-11-21T12:00:00.000Z'); // 07:00 EST
    expect(times.at(-1)).toBe('2026-11-22T01:30:00.000Z'); // 20:30 EST; 22:00 is quiet
    expect(times).toHaveLength(10);
  });

  it('keeps wall-clock times on a daylight-saving change day', () => {
    const spring = waterReminderTimes(schedule, isoToDayNumber('2026-03-08'), NY);
    expect(new Date(spring[0]!).toISOString()).toBe('2026-03-08T11:00:00.000Z'); // 07:00 EDT
  });

  it('never fires in quiet hours', () => {
    const times = waterReminderTimes({ ...schedule, quietHoursStart: '12:00', quietHoursEnd: '14:00' }, day, 'UTC');
    const hours = times.map((t) => new Date(t).getUTCHours() + new Date(t).getUTCMinutes() / 60);
    expect(hours).toEqual([7, 8.5, 10, 11.5, 14.5, 16, 17.5, 19, 20.5, 22]);
  });

  it('says why a schedule can never remind, and nothing when it can', () => {
    expect(scheduleSilence(schedule)).toBeNull();
    expect(scheduleSilence({ ...schedule, reminderStart: '21:00', reminderEnd: '01:00' })).toBe('end-before-start');
    // Every time from 07:00 to 22:00 falls in quiet hours from 06:00 to 23:00.
    expect(scheduleSilence({ ...schedule, quietHoursStart: '06:00', quietHoursEnd: '23:00' })).toBe('quiet-hours');
    // Quiet hours that wrap midnight: from 07:00 they cover every time; from 07:01, 07:00 still reminds.
    expect(scheduleSilence({ ...schedule, quietHoursStart: '07:00', quietHoursEnd: '06:00' })).toBe('quiet-hours');
    expect(scheduleSilence({ ...schedule, quietHoursStart: '07:01', quietHoursEnd: '06:00' })).toBeNull();
    // Equal start and end mean no quiet hours at all.
    expect(scheduleSilence({ ...schedule, quietHoursStart: '09:00', quietHoursEnd: '09:00' })).toBeNull();
  });
});
