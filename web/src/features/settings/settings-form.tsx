import { useMemo, useRef } from 'react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { SettingsFormSchema, type SettingsForm } from '@ninety/api';
import {
  REST_TIMER_MAX_S,
  REST_TIMER_MIN_S,
  STARTING_HP_MAX,
  STARTING_HP_MIN,
  WATER_TARGET_MAX_OZ,
  WATER_TARGET_MIN_OZ,
  type Settings,
} from '@ninety/domain';
import { BusyButton } from '../../components/ui/busy-button';
import { FormField } from '../../components/ui/form-field';
import { Switch } from '../../components/ui/switch';
import { browserTimeZone } from '../../db/local-settings';
import { saveSettings } from '../../db/settings-repo';
import { formatTimeZone } from '../../lib/format';
import { runAction } from '../../lib/run-action';
import { subscribeToReminders, usePushStatus } from '../../lib/push-reminders';
import { useZodForm } from '../../lib/use-zod-form';
import { DeviceZoneHint } from './device-zone-hint';
import { QuietHoursWarning } from './quiet-hours-warning';
import { RemindersNote } from './reminders-note';
import { useNotificationPermission } from './use-notification-permission';

type Field = keyof SettingsForm;
const FIELDS = Object.keys(SettingsFormSchema.shape) as Field[];
const KINDS = {
  notificationsEnabled: 'boolean',
  waterReminders: 'boolean',
  taskDeadlineAlerts: 'boolean',
  goalResetPenalty: 'boolean',
  dailyTargetOz: 'number',
  startingHp: 'number',
  restTimerSeconds: 'number',
} as const;

function draftOf(settings: Settings): Record<Field, string> {
  return Object.fromEntries(FIELDS.map((field) => [field, String(settings[field])])) as Record<Field, string>;
}

/** Every IANA zone this browser knows, with the one in use even if the list lacks it. */
function timeZones(selected: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(selected) ? known : [selected, ...known];
}

/**
 * The settings, saved by Save All Settings (docs/product.md; unlike the spec, it saves): locally at once
 * and synced. A value out of range is refused with its message under the field and nothing is
 * saved; changes not saved yet are shown as such.
 */
export function SettingsFormCard({ settings }: { settings: Settings }) {
  const permission = useNotificationPermission();
  const pushStatus = usePushStatus((state) => state.status);
  const form = useZodForm({
    schema: SettingsFormSchema,
    initial: draftOf(settings),
    kinds: KINDS,
    afterSubmit: 'keep',
    // Changes not saved yet come back after a visit to another screen or a closed app.
    keepAs: 'settings',
    onSubmit: async (values) => {
      const patch = Object.fromEntries(FIELDS.filter((field) => values[field] !== settings[field]).map((field) => [field, values[field]]));
      if (Object.keys(patch).length === 0) return true;
      const result = await runAction(() => saveSettings(patch), {
        success: { title: 'Settings Saved', description: 'Kept on this device, and on the server at the next sync.' },
        fallback: 'Failed to save the settings',
      });
      return result.ok;
    },
  });
  // Discard goes with the edits it undoes: Save, beside it, takes the focus (ADR 36).
  const saveButton = useRef<HTMLButtonElement>(null);
  function discard() {
    form.reset();
    saveButton.current?.focus();
  }
  const zones = useMemo(() => timeZones(form.draft.timeZone), [form.draft.timeZone]);

  const on = (field: Field) => form.draft[field] === 'true';
  const toggle = (field: Field) => (checked: boolean) => form.setField(field, String(checked));
  async function toggleNotifications(checked: boolean) {
    form.setField('notificationsEnabled', String(checked));
    if (!checked) return;
    // Asked after the tap that turned them on: browsers refuse to ask at any other time. The
    // subscription is made in the same tap; the server pushes once the setting is saved.
    await allowReminders();
  }
  async function allowReminders() {
    const access = permission.access === 'default' ? await permission.request() : permission.access;
    if (access === 'granted') await subscribeToReminders();
  }
  const number = (field: Field, label: string, unit: string, min: number, max: number) => (
    <FormField
      id={`settings-${field}`}
      label={label}
      unit={unit}
      type="number"
      value={form.draft[field]}
      error={form.errors[field]}
      hint={`${min} to ${max}`}
      inputProps={{ min, max, step: 1 }}
      onChange={(value) => form.setField(field, value)}
    />
  );

  return (
    <form className="settings-form" onSubmit={form.handleSubmit} noValidate>
      <fieldset className="card settings-group">
        <legend className="card__title">Notifications</legend>
        <Switch label="Enable Notifications" checked={on('notificationsEnabled')} onChange={(checked) => void toggleNotifications(checked)} />
        <RemindersNote enabled={on('notificationsEnabled')} access={permission.access} status={pushStatus} onAllow={() => void allowReminders()} />
        <Switch label="Water Reminders" checked={on('waterReminders')} onChange={toggle('waterReminders')} />
        <Switch label="Task Deadline Alerts" checked={on('taskDeadlineAlerts')} onChange={toggle('taskDeadlineAlerts')} />
      </fieldset>

      <fieldset className="card settings-group">
        <legend className="card__title">Water Tracking</legend>
        {number('dailyTargetOz', 'Daily Target', 'oz', WATER_TARGET_MIN_OZ, WATER_TARGET_MAX_OZ)}
        <div className="form__grid">
          <FormField
            id="settings-quietHoursStart"
            label="Quiet Hours Start"
            type="time"
            value={form.draft.quietHoursStart}
            error={form.errors.quietHoursStart}
            onChange={(value) => form.setField('quietHoursStart', value)}
          />
          <FormField
            id="settings-quietHoursEnd"
            label="Quiet Hours End"
            type="time"
            value={form.draft.quietHoursEnd}
            error={form.errors.quietHoursEnd}
            onChange={(value) => form.setField('quietHoursEnd', value)}
          />
        </div>
        <QuietHoursWarning
          settings={settings}
          draft={{
            notificationsEnabled: on('notificationsEnabled'),
            waterReminders: on('waterReminders'),
            quietHoursStart: form.draft.quietHoursStart,
            quietHoursEnd: form.draft.quietHoursEnd,
          }}
        />
      </fieldset>

      <fieldset className="card settings-group">
        <legend className="card__title">Game Mechanics</legend>
        {number('startingHp', 'Starting HP', 'HP', STARTING_HP_MIN, STARTING_HP_MAX)}
        <Switch
          label="Goal Reset Penalty"
          description="Apply HP penalty when resetting 90-day goals"
          checked={on('goalResetPenalty')}
          onChange={toggle('goalResetPenalty')}
        />
      </fieldset>

      <fieldset className="card settings-group">
        <legend className="card__title">Workout Preferences</legend>
        {number('restTimerSeconds', 'Default Rest Timer', 'seconds', REST_TIMER_MIN_S, REST_TIMER_MAX_S)}
      </fieldset>

      <fieldset className="card settings-group">
        <legend className="card__title">Time Zone</legend>
        <div className="field">
          <label htmlFor="settings-timeZone" className="field__label">
            Time zone
          </label>
          <select
            id="settings-timeZone"
            className="input"
            value={form.draft.timeZone}
            aria-describedby="settings-timeZone-hint"
            onChange={(event) => form.setField('timeZone', event.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {formatTimeZone(zone)}
              </option>
            ))}
          </select>
          <p className="field__hint" id="settings-timeZone-hint">
            Days, streaks and reminders are counted in this zone.
          </p>
        </div>
        <DeviceZoneHint chosen={form.draft.timeZone} deviceZone={browserTimeZone()} onUse={(zone) => form.setField('timeZone', zone)} />
      </fieldset>

      <div className="settings-save">
        <p className={`settings-save__state${form.dirty ? ' is-dirty' : ''}`} role="status" data-testid="settings-state">
          {form.dirty ? <TriangleAlert size={16} aria-hidden="true" /> : <CircleCheck size={16} aria-hidden="true" />}
          {form.dirty ? 'Unsaved changes' : 'All changes saved'}
        </p>
        {/* Save first: it stays where the thumb expects it when Discard appears beside it. */}
        <div className="form__actions">
          <BusyButton ref={saveButton} type="submit" className="button button--primary" busy={form.pending}>
            {form.pending ? 'Saving...' : 'Save All Settings'}
          </BusyButton>
          {/* Kept edits last until saved, so undoing them all is one tap, not a field at a time. */}
          {form.dirty && (
            <button type="button" className="button" disabled={form.pending} onClick={discard}>
              Discard
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
