import { GoalFormSchema, MESSAGES } from '@ninety/api';
import { formatPenalty, GOAL_DESCRIPTION_MAX, GOAL_LOCK_DAYS, GOAL_PENALTY_DEFAULT, GOAL_TITLE_MAX } from '@ninety/domain';
import { BusyButton } from '../../components/ui/busy-button';
import { Dialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { createGoal } from '../../db/goal-repo';
import { runAction } from '../../lib/run-action';
import { useZodForm } from '../../lib/use-zod-form';

const PENALTY = `$${formatPenalty(GOAL_PENALTY_DEFAULT)}`;

/** "Create 90-Day Locked Goal": a title and a description, locked for 90 days once made. */
export function CreateGoalDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const form = useZodForm({
    schema: GoalFormSchema,
    initial: { title: '', description: '' },
    // Kept until locked or cancelled: a goal thought through is not lost to a closed app.
    keepAs: 'new-goal',
    onSubmit: async (values) => {
      const result = await runAction(() => createGoal(values), {
        success: {
          title: 'Goal Created & Locked',
          description: `Locked for ${GOAL_LOCK_DAYS} days. Overriding it early costs a ${PENALTY} penalty.`,
        },
        fallback: MESSAGES.goalCreateFailed,
      });
      if (result.ok) onClose();
      return result.ok;
    },
  });

  function cancel() {
    form.reset();
    onClose();
  }

  return (
    <Dialog open={open} title="Create 90-Day Locked Goal" onClose={cancel}>
      <form className="form" onSubmit={form.handleSubmit} noValidate>
        <FormField
          id="goal-title"
          label="Goal Title"
          value={form.draft.title}
          error={form.errors.title}
          maxLength={GOAL_TITLE_MAX}
          autoFocus
          onChange={(value) => form.setField('title', value)}
        />
        <FormField
          id="goal-description"
          label="Description"
          type="textarea"
          value={form.draft.description}
          error={form.errors.description}
          hint={`${form.draft.description.trim().length}/${GOAL_DESCRIPTION_MAX} characters`}
          maxLength={GOAL_DESCRIPTION_MAX}
          onChange={(value) => form.setField('description', value)}
        />
        <p className="goal-lock-note">
          Once locked, this goal cannot be edited for {GOAL_LOCK_DAYS} days. Overriding it early costs a {PENALTY} penalty
          and restarts the {GOAL_LOCK_DAYS} days.
        </p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={cancel}>
            Cancel
          </button>
          <BusyButton type="submit" className="button button--primary" busy={form.pending}>
            {form.pending ? 'Locking...' : 'Lock Goal'}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}
