import { Hono } from 'hono';
import { ImportBodySchema } from '@ninety/api';
import { parseBody } from '../http/json-body';
import { actionTime } from '../services/action-time';
import { applyMutation } from '../services/apply-mutation';
import { exportAll } from '../services/data-transfer';
import type { RouteDeps } from './context';

export function exportRoutes({ db, clock }: RouteDeps) {
  return new Hono().get('/', (c) => {
    const now = clock.now();
    c.header('Content-Disposition', `attachment; filename="ninety-export-${now.toISOString().slice(0, 10)}.json"`);
    return c.json(exportAll(db, now));
  });
}

/** A full replace, all or nothing: validated whole, then applied in one transaction. */
export function importRoutes({ db, clock }: RouteDeps) {
  return new Hono().post('/', async (c) => {
    const document = await parseBody(c, ImportBodySchema);
    const at = actionTime(undefined, clock.now());
    return c.json(db.transaction(() => applyMutation(db, 'data.import', { document }, at))());
  });
}
