import { Hono } from 'hono';
import { MESSAGES, PULL_VERSION_UNSTATED, PullQuerySchema, PushBodySchema, PushVersionSchema, SCHEMA_VERSION, firstIssueMessage } from '@ninety/api';
import { HttpError } from '../http/errors';
import { parseJsonWith, readJson } from '../http/json-body';
import { acknowledgedGap, pullChanges } from '../services/sync-pull';
import { pushMutations } from '../services/sync-push';
import type { RouteDeps } from './context';

export function syncRoutes({ db, clock }: RouteDeps) {
  return new Hono()
    .post('/push', async (c) => {
      const json = await readJson(c);
      // The version first: a newer app's body is not this server's to judge field by field.
      const version = PushVersionSchema.safeParse(json);
      if (version.success && version.data.schemaVersion !== SCHEMA_VERSION) {
        return c.json({ message: MESSAGES.syncSchemaVersion(SCHEMA_VERSION) }, 426);
      }
      const outcome = pushMutations(db, parseJsonWith(json, PushBodySchema), clock.now());
      if (outcome.kind === 'gap') return c.json(outcome.body, 409);
      if (outcome.kind === 'unsupported-version') return c.json({ message: outcome.message }, 426);
      return c.json(outcome.body);
    })
    .get('/pull', (c) => {
      const query = PullQuerySchema.safeParse(c.req.query());
      if (!query.success) throw new HttpError(400, firstIssueMessage(query.error));
      const schemaVersion = query.data.schemaVersion === undefined ? PULL_VERSION_UNSTATED : Number(query.data.schemaVersion);
      if (schemaVersion !== SCHEMA_VERSION) return c.json({ message: MESSAGES.syncSchemaVersion(SCHEMA_VERSION) }, 426);
      const { clientId, ackedSeq } = query.data;
      const gap = clientId !== undefined && ackedSeq !== undefined ? acknowledgedGap(db, clientId, Number(ackedSeq)) : null;
      if (gap) return c.json(gap, 409);
      const cursor = query.data.cursor === undefined ? undefined : Number(query.data.cursor);
      const timeline = query.data.timeline === undefined ? undefined : Number(query.data.timeline);
      const limit = query.data.limit === undefined ? undefined : Number(query.data.limit);
      return c.json(pullChanges(db, { cursor, timeline }, limit));
    });
}
