import { Hono } from 'hono';
import { MESSAGES, TaskCompleteBodySchema, TaskCreateBodySchema } from '@ninety/api';
import { parseBody, parseOptionalBody } from '../http/json-body';
import { pathId } from '../http/path-id';
import { actionTime } from '../services/action-time';
import { applyMutation, heldOrMissing } from '../services/apply-mutation';
import { listTasks, presentTask } from '../services/tasks';
import type { RouteDeps } from './context';

export function taskRoutes({ db, clock, newId }: RouteDeps) {
  return new Hono()
    .get('/', (c) => {
      const now = clock.now();
      return c.json(listTasks(db).map((task) => presentTask(task, now)));
    })
    .post('/', async (c) => {
      const body = await parseBody(c, TaskCreateBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const args = { id: body.id ?? newId(), title: body.title, dueDate: body.dueDate, hpImpact: body.hpImpact };
      const { task, created } = db.transaction(() => applyMutation(db, 'task.create', args, at))();
      return c.json(presentTask(heldOrMissing(task), clock.now()), created ? 201 : 200);
    })
    .post('/:id/complete', async (c) => {
      const id = pathId(c, MESSAGES.taskNotFound);
      const body = await parseOptionalBody(c, TaskCompleteBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const task = db.transaction(() => applyMutation(db, 'task.complete', { id }, at))();
      return c.json(presentTask(task, clock.now()));
    });
}
