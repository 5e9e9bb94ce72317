import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { createApp } from './app';
import { systemClock } from './clock';
import { holdDataDir } from './data-dir-lock';
import { gracefulStop } from './http/graceful-stop';
import { IDLE_CONNECTION_MS } from './http/keep-alive';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { readEnv, type Env } from './env';
import { paymentProviderFromEnv, publishableKeyFromEnv } from './payments/payments-env';
import { createPushScheduler } from './push/scheduler';
import { createPushSender } from './push/sender';
import { loadVapidKeys } from './push/vapid';
import { startDailyBackups } from './services/backups';
import { createPairingCode, pairingUrl } from './services/pairing';

// env → db → migrate → serve
let env: Env;
let releaseDataDir: () => void;
try {
  env = readEnv();
  releaseDataDir = holdDataDir(env.dataDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
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
const stopBackups = startDailyBackups(db, env.backupDir, systemClock);
const app = createApp({ db, payments, publishableKey, webDist, allowedHosts: env.allowedHosts, push, auth: env.auth });

const serverOptions = { keepAliveTimeout: IDLE_CONNECTION_MS };
const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host, serverOptions }, (info) => {
  const host = env.host === '127.0.0.1' ? 'localhost' : env.host;
  console.info(`Ninety is running at http://${host}:${info.port} (data: ${env.databaseFile})`);
  if (env.auth === 'off') {
    console.info('Pairing is off (AUTH=off): anyone who reaches this server uses its data. Loopback only.');
    return;
  }
  // The code is in the fragment: a browser never sends it to any server's log.
  const { code } = createPairingCode(db, systemClock.now());
  console.info(`Pair a device: open ${pairingUrl(env.publicOrigin, code)} (one use, 15 minutes; pnpm pair makes another)`);
});

// Requests under way at a stop get this long to be answered (graceful-stop.ts): a push or a
// pull, even over a slow phone connection, well inside systemd's 90 s before it kills.
const STOP_GRACE_MS = 10_000;
const serving = gracefulStop(server as Server, STOP_GRACE_MS);

function shutdown() {
  scheduler.stop();
  stopBackups();
  void serving.stop().then(() => {
    db.close();
    releaseDataDir();
    process.exit(0);
  });
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
