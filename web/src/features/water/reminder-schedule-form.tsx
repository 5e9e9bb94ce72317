import { useRef } from 'react';
import { ReminderScheduleSchema, type ReminderSchedule } from '@ninety/api';
import {
  REMINDER_INTERVAL_MAX,
  REMINDER_INTERVAL_MIN,
  WATER_TARGET_MAX_OZ,
  WATER_TARGET_MIN_OZ,
  type Settings,
  type WaterLog,
} from '@ninety/domain';
import { BellOff, BellRing, TriangleAlert } from 'lucide-react';
import { BusyButton } from '../../components/ui/busy-button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { saveSettings } from '../../db/settings-repo';
import { runAction } from '../../lib/run-action';
import { useZodForm } from '../../lib/use-zod-form';
import { reminderStatus, type ReminderStatus } from './reminder-status';
import { scheduleDraftWarning } from './schedule-draft';

type Field = keyof ReminderSchedule;

const FIELDS: { name: Field; label: string; type: 'time' | 'number'; min?: number; max?: number; unit?: string }[] = [
  { name: 'reminderStart', label: 'Start Time', type: 'time' },
  { name: 'reminderEnd', label: 'End Time (Quiet Hours)', type: 'time' },
  { name: 'reminderIntervalMin', label: 'Reminder Interval', type: 'number', min: REMINDER_INTERVAL_MIN, max: REMINDER_INTERVAL_MAX, unit: 'min' },
  { name: 'dailyTargetOz', label: 'Daily Target', type: 'number', min: WATER_TARGET_MIN_OZ, max: WATER_TARGET_MAX_OZ, unit: 'oz' },
];

/** Today's logs and the time, once known and whole (not while a restore is still bringing them). */
export interface ReminderDay {
  logs: readonly WaterLog[];
  now: Date;
}

interface ReminderScheduleFormProps {
  settings: Settings;
  day: ReminderDay | null;
}

function ReminderStatusLine({ status }: { status: ReminderStatus }) {
  const Icon = { on: BellRing, off: BellOff, never: TriangleAlert }[status.state];
  return (
    <p className={`reminder-status reminder-status--${status.state}`} data-testid="reminder-status">
      <Icon size={16} aria-hidden="true" />
      {status.text}
    </p>
  );
}

/** Under the times: a warning, with its icon, while the schedule typed could never remind. */
function ScheduleDraftWarning({ warning }: { warning: string | null }) {
  if (warning === null) return null;
  return (
    <p className="reminder-status reminder-status--never" role="status" data-testid="schedule-draft-warning">
      <TriangleAlert size={16} aria-hidden="true" />
      {warning}
    </p>
  );
}

/**
 * The schedule is kept in settings (and synced); the daily target is the same setting as on
 * Settings. Above the form, what the saved schedule does from now on; its save's toast says the
 * same of the schedule just saved.
 */
export function ReminderScheduleForm({ settings, day }: ReminderScheduleFormProps) {
  const form = useZodForm({
    schema: ReminderScheduleSchema,
    initial: {
      reminderStart: settings.reminderStart,
      reminderEnd: settings.reminderEnd,
      reminderIntervalMin: String(settings.reminderIntervalMin),
      dailyTargetOz: String(settings.dailyTargetOz),
    },
    kinds: { reminderIntervalMin: 'number', dailyTargetOz: 'number' },
    afterSubmit: 'keep',
    keepAs: 'reminder-schedule',
    onSubmit: async (schedule) =>
      (
        await runAction(() => saveSettings(schedule), {
          success: {
            title: 'Schedule Saved',
            description: day
              ? reminderStatus({ ...settings, ...schedule }, day.logs, day.now).text
              : `Reminders every ${schedule.reminderIntervalMin} min until you reach ${schedule.dailyTargetOz} oz.`,
          },
          fallback: 'Failed to save the schedule',
        })
      ).ok,
  });
  // Discard goes with the edits it undoes: Save, beside it, takes the focus (ADR 36).
  const saveButton = useRef<HTMLButtonElement>(null);
  function discard() {
    form.reset();
    saveButton.current?.focus();
  }

  return (
    <Card title="Reminder Schedule" titleId="reminder-schedule">
      {day && <ReminderStatusLine status={reminderStatus(settings, day.logs, day.now)} />}
      <form className="form" onSubmit={form.handleSubmit} noValidate>
        <div className="form__grid">
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`reminder-${field.name}`}
              label={field.label}
              unit={field.unit}
              type={field.type}
              value={form.draft[field.name]}
              error={form.errors[field.name]}
              inputProps={{ min: field.min, max: field.max }}
              onChange={(value) => form.setField(field.name, value)}
            />
          ))}
        </div>
        <ScheduleDraftWarning warning={scheduleDraftWarning(settings, form.draft)} />
        <div className="form__actions">
          <BusyButton ref={saveButton} type="submit" className="button button--primary" busy={form.pending}>
            {form.pending ? 'Saving...' : 'Save Schedule'}
          </BusyButton>
          {/* Edits not saved are kept until saved (keepAs), so undoing them is one tap. */}
          {form.dirty && (
            <button type="button" className="button" disabled={form.pending} onClick={discard}>
              Discard
            </button>
          )}
        </div>
      </form>
    </Card>
  );
}
