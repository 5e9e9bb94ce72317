import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { createApp } from './app';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { readEnv } from './env';

// env → db → migrate → serve
const env = readEnv();
const db = openDatabase(env.databaseFile);
migrate(db);
if (!existsSync(env.webDist)) console.warn(`No built web app at ${env.webDist}; run pnpm build. Serving the API only.`);
const app = createApp({ db, webDist: existsSync(env.webDist) ? env.webDist : undefined });

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  console.info(`Ninety is running at http://${env.host === '127.0.0.1' ? 'localhost' : env.host}:${info.port} (data: ${env.databaseFile})`);
});

function shutdown() {
  server.close(() => {
    db.close();
    process.exit(0);
  });
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
