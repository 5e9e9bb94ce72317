/**
 * The server as src/index.ts starts it (env → db → migrate → serve), in its own process so the
 * load generator never shares its event loop, with two differences for a load test: port 0
 * (the OS picks a free one, printed on stdout) and a write rate limit no client can reach. The
 * limiter still runs on every write, so its cost is in the figures; its default budget of 10
 * writes a second per address is for phones, not for a benchmark pushing from one address.
 */
import { serve } from '@hono/node-server';
import { join } from 'node:path';
import { createApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const db = openDatabase(join(dataDir, 'ninety.db'));
migrate(db);
const app = createApp({ db, rateLimit: { burst: Number.MAX_SAFE_INTEGER, perSecond: Number.MAX_SAFE_INTEGER }, auth: 'off' });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.info(`listening on ${info.port}`);
});

process.on('SIGTERM', () => {
  server.close(() => {
    db.close();
    process.exit(0);
  });
});
