import { GoalCheckInFormSchema } from '@ninety/api';
import { CHECKIN_NOTE_MAX } from '@ninety/domain';
import { BusyButton } from '../../components/ui/busy-button';
import { FormField } from '../../components/ui/form-field';
import { checkInGoal } from '../../db/goal-repo';
import { runAction } from '../../lib/run-action';
import { useZodForm } from '../../lib/use-zod-form';

/**
 * Today's note for a goal: once saved it is read-only (docs/product.md), so the form says so.
 * What is typed and not yet saved is kept on the device until it is.
 */
export function CheckInForm({ goalId, goalTitle }: { goalId: string; goalTitle: string }) {
  const form = useZodForm({
    schema: GoalCheckInFormSchema,
    initial: { note: '' },
    // A note written at the gym and left for later is still there on return.
    keepAs: `checkin-note:${goalId}`,
    onSubmit: async ({ note }) =>
      (
        await runAction(() => checkInGoal(goalId, note), {
          success: { title: 'Note Saved', description: `Today's note for "${goalTitle}" is kept, read-only.` },
          fallback: 'Failed to save the note',
        })
      ).ok,
  });
  const id = `checkin-${goalId}`;
  return (
    <form className="form check-in-form" onSubmit={form.handleSubmit} noValidate>
      <FormField
        id={id}
        label="Today's note"
        type="textarea"
        rows={3}
        value={form.draft.note}
        error={form.errors.note}
        hint={`${form.draft.note.trim().length}/${CHECKIN_NOTE_MAX} characters. Read-only once saved.`}
        maxLength={CHECKIN_NOTE_MAX}
        onChange={(value) => form.setField('note', value)}
      />
      <BusyButton type="submit" className="button" busy={form.pending}>
        {form.pending ? 'Saving...' : 'Save Note'}
      </BusyButton>
    </form>
  );
}
