/**
 * What a Priority Tasks card shows: a task's state, countdown and HP. The order of the lists
 * (overdue first, then open ones by due time, then completed ones, newest first) is the order
 * the store reads them in (db/task-lists.ts).
 */
import {
  completedOnTime,
  formatHpDelta,
  isTaskOverdue,
  taskCountdown,
  taskHpDelta,
  type Instant,
  type Task,
} from '@ninety/domain';

export type TaskCardState = 'overdue' | 'open' | 'completed';

export interface TaskCardView {
  id: string;
  title: string;
  state: TaskCardState;
  /** "1h 59m", or "OVERDUE" once no time is left; null for a completed task. */
  countdown: string | null;
  /** "+10 HP", or "-10 HP" once overdue (the drain it caused). */
  hpText: string;
  hpKind: 'reward' | 'penalty';
  dueDate: string;
  completedAt: string | null;
  /** Completed after its due time: it counts as done, and earned nothing. */
  completedLate: boolean;
}

export function taskCardView(task: Task, now: Instant): TaskCardView {
  const delta = taskHpDelta(task, now);
  const completed = task.completedAt !== null;
  return {
    id: task.id,
    title: task.title,
    state: completed ? 'completed' : isTaskOverdue(task, now) ? 'overdue' : 'open',
    countdown: completed ? null : taskCountdown(task.dueDate, now),
    hpText: formatHpDelta(delta),
    hpKind: delta < 0 ? 'penalty' : 'reward',
    dueDate: task.dueDate,
    completedAt: task.completedAt,
    completedLate: completed && !completedOnTime(task),
  };
}

/** The "Priority Task Created" toast's line: "Call the bank due in 2.5 hours with 10 HP impact". */
export function taskCreatedDescription({ title, dueHours, hpImpact }: { title: string; dueHours: number; hpImpact: number }): string {
  return `${title} due in ${dueHours} ${dueHours === 1 ? 'hour' : 'hours'} with ${hpImpact} HP impact`;
}
