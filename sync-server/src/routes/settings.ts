import { Hono } from 'hono';
import { SettingsPutBodySchema } from '@ninety/api';
import { parseBody } from '../http/json-body';
import { actionTime } from '../services/action-time';
import { applyMutation } from '../services/apply-mutation';
import { getSettings } from '../services/settings';
import type { RouteDeps } from './context';

export function settingsRoutes({ db, clock }: RouteDeps) {
  return new Hono()
    .get('/', (c) => c.json(getSettings(db)))
    .put('/', async (c) => {
      const { occurredAt, ...patch } = await parseBody(c, SettingsPutBodySchema);
      const at = actionTime(occurredAt, clock.now());
      return c.json(db.transaction(() => {
        applyMutation(db, 'settings.update', patch, at);
        return getSettings(db);
      })());
    });
}
