/**
 * `pnpm pair`: a fresh one-time pairing link, for a server run as a service whose start-up
 * output is out of sight. It writes the code into the same database the server reads, with the
 * same environment (DATA_DIR, PUBLIC_ORIGIN) as the server.
 */
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { readEnv } from '../env';
import { createPairingCode, pairingUrl } from '../services/pairing';

const env = readEnv();
if (env.auth === 'off') {
  console.info('Pairing is off on this server (AUTH=off): no link is needed.');
} else {
  const db = openDatabase(env.databaseFile);
  migrate(db);
  const { code, expiresAt } = createPairingCode(db, new Date());
  db.close();
  console.info(`Pair a device: open ${pairingUrl(env.publicOrigin, code)}`);
  console.info(`One use, until ${expiresAt}.`);
}
