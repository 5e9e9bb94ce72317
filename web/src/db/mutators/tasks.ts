import { MESSAGES, taskDueWindowMessage } from '@ninety/api';
import { newTask, withEarliestCompletion } from '@ninety/domain';
import { isKnown, liveOrFail, LocalMutationError, refuseIfBeforeRecord, type LocalMutators } from './mutator';

/** Priority tasks: as the server's services/tasks.ts. */
export const TASK_MUTATORS: LocalMutators<'task.create' | 'task.complete'> = {
  'task.create': async (db, args, occurredAt) => {
    if (await isKnown(db, 'tasks', args.id)) return;
    // The form's 30 minutes to 72 hours, against the time the task was made.
    const window = taskDueWindowMessage(args.dueDate, occurredAt);
    if (window) throw new LocalMutationError(window);
    await db.tasks.add(newTask(args, occurredAt));
  },
  'task.complete': async (db, args, occurredAt) => {
    const task = await liveOrFail(db, 'tasks', args.id, MESSAGES.taskNotFound);
    refuseIfBeforeRecord(occurredAt, task.createdAt);
    // Completing twice (here, or here and on another device) grants once: the earliest wins.
    const completed = withEarliestCompletion(task, occurredAt);
    if (completed) await db.tasks.put(completed);
  },
};
