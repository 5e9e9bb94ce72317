import { beforeRecord, type ActionTime } from '../action-times';
import { TASK_DUE_HOURS_MAX, TASK_DUE_HOURS_MIN } from '../constants';
import { newTask, withEarliestCompletion } from '../record-updates';
import { canUndoTask } from '../tasks';
import { MS_PER_HOUR, MS_PER_MINUTE, toEpochMs, type Instant } from '../time';
import { defineMutation, done, put, refuse, remove } from './decision';
import { heldRow, record } from './reads';
import type { RefusalCode } from './refusals';
import { instantField, RecordIdSchema, strictBody, TaskHpImpactSchema, TaskTitleSchema } from '../records';

// A REST call without occurredAt is measured against the server's clock, which is a moment
// later than (and maybe a little off from) the clock that computed dueDate; a 30-minute task
// must not be refused for that.
const DUE_WINDOW_GRACE_MS = 5 * MS_PER_MINUTE;

/** The form's 30 minutes to 72 hours, applied to a due instant against the action time. */
export function taskDueWindowRefusal(dueDate: string, at: Instant): RefusalCode | null {
  const span = Date.parse(dueDate) - toEpochMs(at);
  if (span < TASK_DUE_HOURS_MIN * MS_PER_HOUR - DUE_WINDOW_GRACE_MS) return 'task-due-too-soon';
  if (span > TASK_DUE_HOURS_MAX * MS_PER_HOUR + DUE_WINDOW_GRACE_MS) return 'task-due-too-late';
  return null;
}

/** task.create: the same id again answers the stored task (a replay) and changes nothing. */
export const createTask = defineMutation({
  name: 'task.create',
  // dueDate is UTC here: args are what the device stores. The window is checked against the
  // action time by the decision below.
  args: strictBody({ id: RecordIdSchema, title: TaskTitleSchema, dueDate: instantField('dueDate'), hpImpact: TaskHpImpactSchema }),
  reads: (args) => ({ task: record('tasks', args.id) }),
  decide: ({ task }, args, at: ActionTime) => {
    if (task) return done([], { task: heldRow(task), created: false });
    const window = taskDueWindowRefusal(args.dueDate, at.occurredAt);
    if (window) return refuse(window);
    const made = newTask(args, at.occurredAt);
    return done([put('tasks', made)], { task: made, created: true });
  },
});

/** task.complete: completing twice (here, or on two devices) grants once; the earliest wins. */
export const completeTask = defineMutation({
  name: 'task.complete',
  args: strictBody({ id: RecordIdSchema }),
  reads: (args) => ({ task: record('tasks', args.id) }),
  decide: ({ task }, _args, at) => {
    if (!task || !('live' in task)) return refuse('task-not-found');
    if (beforeRecord(at, task.live.createdAt)) return refuse('change-before-record');
    const completed = withEarliestCompletion(task.live, at.occurredAt);
    return completed ? done([put('tasks', completed)], completed) : done([], task.live);
  },
});

/**
 * task.delete: takes back a task made by mistake, judged at the time the undo was tapped (10
 * minutes, not completed); again is harmless, and a replayed task.create does not bring it back.
 */
export const deleteTask = defineMutation({
  name: 'task.delete',
  args: strictBody({ id: RecordIdSchema }),
  reads: (args) => ({ task: record('tasks', args.id) }),
  decide: ({ task }, _args, at) => {
    if (task === null) return refuse('task-not-found');
    if (!('live' in task)) return done([], undefined);
    if (beforeRecord(at, task.live.createdAt)) return refuse('change-before-record');
    if (!canUndoTask(task.live, at.occurredAt)) return refuse('task-undo-expired');
    return done([remove('tasks', task.live.id)], undefined);
  },
});
