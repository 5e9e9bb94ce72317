import { MESSAGES, TaskFormSchema, TASK_FORM_DEFAULTS, type TaskForm } from '@ninety/api';
import {
  TASK_DUE_HOURS_MAX,
  TASK_DUE_HOURS_MIN,
  TASK_DUE_HOURS_STEP,
  TASK_HP_IMPACT_MAX,
  TASK_HP_IMPACT_MIN,
  TASK_TITLE_MAX,
} from '@ninety/domain';
import { BusyButton } from '../../components/ui/busy-button';
import { Dialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { createTask, undoTask } from '../../db/task-repo';
import { editsOf } from '../../lib/form';
import { keepEdits } from '../../lib/kept-draft';
import { runAction } from '../../lib/run-action';
import { useZodForm } from '../../lib/use-zod-form';
import { taskCreatedDescription } from './task-list';

const KEEP_AS = 'new-task';
const INITIAL = {
  title: TASK_FORM_DEFAULTS.title,
  dueHours: String(TASK_FORM_DEFAULTS.dueHours),
  hpImpact: String(TASK_FORM_DEFAULTS.hpImpact),
};

interface CreateTaskDialogProps {
  open: boolean;
  onClose(): void;
  /**
   * A task just made was taken back from its toast: the screen opens the dialog again, anew, and
   * it shows what was typed (kept as edits), so a wrong due time is fixed rather than typed again.
   */
  onUndone(): void;
}

/** "Create Priority Task": title, due in hours (in half hours) and HP impact, as spec §5 bounds them. */
export function CreateTaskDialog({ open, onClose, onUndone }: CreateTaskDialogProps) {
  const form = useZodForm({
    schema: TaskFormSchema,
    initial: INITIAL,
    kinds: { dueHours: 'number', hpImpact: 'number' },
    // Kept until created or cancelled, as a new goal is.
    keepAs: KEEP_AS,
    onSubmit: async (values) => {
      const result = await runAction(() => createTask(values), {
        // A wrong due time or a typo is taken back at once: a task cannot be edited, and would
        // cost its HP when overdue.
        success: (id) => ({
          title: 'Priority Task Created',
          description: taskCreatedDescription(values),
          action: { label: 'Undo', run: () => void takeBack(id, values, onUndone) },
        }),
        fallback: MESSAGES.taskCreateFailed,
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
    <Dialog open={open} title="Create Priority Task" onClose={cancel}>
      <form className="form" onSubmit={form.handleSubmit} noValidate>
        <FormField
          id="task-title"
          label="Task Title"
          value={form.draft.title}
          error={form.errors.title}
          maxLength={TASK_TITLE_MAX}
          autoFocus
          onChange={(value) => form.setField('title', value)}
        />
        <div className="form__grid">
          <FormField
            id="task-due-hours"
            label="Due In"
            unit="hours"
            type="number"
            value={form.draft.dueHours}
            error={form.errors.dueHours}
            hint={`${TASK_DUE_HOURS_MIN * 60} minutes to ${TASK_DUE_HOURS_MAX} hours`}
            inputProps={{ min: TASK_DUE_HOURS_MIN, max: TASK_DUE_HOURS_MAX, step: TASK_DUE_HOURS_STEP }}
            onChange={(value) => form.setField('dueHours', value)}
          />
          <FormField
            id="task-hp-impact"
            label="HP Impact"
            type="number"
            value={form.draft.hpImpact}
            error={form.errors.hpImpact}
            hint={`${TASK_HP_IMPACT_MIN} to ${TASK_HP_IMPACT_MAX} HP`}
            inputProps={{ min: TASK_HP_IMPACT_MIN, max: TASK_HP_IMPACT_MAX, step: 1 }}
            onChange={(value) => form.setField('hpImpact', value)}
          />
        </div>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={cancel}>
            Cancel
          </button>
          <BusyButton type="submit" className="button button--primary" busy={form.pending}>
            {form.pending ? 'Creating...' : 'Create Task'}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}

async function takeBack(id: string, values: TaskForm, onUndone: () => void): Promise<void> {
  const result = await runAction(() => undoTask(id), {
    success: { title: 'Task Undone', description: `${values.title} removed` },
    fallback: MESSAGES.taskUndoExpired,
  });
  if (!result.ok) return;
  const typed = { title: values.title, dueHours: String(values.dueHours), hpImpact: String(values.hpImpact) };
  keepEdits(KEEP_AS, editsOf(typed, INITIAL));
  onUndone();
}
