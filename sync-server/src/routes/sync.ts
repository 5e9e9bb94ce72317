import { Hono } from 'hono';
import { PullQuerySchema, PushBodySchema, firstIssueMessage } from '@ninety/api';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/json-body';
import { pullChanges } from '../services/sync-pull';
import { pushMutations } from '../services/sync-push';
import type { RouteDeps } from './context';

export function syncRoutes({ db, clock }: RouteDeps) {
  return new Hono()
    .post('/push', async (c) => {
      const outcome = pushMutations(db, await parseBody(c, PushBodySchema), clock.now());
      if (outcome.kind === 'gap') return c.json(outcome.body, 409);
      if (outcome.kind === 'unsupported-version') return c.json({ message: outcome.message }, 426);
      return c.json(outcome.body);
    })
    .get('/pull', (c) => {
      const query = PullQuerySchema.safeParse(c.req.query());
      if (!query.success) throw new HttpError(400, firstIssueMessage(query.error));
      const cursor = query.data.cursor === undefined ? undefined : Number(query.data.cursor);
      return c.json(pullChanges(db, cursor));
    });
}
