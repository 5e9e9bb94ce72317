import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import { openDatabase, type Db } from '../src/db/open';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A database as a server of the given migration left it. */
function databaseAt(lastMigration: number): Db {
  const dir = mkdtempSync(join(tmpdir(), 'ninety-migrate-'));
  dirs.push(dir);
  const db = openDatabase(join(dir, 'ninety.db'));
  migrate(db, MIGRATIONS.filter((migration) => migration.id <= lastMigration));
  return db;
}

describe('migration 5: water logs become records', () => {
  it('keeps every log, its deletion and its version, so a device cursor stays valid', async () => {
    const db = databaseAt(4);
    const insert = db.prepare('INSERT INTO water_logs (id, amount, logged_at, deleted, version) VALUES (?, ?, ?, ?, ?)');
    insert.run('0190f5e4-0000-7000-8000-000000000001', 8, '2026-11-21T09:00:00.000Z', 0, 1);
    insert.run('0190f5e4-0000-7000-8000-000000000002', 16, '2026-11-21T10:00:00.000Z', 1, 3);
    insert.run('0190f5e4-0000-7000-8000-000000000003', 12, '2026-11-21T11:00:00.000Z', 0, 2);
    db.prepare("UPDATE meta SET value = 3 WHERE key = 'version'").run();

    expect(migrate(db, MIGRATIONS.filter((migration) => migration.id <= 5))).toEqual([5]);
    migrate(db);
    const app = createApp({ db, clock: { now: () => new Date('2026-11-21T15:00:00.000Z') }, payments: null, publishableKey: null, push: null, auth: 'off' });
    const headers = { host: 'localhost' };

    // A device that had pulled up to version 1 gets exactly the two later changes, in order.
    const since1 = await (await app.request('/api/sync/pull?cursor=1', { headers })).json();
    expect(since1).toEqual({
      cursor: 3,
      // Migration 8 draws the timeline; a cursor that says none is taken as it is.
      timeline: expect.any(Number),
      reset: false,
      remaining: 0,
      changes: [
        { table: 'waterLogs', id: '0190f5e4-0000-7000-8000-000000000003', row: { id: '0190f5e4-0000-7000-8000-000000000003', amount: 12, loggedAt: '2026-11-21T11:00:00.000Z' } },
        { table: 'waterLogs', id: '0190f5e4-0000-7000-8000-000000000002', deleted: true },
      ],
    });
    // The day's total reads the moved rows, the deleted one left out.
    const today = (await (await app.request('/api/water/today', { headers })).json()) as { total: number };
    expect(today.total).toBe(20);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'water_logs'").get()).toBeUndefined();
    db.close();
  });
});
