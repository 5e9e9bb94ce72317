import { Hono } from 'hono';
import { MESSAGES, PushSnoozeBodySchema, PushSubscriptionBodySchema, PushUnsubscribeBodySchema } from '@ninety/api';
import { MS_PER_MINUTE } from '@ninety/domain';
import { deleteSubscription, putSubscription } from '../db/push-repo';
import { parseBody, parseOptionalBody } from '../http/json-body';
import { snoozeWater } from '../push/scheduler';
import { ServiceError } from '../services/service-error';
import { getSettings } from '../services/settings';
import type { AuthEnv } from '../http/device-auth';
import type { RouteDeps } from './context';

/** Web Push: the public key for subscribing, the subscriptions, and the water reminder's Snooze. */
export function pushRoutes({ db, clock, push }: RouteDeps) {
  const requirePush = () => {
    if (!push) throw new ServiceError('unavailable', MESSAGES.pushUnavailable);
    return push;
  };
  return new Hono<AuthEnv>()
    .get('/public-key', (c) => c.json({ publicKey: requirePush().publicKey }))
    .post('/subscriptions', async (c) => {
      requirePush();
      const body = await parseBody(c, PushSubscriptionBodySchema);
      // What is due now reaches a device that has just turned reminders on (every write nudges
      // the scheduler: see app.ts).
      putSubscription(
        db,
        { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
        clock.now().toISOString(),
        // Removing the device removes its subscriptions with it.
        c.get('device')?.id ?? null,
      );
      return c.body(null, 204);
    })
    .delete('/subscriptions', async (c) => {
      requirePush();
      deleteSubscription(db, (await parseBody(c, PushUnsubscribeBodySchema)).endpoint);
      return c.body(null, 204);
    })
    .post('/snooze', async (c) => {
      requirePush();
      await parseOptionalBody(c, PushSnoozeBodySchema);
      const until = clock.now().getTime() + getSettings(db).reminderIntervalMin * MS_PER_MINUTE;
      snoozeWater(db, until);
      return c.json({ snoozedUntil: new Date(until).toISOString() });
    });
}
