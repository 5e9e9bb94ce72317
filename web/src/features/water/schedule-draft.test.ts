import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@ninety/domain';
import { scheduleDraftWarning, type ScheduleDraft } from './schedule-draft';

// Defaults: every 90 min from 07:00 to 22:00, quiet from 22:00 to 07:00.
const draft = (changes: Partial<ScheduleDraft> = {}): ScheduleDraft => ({
  reminderStart: DEFAULT_SETTINGS.reminderStart,
  reminderEnd: DEFAULT_SETTINGS.reminderEnd,
  reminderIntervalMin: String(DEFAULT_SETTINGS.reminderIntervalMin),
  ...changes,
});

describe('scheduleDraftWarning', () => {
  it('says nothing while the times typed still remind', () => {
    expect(scheduleDraftWarning(DEFAULT_SETTINGS, draft({ reminderStart: '08:30', reminderIntervalMin: '60' }))).toBeNull();
  });

  it('warns, before the save, that an end before the start never reminds', () => {
    expect(scheduleDraftWarning(DEFAULT_SETTINGS, draft({ reminderStart: '21:00', reminderEnd: '01:00' }))).toBe(
      'This schedule would never remind: the end time, 1:00 AM, is before the start time, 9:00 PM.',
    );
  });

  it('warns when every time typed falls in quiet hours, with the interval typed', () => {
    expect(scheduleDraftWarning(DEFAULT_SETTINGS, draft({ reminderStart: '22:30', reminderEnd: '23:30' }))).toBe(
      'This schedule would never remind: every time from 10:30 PM to 11:30 PM falls in quiet hours (10:00 PM to 7:00 AM, set in Settings).',
    );
    // 06:30 is quiet and 06:30 + 180 min is past 08:00; every 30 min, 07:00 reminds.
    const early = { reminderStart: '06:30', reminderEnd: '08:00' };
    expect(scheduleDraftWarning(DEFAULT_SETTINGS, draft({ ...early, reminderIntervalMin: '180' }))).toMatch(/^This schedule would never remind: every time/);
    expect(scheduleDraftWarning(DEFAULT_SETTINGS, draft({ ...early, reminderIntervalMin: '30' }))).toBeNull();
    // An interval not yet valid counts as the saved 90 min: 06:30 is quiet, 08:00 reminds.
    expect(scheduleDraftWarning(DEFAULT_SETTINGS, draft({ ...early, reminderIntervalMin: '18' }))).toBeNull();
  });

  it('says nothing while a time is half typed, or while the draft is the saved schedule', () => {
    expect(scheduleDraftWarning(DEFAULT_SETTINGS, draft({ reminderStart: '21:00', reminderEnd: '' }))).toBeNull();
    expect(scheduleDraftWarning(DEFAULT_SETTINGS, draft({ reminderStart: '9:00', reminderEnd: '01:00' }))).toBeNull();
    // Saved already, the line above the form says it.
    const saved = { ...DEFAULT_SETTINGS, reminderStart: '21:00', reminderEnd: '01:00' };
    expect(scheduleDraftWarning(saved, draft({ reminderStart: '21:00', reminderEnd: '01:00' }))).toBeNull();
    // A new interval on it is a new schedule, and still never reminds.
    expect(scheduleDraftWarning(saved, draft({ reminderStart: '21:00', reminderEnd: '01:00', reminderIntervalMin: '60' }))).toMatch(/^This schedule would never remind: the end time/);
  });
});
