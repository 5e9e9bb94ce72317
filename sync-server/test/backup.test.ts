import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCHEMA_VERSION } from '@ninety/api';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreProblem } from '../src/db/backup';
import { openDatabase, type Db } from '../src/db/open';
import { migrate } from '../src/db/migrate';
import { currentTimeline } from '../src/db/timeline';
import { backupDue, listBackups, takeBackup } from '../src/services/backups';
import { startServer, stopServer, type RealServer } from './real-server';
import { uuid } from './harness';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ninety-backup-'));
  dirs.push(dir);
  return dir;
};
let server: RealServer | undefined;
afterEach(async () => {
  if (server) await stopServer(server);
  server = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** `pnpm restore FILE`, as the command runs, on a data folder. */
function restoreCommand(file: string, dataDir: string): Promise<{ code: number | null; printed: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/restore.ts', file], { cwd: SERVER_DIR, env: { ...process.env, DATA_DIR: dataDir } });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.once('exit', (code) => resolve({ code, printed }));
  });
}

const count = (db: Db, sql: string): number => (db.prepare(sql).get() as { n: number }).n;

describe('daily backups', () => {
  it('keeps the newest 14, and is due once a day has passed since the newest', async () => {
    const dataDir = tempDir();
    const db = openDatabase(join(dataDir, 'ninety.db'));
    migrate(db);
    const dir = join(dataDir, 'backups');
    expect(backupDue(dir, new Date('2026-11-01T00:00:00.000Z'))).toBe(true);
    for (let day = 1; day <= 16; day++) await takeBackup(db, dir, new Date(Date.UTC(2026, 10, day, 3)));
    db.close();
    const kept = listBackups(dir);
    expect(kept).toHaveLength(14);
    expect(kept[0]!.at.toISOString()).toBe('2026-11-03T03:00:00.000Z');
    expect(kept.at(-1)!.at.toISOString()).toBe('2026-11-16T03:00:00.000Z');
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(backupDue(dir, new Date('2026-11-17T02:59:59.999Z'))).toBe(false);
    expect(backupDue(dir, new Date('2026-11-17T03:00:00.000Z'))).toBe(true);
  });

  it('restores only a sound Ninety database', () => {
    const dir = tempDir();
    const notSqlite = join(dir, 'notes.db');
    writeFileSync(notSqlite, 'just text, not a database');
    expect(restoreProblem(notSqlite)).toMatch(/not a Ninety database|cannot open/);
    const other = openDatabase(join(dir, 'other.db'));
    other.exec('CREATE TABLE t (x)');
    other.close();
    expect(restoreProblem(join(dir, 'other.db'))).toBe('the file is not a Ninety database');
    expect(restoreProblem(join(dir, 'missing.db'))).toMatch(/cannot open/);
  });
});

describe('a backup taken while writes go on', () => {
  it('restores to a database where every change is there with its acknowledgement, or neither is', async () => {
    const dataDir = tempDir();
    server = await startServer(dataDir);
    // A device pushing one water log at a time, each acknowledged in the same transaction.
    let seq = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const next = seq + 1;
        const response = await fetch(`${server!.url}/api/sync/push`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ clientId: 'phone', schemaVersion: SCHEMA_VERSION, mutations: [{ seq: next, name: 'water.log', args: { id: uuid(next), amount: 8 }, occurredAt: '2026-11-25T08:00:00.000Z' }] }),
        });
        // Past the write limit's burst, as a device does: wait, and send the same change again.
        if (response.status === 429) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        expect(response.status).toBe(200);
        seq = next;
      }
    })();

    // `pnpm backup` is another process with its own connection; so is this test.
    const db = openDatabase(join(dataDir, 'ninety.db'));
    const backupDir = join(dataDir, 'backups-under-load');
    const taken: string[] = [];
    while (seq < 40) await new Promise((resolve) => setTimeout(resolve, 10));
    for (let i = 0; i < 4; i++) {
      taken.push(await takeBackup(db, backupDir, new Date(Date.UTC(2026, 10, 25, 8, 0, i))));
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    // The last backup holds at most one change past what was acknowledged when it finished (the
    // one whose answer was on its way), so two more acknowledged ones are surely not in it. A wait
    // for them, not a fixed pause: past the write limit a busy machine may write none in 30 ms.
    const lastBackupDone = seq;
    while (seq < lastBackupDone + 2) await new Promise((resolve) => setTimeout(resolve, 10));
    writing = false;
    await writer;
    db.close();

    const seen: number[] = [];
    for (const file of taken) {
      const target = tempDir();
      const restored = await restoreCommand(file, target);
      expect(restored.code, restored.printed).toBe(0);
      expect(restored.printed).toContain('Restored');
      const copy = openDatabase(join(target, 'ninety.db'));
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const lastSeq = count(copy, "SELECT last_seq AS n FROM sync_clients WHERE client_id = 'phone'");
      const logs = count(copy, "SELECT COUNT(*) AS n FROM records WHERE tbl = 'waterLogs'");
      expect(logs, file).toBe(lastSeq);
      seen.push(lastSeq);
      copy.close();
    }
    // Taken while writes went on: each later backup holds more, and none holds them all.
    expect(seen[0]).toBeGreaterThanOrEqual(40);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen.at(-1)).toBeLessThan(seq);
  });

  it('starts a new timeline, so no cursor the replaced database gave out is read as its own', async () => {
    const dataDir = tempDir();
    const db = openDatabase(join(dataDir, 'ninety.db'));
    migrate(db);
    const before = currentTimeline(db);
    const file = await takeBackup(db, join(dataDir, 'backups'), new Date());
    db.close();
    const restored = await restoreCommand(file, dataDir);
    expect(restored.code, restored.printed).toBe(0);
    const copy = openDatabase(join(dataDir, 'ninety.db'));
    const after = currentTimeline(copy);
    copy.close();
    expect(after).not.toBe(before);
    expect(Number.isSafeInteger(after) && after >= 0).toBe(true);
  });

  it('refuses to restore under a running server, and keeps the database it replaces', async () => {
    const dataDir = tempDir();
    server = await startServer(dataDir);
    const db = openDatabase(join(dataDir, 'ninety.db'));
    const file = await takeBackup(db, join(dataDir, 'backups'), new Date());
    db.close();
    const refused = await restoreCommand(file, dataDir);
    expect(refused.code).toBe(1);
    expect(refused.printed).toMatch(/Not restored: the server \(process \d+\) is running/);

    await stopServer(server);
    server = undefined;
    const restored = await restoreCommand(file, dataDir);
    expect(restored.code, restored.printed).toBe(0);
    const replaced = readdirSync(dataDir).filter((name) => name.startsWith('ninety.db.replaced-') && name.endsWith('.db'));
    expect(replaced).toHaveLength(1);
    expect(existsSync(join(dataDir, 'ninety.db'))).toBe(true);
  });
});
