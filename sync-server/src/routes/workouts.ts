import { Hono } from 'hono';
import {
  MESSAGES,
  StretchCompleteBodySchema,
  RoutineIdSchema,
  workoutToResponse,
  WorkoutCompleteBodySchema,
  WorkoutGenerateBodySchema,
} from '@ninety/api';
import { parseOptionalBody } from '../http/json-body';
import { pathId } from '../http/path-id';
import { actionTime } from '../services/action-time';
import { ServiceError } from '../services/service-error';
import { applyMutation, heldOrMissing } from '../services/apply-mutation';
import { generateWorkoutPlan, listCurrentPlan } from '../services/workouts';
import type { RouteDeps } from './context';

export function workoutRoutes({ db, clock, random, newId }: RouteDeps) {
  return new Hono()
    .get('/', (c) => c.json(listCurrentPlan(db).map(workoutToResponse)))
    .post('/generate', async (c) => {
      const body = await parseOptionalBody(c, WorkoutGenerateBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const plan = db.transaction(() =>
        body.planId && body.workouts
          ? (applyMutation(db, 'workout.generate', { planId: body.planId, workouts: body.workouts }, at), listCurrentPlan(db))
          : generateWorkoutPlan(db, at, random, newId),
      )();
      return c.json(plan.map(workoutToResponse), 201);
    })
    .post('/:id/complete', async (c) => {
      const workoutId = pathId(c, MESSAGES.workoutNotFound);
      const body = await parseOptionalBody(c, WorkoutCompleteBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const done = heldOrMissing(db.transaction(() => applyMutation(db, 'workout.complete', { id: body.id ?? newId(), workoutId }, at))());
      return c.json(done, 201);
    });
}

export function stretchRoutes({ db, clock, newId }: RouteDeps) {
  return new Hono().post('/:id/complete', async (c) => {
    const routineId = c.req.param('id');
    if (!RoutineIdSchema.safeParse(routineId).success) throw new ServiceError('not-found', MESSAGES.stretchRoutineId);
    const body = await parseOptionalBody(c, StretchCompleteBodySchema);
    const at = actionTime(body.occurredAt, clock.now());
    const done = heldOrMissing(db.transaction(() => applyMutation(db, 'stretch.complete', { id: body.id ?? newId(), routineId }, at))());
    return c.json(done, 201);
  });
}
