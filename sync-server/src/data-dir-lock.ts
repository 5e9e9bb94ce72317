/**
 * Which server process serves a data folder: `server.pid` in it, written at start and removed
 * at a clean stop. A restore must not swap the database file under a running server (it would
 * keep writing to the old one), and two servers must not share one folder.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pidFile = (dataDir: string) => join(dataDir, 'server.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live server process serving this folder, if any (a file left by a crash is ignored). */
export function serverServing(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/** Marks this process as the folder's server; answers the way to unmark it. */
export function holdDataDir(dataDir: string): () => void {
  const running = serverServing(dataDir);
  if (running !== null) throw new Error(`Another Ninety server (process ${running}) is serving ${dataDir}`);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(pidFile(dataDir), `${process.pid}\n`);
  return () => rmSync(pidFile(dataDir), { force: true });
}
