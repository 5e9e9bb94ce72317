import { useState, type FormEvent } from 'react';
import { ReminderScheduleSchema, type ReminderSchedule } from '@ninety/api';
import type { Settings } from '@ninety/domain';
import { Card } from '../../components/ui/card';
import { saveSettings } from '../../db/settings-repo';
import { showToast } from '../../lib/toast-store';

type Field = keyof ReminderSchedule;
type Draft = Record<Field, string>;

const FIELDS: { name: Field; label: string; type: 'time' | 'number'; min?: number; max?: number; unit?: string }[] = [
  { name: 'reminderStart', label: 'Start Time', type: 'time' },
  { name: 'reminderEnd', label: 'End Time (Quiet Hours)', type: 'time' },
  { name: 'reminderIntervalMin', label: 'Reminder Interval', type: 'number', min: 30, max: 180, unit: 'min' },
  { name: 'dailyTargetOz', label: 'Daily Target', type: 'number', min: 64, max: 256, unit: 'oz' },
];

function draftFrom(settings: Settings): Draft {
  return {
    reminderStart: settings.reminderStart,
    reminderEnd: settings.reminderEnd,
    reminderIntervalMin: String(settings.reminderIntervalMin),
    dailyTargetOz: String(settings.dailyTargetOz),
  };
}

/** The schedule is kept in settings (and synced); the daily target is the same setting as on Settings. */
export function ReminderScheduleForm({ settings }: { settings: Settings }) {
  const [draft, setDraft] = useState<Draft>(() => draftFrom(settings));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ReminderScheduleSchema.safeParse({
      ...draft,
      reminderIntervalMin: draft.reminderIntervalMin.trim() === '' ? undefined : Number(draft.reminderIntervalMin),
      dailyTargetOz: draft.dailyTargetOz.trim() === '' ? undefined : Number(draft.dailyTargetOz),
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveSettings(parsed.data);
      showToast({
        title: 'Schedule Saved',
        description: `Reminders every ${parsed.data.reminderIntervalMin} min until you reach ${parsed.data.dailyTargetOz} oz.`,
      });
    } catch (error) {
      showToast({ title: 'Error', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Reminder Schedule" titleId="reminder-schedule">
      <form className="form" onSubmit={submit} noValidate>
        <div className="form__grid">
          {FIELDS.map((field) => {
            const id = `reminder-${field.name}`;
            const error = errors[field.name];
            return (
              <div className="field" key={field.name}>
                <label htmlFor={id} className="field__label">
                  {field.label}
                  {field.unit && <span className="field__unit"> ({field.unit})</span>}
                </label>
                <input
                  id={id}
                  name={field.name}
                  className="input"
                  type={field.type}
                  inputMode={field.type === 'number' ? 'numeric' : undefined}
                  min={field.min}
                  max={field.max}
                  value={draft[field.name]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
                />
                {error && (
                  <p className="field__error" id={`${id}-error`}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save Schedule'}
        </button>
      </form>
    </Card>
  );
}
