import type { TaskResponse } from '@ninety/api';
import { isTaskCompleted, isTaskOverdue, type Task } from '@ninety/domain';
import type { Db } from '../db/open';
import { liveRecords } from '../db/records-repo';

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
