/**
 * Daily backups in DATA_DIR/backups, the last 14 kept. A backup is written under a temporary
 * name and renamed once complete, so a server stopped mid-copy never leaves a half file among
 * the backups.
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MS_PER_DAY, MS_PER_HOUR } from '@ninety/domain';
import type { Clock } from '../clock';
import { backupTo } from '../db/backup';
import type { Db } from '../db/open';

export const BACKUPS_KEPT = 14;
/** How often the server looks whether a day has passed since the newest backup. */
const CHECK_EVERY_MS = MS_PER_HOUR;
/** A backup's name: its instant, with '-' for the ':' and '.' a file name cannot always hold. */
const NAME = /^ninety-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.db$/;

/** `ninety-2026-11-25T07-30-00-000Z.db`: sorts by time, and a file system takes it anywhere. */
export const backupFileName = (at: Date): string => `ninety-${at.toISOString().replace(/[:.]/g, '-')}.db`;

/** The backups in `dir`, oldest first, with when each was taken. */
export function listBackups(dir: string): { file: string; at: Date }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => NAME.exec(name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([name, date, h, m, s, ms]) => ({ file: join(dir, name), at: new Date(`${date}T${h}:${m}:${s}.${ms}Z`) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Takes a backup now and keeps the newest `kept`; answers the new file. */
export async function takeBackup(db: Db, dir: string, now: Date, kept = BACKUPS_KEPT): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, backupFileName(now));
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  await backupTo(db, partial);
  renameSync(partial, file);
  const backups = listBackups(dir);
  for (const old of backups.slice(0, Math.max(0, backups.length - kept))) rmSync(old.file, { force: true });
  return file;
}

/** Whether a day has passed since the newest backup (or there is none). */
export function backupDue(dir: string, now: Date): boolean {
  const newest = listBackups(dir).at(-1);
  return !newest || now.getTime() - newest.at.getTime() >= MS_PER_DAY;
}

/**
 * Once a day while the server runs: looked at every hour (a sleeping machine wakes to a due
 * backup rather than a missed one), and at start. A failed backup is logged and tried again at
 * the next look. Answers the way to stop.
 */
export function startDailyBackups(db: Db, dir: string, clock: Clock, log: Pick<Console, 'info' | 'error'> = console): () => void {
  let running = false;
  const look = async () => {
    if (running || !backupDue(dir, clock.now())) return;
    running = true;
    try {
      log.info(`Backup written to ${await takeBackup(db, dir, clock.now())}`);
    } catch (error) {
      log.error('Backup failed', error);
    } finally {
      running = false;
    }
  };
  void look();
  const timer = setInterval(() => void look(), CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
