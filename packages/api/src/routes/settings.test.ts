import { describe, expect, it } from 'vitest';
import { ReminderScheduleSchema, SettingsPatchSchema, SettingsPutBodySchema } from './settings';
import { firstIssueMessage } from '../errors';

function messageFor(schema: typeof SettingsPatchSchema | typeof ReminderScheduleSchema, body: unknown): string | null {
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
    expect(SettingsPatchSchema.parse({ startingHp: 150 })).toEqual({ startingHp: 150 });
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
    expect(messageFor(SettingsPatchSchema, body)).toBe(expected);
  });

  it('needs a setting besides occurredAt on PUT', () => {
    const result = SettingsPutBodySchema.safeParse({ occurredAt: '2026-11-21T09:00:00Z' });
    expect(result.success ? null : firstIssueMessage(result.error)).toBe('No settings to save');
  });
});
