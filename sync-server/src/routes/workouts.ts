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
import { completeStretch } from '../services/logs';
import { ServiceError } from '../services/service-error';
import { completeWorkout, generateWorkoutPlan, listCurrentPlan, storeWorkoutPlan } from '../services/workouts';
import type { RouteDeps } from './context';

export function workoutRoutes({ db, clock, random, newId }: RouteDeps) {
  return new Hono()
    .get('/', (c) => c.json(listCurrentPlan(db).map(workoutToResponse)))
    .post('/generate', async (c) => {
      const body = await parseOptionalBody(c, WorkoutGenerateBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const plan = db.transaction(() =>
        body.planId && body.workouts
          ? storeWorkoutPlan(db, { planId: body.planId, workouts: body.workouts }, at)
          : generateWorkoutPlan(db, at, random, newId),
      )();
      return c.json(plan.map(workoutToResponse), 201);
    })
    .post('/:id/complete', async (c) => {
      const workoutId = pathId(c, MESSAGES.workoutNotFound);
      const body = await parseOptionalBody(c, WorkoutCompleteBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const done = db.transaction(() => completeWorkout(db, { id: body.id ?? newId(), workoutId }, at))();
      return c.json(done, 201);
    });
}

export function stretchRoutes({ db, clock, newId }: RouteDeps) {
  return new Hono().post('/:id/complete', async (c) => {
    const routineId = c.req.param('id');
    if (!RoutineIdSchema.safeParse(routineId).success) throw new ServiceError('not-found', MESSAGES.stretchRoutineId);
    const body = await parseOptionalBody(c, StretchCompleteBodySchema);
    const at = actionTime(body.occurredAt, clock.now());
    const done = db.transaction(() => completeStretch(db, { id: body.id ?? newId(), routineId }, at))();
    return c.json(done, 201);
  });
}
