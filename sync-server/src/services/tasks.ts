import { MESSAGES, taskDueWindowMessage, type TaskCompleteArgs, type TaskCreateArgs, type TaskResponse } from '@ninety/api';
import { isTaskCompleted, isTaskOverdue, newTask, withEarliestCompletion, type Task } from '@ninety/domain';
import { findRecord, liveRecords, putRecord } from '../db/records-repo';
import type { Db } from '../db/open';
import { refuseIfBeforeRecord, type ActionTime } from './action-time';
import { ServiceError } from './service-error';

/** Creates a task; the same id again answers the stored task (a replay), changing nothing. */
export function createTask(db: Db, args: TaskCreateArgs, at: ActionTime): { task: Task; created: boolean } {
  const existing = findRecord(db, 'tasks', args.id);
  if (existing) return { task: existing.row, created: false };
  const window = taskDueWindowMessage(args.dueDate, at.occurredAt);
  if (window) throw new ServiceError('invalid', window);
  const task = newTask(args, at.occurredAt);
  putRecord(db, 'tasks', task);
  return { task, created: true };
}

/** Completes a task; the earliest completion wins (domain withEarliestCompletion). */
export function completeTask(db: Db, args: TaskCompleteArgs, at: ActionTime): Task {
  const found = findRecord(db, 'tasks', args.id);
  if (!found || found.deleted) throw new ServiceError('not-found', MESSAGES.taskNotFound);
  refuseIfBeforeRecord(at, found.row.createdAt);
  const completed = withEarliestCompletion(found.row, at.occurredAt);
  if (!completed) return found.row;
  putRecord(db, 'tasks', completed);
  return completed;
}

/** All tasks, soonest due first. */
export function listTasks(db: Db): Task[] {
  return liveRecords(db, 'tasks').sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));
}

export function presentTask(task: Task, now: Date): TaskResponse {
  return {
    ...task,
    isCompleted: isTaskCompleted(task),
    isOverdue: isTaskOverdue(task, now),
  };
}
