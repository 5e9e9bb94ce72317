import { Hono } from 'hono';
import { MESSAGES, RecordIdSchema, WaterDeleteBodySchema, WaterLogBodySchema } from '@ninety/api';
import { v7 as uuidv7 } from 'uuid';
import { parseBody, parseOptionalBody } from '../http/json-body';
import { actionTime } from '../services/action-time';
import { applyMutation, heldOrMissing } from '../services/apply-mutation';
import { ServiceError } from '../services/service-error';
import { waterToday } from '../services/water';
import type { RouteDeps } from './context';

export function waterRoutes({ db, clock }: RouteDeps) {
  return new Hono()
    .get('/today', (c) => c.json(waterToday(db, clock.now())))
    .post('/', async (c) => {
      const body = await parseBody(c, WaterLogBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      const { log, created } = db.transaction(() => applyMutation(db, 'water.log', { id: body.id ?? uuidv7(), amount: body.amount }, at))();
      return c.json(heldOrMissing(log), created ? 201 : 200);
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      if (!RecordIdSchema.safeParse(id).success) throw new ServiceError('not-found', MESSAGES.waterLogNotFound);
      const body = await parseOptionalBody(c, WaterDeleteBodySchema);
      const at = actionTime(body.occurredAt, clock.now());
      db.transaction(() => applyMutation(db, 'water.delete', { id }, at))();
      return c.body(null, 204);
    });
}
