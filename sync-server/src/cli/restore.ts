/**
 * `pnpm restore FILE`: puts a backup in place of the database, with the server stopped. The file
 * is checked first (SQLite's integrity check, a Ninety database this version can run); the
 * database it replaces is kept beside it, never deleted.
 */
import { existsSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { serverServing } from '../data-dir-lock';
import { copyDatabase, restoreProblem } from '../db/backup';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { readEnv } from '../env';
import { backupFileName } from '../services/backups';

function fail(message: string): never {
  console.error(`Not restored: ${message}`);
  process.exit(1);
}

const given = process.argv[2];
if (!given) fail('name the backup to restore: pnpm restore data/backups/ninety-....db');
const source = resolve(given);
const env = readEnv();
const running = serverServing(env.dataDir);
if (running !== null) fail(`the server (process ${running}) is running on ${env.dataDir}; stop it first`);
const problem = restoreProblem(source);
if (problem) fail(problem);

const replaced = `${env.databaseFile}.replaced-${backupFileName(new Date()).replace(/^ninety-/, '')}`;
if (existsSync(env.databaseFile)) {
  renameSync(env.databaseFile, replaced);
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(env.databaseFile + suffix)) renameSync(env.databaseFile + suffix, replaced + suffix);
  }
}
await copyDatabase(source, env.databaseFile);
const db = openDatabase(env.databaseFile);
migrate(db);
db.close();
console.info(`Restored ${source} into ${env.databaseFile}.`);
if (existsSync(replaced)) console.info(`The database it replaced is kept as ${replaced}.`);
console.info('Start the server. A device paired after this backup was taken must pair again; what it holds syncs once it has.');
