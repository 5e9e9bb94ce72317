import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings, type WaterLog } from '@ninety/domain';
import { reminderStatus } from './reminder-status';

// Defaults: every 90 min from 07:00 (07:00, 08:30, 10:00 ... 20:30; 22:00 is already quiet),
// quiet from 22:00 to 07:00, 128 oz. Times below are New York's (UTC-5 in November).
const settings = (changes: Partial<Settings> = {}): Settings => ({ ...DEFAULT_SETTINGS, timeZone: 'America/New_York', ...changes });
const ny = (clock: string) => `2026-11-21T${clock}:00-05:00`;
const drink = (clock: string, amount = 8): WaterLog => ({ id: `w-${clock}`, amount, loggedAt: ny(clock) });

describe('reminderStatus', () => {
  it('names the next reminder of the day, the interval, the last of the day and the target', () => {
    expect(reminderStatus(settings(), [], ny('09:59'))).toEqual({
      state: 'on',
      text: 'Next reminder at 10:00 AM, then every 90 min to 8:30 PM, while under 128 oz.',
    });
    // At 10:00 that one is due now (the bell lists it): the next is 11:30.
    expect(reminderStatus(settings(), [], ny('10:00')).text).toMatch(/^Next reminder at 11:30 AM,/);
    expect(reminderStatus(settings(), [], ny('19:00')).text).toBe('Next reminder at 8:30 PM, the last today, while under 128 oz.');
  });

  it('moves past a reminder a drink already answers', () => {
    // A drink at 10:05 answers 11:30 (within 90 min before it), not 13:00.
    expect(reminderStatus(settings(), [drink('10:05')], ny('10:10')).text).toMatch(/^Next reminder at 1:00 PM,/);
  });

  it('says the target ends them for today', () => {
    expect(reminderStatus(settings(), [drink('09:00', 128)], ny('10:00'))).toEqual({ state: 'on', text: 'Target reached: no more reminders today.' });
    expect(reminderStatus(settings({ dailyTargetOz: 96 }), [drink('09:00', 100)], ny('10:00')).text).toBe('Target reached: no more reminders today.');
  });

  it("after the day's last one, says when tomorrow's first comes", () => {
    expect(reminderStatus(settings({ reminderStart: '08:15' }), [], ny('22:30'))).toEqual({
      state: 'on',
      text: "No more reminders today. Tomorrow's first is at 8:15 AM.",
    });
  });

  it('says which switch in Settings turned them off', () => {
    expect(reminderStatus(settings({ notificationsEnabled: false }), [], ny('10:00'))).toEqual({
      state: 'off',
      text: 'Reminders are off: turn on Enable Notifications in Settings.',
    });
    expect(reminderStatus(settings({ waterReminders: false }), [], ny('10:00'))).toEqual({
      state: 'off',
      text: 'Reminders are off: turn on Water Reminders in Settings.',
    });
  });

  it('says a schedule ending before it starts never reminds', () => {
    expect(reminderStatus(settings({ reminderStart: '21:00', reminderEnd: '01:00' }), [], ny('10:00'))).toEqual({
      state: 'never',
      text: 'No reminders: the end time, 1:00 AM, is before the start time, 9:00 PM.',
    });
  });

  it('says a schedule whose every time falls in quiet hours never reminds', () => {
    expect(reminderStatus(settings({ reminderStart: '22:30', reminderEnd: '23:30' }), [], ny('10:00'))).toEqual({
      state: 'never',
      text: 'No reminders: every time from 10:30 PM to 11:30 PM falls in quiet hours (10:00 PM to 7:00 AM, set in Settings).',
    });
    // 06:30 is quiet and 06:30 + 180 min is past the end: none, though 07:00 to 08:00 is not quiet.
    const sparse = settings({ reminderStart: '06:30', reminderEnd: '08:00', reminderIntervalMin: 180 });
    expect(reminderStatus(sparse, [], ny('06:00')).state).toBe('never');
    // One time outside them is enough.
    expect(reminderStatus({ ...sparse, reminderIntervalMin: 30 }, [], ny('06:00')).text).toBe(
      'Next reminder at 7:00 AM, then every 30 min to 8:00 AM, while under 128 oz.',
    );
  });
});
