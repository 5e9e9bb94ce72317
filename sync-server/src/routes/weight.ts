import { Hono } from 'hono';
import { WeightLogBodySchema } from '@ninety/api';
import { parseBody } from '../http/json-body';
import { actionTime } from '../services/action-time';
import { applyMutation, heldOrMissing } from '../services/apply-mutation';
import { listWeights } from '../services/logs';
import type { RouteDeps } from './context';

export function weightRoutes({ db, clock, newId }: RouteDeps) {
  return new Hono()
    .get('/', (c) => c.json(listWeights(db)))
    .post('/', async (c) => {
      const body = await parseBody(c, WeightLogBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const { entry, created } = db.transaction(() => applyMutation(db, 'weight.log', { id: body.id ?? newId(), weight: body.weight }, at))();
      return c.json(heldOrMissing(entry), created ? 201 : 200);
    });
}
