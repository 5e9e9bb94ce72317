/** `pnpm backup`: a backup now, beside the daily ones (DATA_DIR/backups, the last 14 kept). */
import { openDatabase } from '../db/open';
import { readEnv } from '../env';
import { takeBackup } from '../services/backups';

const env = readEnv();
const db = openDatabase(env.databaseFile);
try {
  console.info(`Backup written to ${await takeBackup(db, env.backupDir, new Date())}`);
} finally {
  db.close();
}
