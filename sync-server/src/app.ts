import { Hono } from 'hono';
import { MESSAGES } from '@ninety/api';
import { v7 as uuidv7 } from 'uuid';
import { systemClock, type Clock } from './clock';
import type { Db } from './db/open';
import { handleError } from './http/errors';
import { DEFAULT_RATE_LIMIT, rateLimit, type RateLimitOptions } from './http/rate-limit';
import { securityHeadersByPath } from './http/security-headers';
import { staticWeb } from './http/static-web';
import { hostGuard } from './http/host-guard';
import { deviceAuth, type AuthEnv } from './http/device-auth';
import { pairingThrottle } from './http/pairing-throttle';
import { notFoundOrNotAllowed } from './http/method-not-allowed';
import { writeGuards, type BodyLimits } from './http/write-guards';
import type { PaymentProvider } from './payments/payment-provider';
import { checklistRoutes } from './routes/checklist';
import { deviceRoutes } from './routes/devices';
import { pairingRoutes } from './routes/pairing';
import type { PushService, RouteDeps } from './routes/context';
import { exportRoutes, importRoutes } from './routes/data';
import { goalRoutes } from './routes/goals';
import { healthRoutes } from './routes/health';
import { paymentRoutes } from './routes/payments';
import { pushRoutes } from './routes/push';
import { questRoutes } from './routes/quests';
import { settingsRoutes } from './routes/settings';
import { statsRoutes, traitRoutes } from './routes/stats';
import { syncRoutes } from './routes/sync';
import { taskRoutes } from './routes/tasks';
import { waterRoutes } from './routes/water';
import { webhookRoutes } from './routes/webhooks';
import { weightRoutes } from './routes/weight';
import { stretchRoutes, workoutRoutes } from './routes/workouts';

export interface AppOptions {
  db: Db;
  clock?: Clock;
  /** Card payments; absent means the payment routes answer 503. */
  payments?: PaymentProvider | null;
  /** Stripe's publishable key, handed to the browser; payments need it as well as `payments`. */
  publishableKey?: string | null;
  random?: () => number;
  /** Folder of the built PWA; when given, the server serves the app too. */
  webDist?: string;
  /** Writes per client address; false turns the limit off (a load test, a fuzz run). */
  rateLimit?: RateLimitOptions | false;
  /** Host names besides this machine's own that requests may be addressed to (ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  /** Reminders through Web Push; absent means the push routes answer 503. */
  push?: PushService | null;
  /** Body limits by kind of write; tests shrink them to exercise oversize requests. */
  bodyLimits?: Partial<BodyLimits>;
  /**
   * Whether every data route needs a paired device (AUTH, env.ts): 'on' unless a test or a
   * loopback development server turns it off.
   */
  auth?: 'on' | 'off';
}

/** The whole HTTP surface: /api routes, one sub-app per resource, and the built app. */
export function createApp({
  db,
  clock = systemClock,
  payments = null,
  publishableKey = null,
  random = Math.random,
  webDist,
  rateLimit: writeRate = DEFAULT_RATE_LIMIT,
  allowedHosts = [],
  bodyLimits,
  push = null,
  auth = 'on',
}: AppOptions) {
  const deps: RouteDeps = { db, clock, payments, publishableKey, push, random, newId: uuidv7 };
  const app = new Hono<AuthEnv>();
  app.use('*', securityHeadersByPath());
  app.use('*', hostGuard(allowedHosts));
  app.use('/api/*', writeGuards(bodyLimits));
  app.use('/api/*', deviceAuth(db, clock, auth === 'on'));
  if (writeRate) app.use('/api/*', rateLimit(clock, writeRate));
  // A change (a drink logged, a setting saved, a task made) can make a reminder due or stale:
  // the scheduler looks again soon rather than at its next minute.
  if (push) {
    app.use('/api/*', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.res.status < 400) push.nudge();
    });
  }
  app.route('/api/health', healthRoutes());
  app.route('/api/pair', pairingRoutes(deps, pairingThrottle(clock)));
  app.route('/api/devices', deviceRoutes(deps, auth === 'on'));
  app.route('/api/stats', statsRoutes(deps));
  app.route('/api/traits', traitRoutes(deps));
  app.route('/api/water', waterRoutes(deps));
  app.route('/api/tasks', taskRoutes(deps));
  app.route('/api/quests', questRoutes(deps));
  app.route('/api/workouts', workoutRoutes(deps));
  app.route('/api/stretches', stretchRoutes(deps));
  app.route('/api/weight', weightRoutes(deps));
  app.route('/api/goals', goalRoutes(deps));
  app.route('/api/payments', paymentRoutes(deps));
  app.route('/api/push', pushRoutes(deps));
  app.route('/api/checklist', checklistRoutes(deps));
  app.route('/api/settings', settingsRoutes(deps));
  app.route('/api/export', exportRoutes(deps));
  app.route('/api/import', importRoutes(deps));
  app.route('/api/sync', syncRoutes(deps));
  app.route('/api/webhooks', webhookRoutes(deps));
  app.all('/api/*', notFoundOrNotAllowed(() => app.routes));
  if (webDist) app.route('/', staticWeb(webDist));
  app.notFound((c) => c.json({ message: MESSAGES.notFound }, 404));
  app.onError(handleError);
  return app;
}
