import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@ninety/domain';
import { quietHoursWarning, type QuietHoursDraft } from './quiet-hours';

// Defaults: reminders every 90 min from 7:00 AM to 10:00 PM, quiet from 10:00 PM to 7:00 AM.
const draft = (changes: Partial<QuietHoursDraft> = {}): QuietHoursDraft => ({
  notificationsEnabled: true,
  waterReminders: true,
  quietHoursStart: DEFAULT_SETTINGS.quietHoursStart,
  quietHoursEnd: DEFAULT_SETTINGS.quietHoursEnd,
  ...changes,
});

describe('quietHoursWarning', () => {
  it('says nothing while some reminder still falls outside quiet hours', () => {
    expect(quietHoursWarning(DEFAULT_SETTINGS, draft())).toBeNull();
    // From 8:00 PM to 7:00 AM, 7:00 AM to 6:30 PM still remind.
    expect(quietHoursWarning(DEFAULT_SETTINGS, draft({ quietHoursStart: '20:00' }))).toBeNull();
  });

  it('warns, naming the schedule on Water, when the quiet hours typed cover every reminder', () => {
    expect(quietHoursWarning(DEFAULT_SETTINGS, draft({ quietHoursStart: '06:00', quietHoursEnd: '23:00' }))).toBe(
      'These quiet hours cover every water reminder from 7:00 AM to 10:00 PM (the Reminder Schedule on Water), so none will come.',
    );
    // The schedule is the saved one: a shorter day on Water is covered by shorter quiet hours.
    const shortDay = { ...DEFAULT_SETTINGS, reminderStart: '09:00', reminderEnd: '12:00' };
    expect(quietHoursWarning(shortDay, draft({ quietHoursStart: '08:00', quietHoursEnd: '13:00' }))).toMatch(/from 9:00 AM to 12:00 PM/);
  });

  it('says nothing while water reminders are off, or a time is half typed', () => {
    const covering = { quietHoursStart: '06:00', quietHoursEnd: '23:00' };
    expect(quietHoursWarning(DEFAULT_SETTINGS, draft({ ...covering, waterReminders: false }))).toBeNull();
    expect(quietHoursWarning(DEFAULT_SETTINGS, draft({ ...covering, notificationsEnabled: false }))).toBeNull();
    expect(quietHoursWarning(DEFAULT_SETTINGS, draft({ ...covering, quietHoursEnd: '' }))).toBeNull();
    expect(quietHoursWarning(DEFAULT_SETTINGS, draft({ ...covering, quietHoursStart: '6:00' }))).toBeNull();
  });
});
