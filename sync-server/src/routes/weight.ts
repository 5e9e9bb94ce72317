import { Hono } from 'hono';
import { WeightLogBodySchema } from '@ninety/api';
import { parseBody } from '../http/json-body';
import { actionTime } from '../services/action-time';
import { listWeights, logWeight } from '../services/logs';
import type { RouteDeps } from './context';

export function weightRoutes({ db, clock, newId }: RouteDeps) {
  return new Hono()
    .get('/', (c) => c.json(listWeights(db)))
    .post('/', async (c) => {
      const body = await parseBody(c, WeightLogBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const { entry, created } = db.transaction(() => logWeight(db, { id: body.id ?? newId(), weight: body.weight }, at))();
      return c.json(entry, created ? 201 : 200);
    });
}
