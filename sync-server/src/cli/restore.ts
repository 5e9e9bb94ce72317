/**
 * `pnpm restore FILE`: puts a backup in place of the database, with the server stopped. The file
 * is checked first (SQLite's integrity check, a Ninety database this version can run); the
 * database it replaces is kept beside it, never deleted.
 */
import { resolve } from 'node:path';
import { serverServing } from '../data-dir-lock';
import { restoreProblem } from '../db/backup';
import { restoreDatabase } from '../db/restore';
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

const keptAs = `${env.databaseFile}.replaced-${backupFileName(new Date()).replace(/^ninety-/, '')}`;
const replaced = await restoreDatabase(source, env.databaseFile, keptAs);
console.info(`Restored ${source} into ${env.databaseFile}.`);
if (replaced) console.info(`The database it replaced is kept as ${replaced}.`);
console.info('Start the server. A device paired after this backup was taken must pair again; what it holds syncs once it has.');
