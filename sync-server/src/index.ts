import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { createApp } from './app';
import { systemClock } from './clock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { readEnv } from './env';
import { paymentProviderFromEnv, publishableKeyFromEnv } from './payments/payments-env';
import { createPushScheduler } from './push/scheduler';
import { createPushSender } from './push/sender';
import { loadVapidKeys } from './push/vapid';

// env → db → migrate → serve
const env = readEnv();
const db = openDatabase(env.databaseFile);
migrate(db);
const payments = paymentProviderFromEnv(process.env);
const publishableKey = publishableKeyFromEnv(process.env);
if (!payments || !publishableKey) {
  console.info('Card payments are off: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to enable goal overrides.');
}
const webDist = existsSync(env.webDist) ? env.webDist : undefined;
if (!webDist) console.warn(`No built web app at ${env.webDist}; run pnpm build. Serving the API only.`);
const vapid = loadVapidKeys(process.env, env.dataDir);
const scheduler = createPushScheduler({ db, clock: systemClock, send: createPushSender(vapid) });
const push = { publicKey: vapid.publicKey, nudge: () => scheduler.soon() };
const app = createApp({ db, payments, publishableKey, webDist, allowedHosts: env.allowedHosts, push });

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  const host = env.host === '127.0.0.1' ? 'localhost' : env.host;
  console.info(`Ninety is running at http://${host}:${info.port} (data: ${env.databaseFile})`);
});

function shutdown() {
  scheduler.stop();
  server.close(() => {
    db.close();
    process.exit(0);
  });
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
