import { updateSettings } from '@ninety/domain';
import { describe, expect, it } from 'vitest';
import { ComparisonAgeFormSchema, ReminderScheduleSchema, SettingsFormSchema, SettingsPutBodySchema } from './settings';
import { firstIssueMessage } from '../errors';

function messageFor(schema: typeof updateSettings.args | typeof ReminderScheduleSchema, body: unknown): string | null {
  const result = schema.safeParse(body);
  return result.success ? null : firstIssueMessage(result.error);
}

const schedule = { reminderStart: '07:00', reminderEnd: '22:00', reminderIntervalMin: 90, dailyTargetOz: 128 };

describe('Reminder Schedule form', () => {
  it.each([
    [29, 'Reminder interval must be between 30 and 180 minutes'],
    [30, null],
    [180, null],
    [181, 'Reminder interval must be between 30 and 180 minutes'],
    [90.5, 'Reminder interval must be between 30 and 180 minutes'],
  ])('interval %s → %s', (reminderIntervalMin, expected) => {
    expect(messageFor(ReminderScheduleSchema, { ...schedule, reminderIntervalMin })).toBe(expected);
  });

  it.each([
    [63, 'Daily target must be between 64 and 256 oz'],
    [64, null],
    [256, null],
    [257, 'Daily target must be between 64 and 256 oz'],
  ])('daily target %s → %s', (dailyTargetOz, expected) => {
    expect(messageFor(ReminderScheduleSchema, { ...schedule, dailyTargetOz })).toBe(expected);
  });

  it('refuses a time that is not HH:MM', () => {
    expect(messageFor(ReminderScheduleSchema, { ...schedule, reminderStart: '7am' })).toBe(
      'Start time must be a time like 07:00',
    );
    expect(messageFor(ReminderScheduleSchema, { ...schedule, reminderEnd: '24:00' })).toBe(
      'End time must be a time like 07:00',
    );
  });
});

describe('settings patch', () => {
  it('takes any subset of the settings', () => {
    expect(updateSettings.args.parse({ startingHp: 150 })).toEqual({ startingHp: 150 });
  });

  it.each([
    [{}, 'No settings to save'],
    [{ startingHp: 49 }, 'Starting HP must be between 50 and 200'],
    [{ startingHp: 201 }, 'Starting HP must be between 50 and 200'],
    [{ restTimerSeconds: 301 }, 'Rest timer must be between 30 and 300 seconds'],
    [{ age: 17 }, 'Age must be between 18 and 100'],
    [{ timeZone: 'Mars/Olympus' }, 'Unknown time zone'],
    [{ waterReminders: 'yes' }, 'Water Reminders must be on or off'],
    [{ theme: 'light' }, 'Unknown field: theme'],
  ])('%j → %s', (body, expected) => {
    expect(messageFor(updateSettings.args, body)).toBe(expected);
  });

  it('needs a setting besides occurredAt on PUT', () => {
    const result = SettingsPutBodySchema.safeParse({ occurredAt: '2026-11-21T09:00:00Z' });
    expect(result.success ? null : firstIssueMessage(result.error)).toBe('No settings to save');
  });
});

describe('the Analytics age field', () => {
  it('falls back to 28 for anything that is not a number', () => {
    for (const age of [undefined, Number.NaN, Number.POSITIVE_INFINITY, 'abc']) {
      expect(ComparisonAgeFormSchema.parse({ age })).toEqual({ age: 28 });
    }
  });
  it('keeps a whole age from 18 to 100, and refuses others with the settings message', () => {
    expect(ComparisonAgeFormSchema.parse({ age: 41 })).toEqual({ age: 41 });
    for (const age of [17, 101, 30.5]) {
      const parsed = ComparisonAgeFormSchema.safeParse({ age });
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe('Age must be between 18 and 100');
    }
  });
});

describe('the Settings form', () => {
  const valid = {
    notificationsEnabled: true,
    waterReminders: false,
    taskDeadlineAlerts: true,
    dailyTargetOz: 100,
    quietHoursStart: '23:00',
    quietHoursEnd: '06:30',
    startingHp: 150,
    goalResetPenalty: false,
    restTimerSeconds: 90,
    timeZone: 'Europe/Paris',
  };
  it('takes every setting it shows', () => {
    expect(SettingsFormSchema.parse(valid)).toEqual(valid);
  });
  it.each([
    ['dailyTargetOz', 63, 'Daily target must be between 64 and 256 oz'],
    ['dailyTargetOz', 257, 'Daily target must be between 64 and 256 oz'],
    ['startingHp', 49, 'Starting HP must be between 50 and 200'],
    ['startingHp', 201, 'Starting HP must be between 50 and 200'],
    ['restTimerSeconds', 29, 'Rest timer must be between 30 and 300 seconds'],
    ['restTimerSeconds', 301, 'Rest timer must be between 30 and 300 seconds'],
    ['quietHoursStart', '25:00', 'Quiet hours start must be a time like 07:00'],
    ['timeZone', 'Mars/Olympus', 'Unknown time zone'],
  ])('refuses %s %j with its message', (field, value, message) => {
    const parsed = SettingsFormSchema.safeParse({ ...valid, [field]: value });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues).toMatchObject([{ path: [field], message }]);
  });
});
