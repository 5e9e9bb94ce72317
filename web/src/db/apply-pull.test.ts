import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import { applyPull } from './apply-pull';
import { getCursor } from './meta';
import { logWater } from './water-repo';
import { saveSettings } from './settings-repo';
import type { NinetyDatabase } from './database';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

const serverLog = (id: string, amount: number) => ({
  table: 'waterLogs' as const,
  id,
  row: { id, amount, loggedAt: '2026-11-21T08:00:00.000Z' },
});

describe('applying a pull', () => {
  it('stores the changes and the new cursor', async () => {
    db = freshDb();
    await applyPull(db, { cursor: 7, reset: false, changes: [serverLog('a', 8)] });
    expect(await db.waterLogs.get('a')).toEqual({ id: 'a', amount: 8, loggedAt: '2026-11-21T08:00:00.000Z' });
    expect(await getCursor(db)).toBe(7);
  });

  it('replaces everything on reset but keeps what is still pending here', async () => {
    db = freshDb();
    await applyPull(db, { cursor: 1, reset: false, changes: [serverLog('old', 8)] });
    const mine = await logWater(16, new Date('2026-11-21T09:00:00Z'), db);
    await applyPull(db, { cursor: 3, reset: true, changes: [serverLog('b', 12)] });
    const ids = (await db.waterLogs.toArray()).map((log) => log.id).sort();
    expect(ids).toEqual(['b', mine].sort());
  });

  it('replays a pending setting over an older value from the server', async () => {
    db = freshDb();
    await saveSettings({ dailyTargetOz: 100 }, new Date('2026-11-21T10:00:00Z'), db);
    await applyPull(db, {
      cursor: 2,
      reset: false,
      changes: [{ table: 'settings', id: 'dailyTargetOz', row: { key: 'dailyTargetOz', value: 90, updatedAt: '2026-11-21T11:00:00.000Z' } }],
    });
    // The server's value is newer: it wins here too, as it will on the server.
    expect((await db.settings.get('dailyTargetOz'))?.value).toBe(90);
    await applyPull(db, {
      cursor: 3,
      reset: false,
      changes: [{ table: 'settings', id: 'dailyTargetOz', row: { key: 'dailyTargetOz', value: 80, updatedAt: '2026-11-21T09:00:00.000Z' } }],
    });
    // An older value arrives; the pending change made at 10:00 is replayed over it.
    expect((await db.settings.get('dailyTargetOz'))?.value).toBe(100);
  });

  it('deletes on a tombstone, and a replayed insert of that record stays deleted', async () => {
    db = freshDb();
    const id = await logWater(8, new Date('2026-11-21T09:00:00Z'), db);
    await applyPull(db, { cursor: 4, reset: false, changes: [{ table: 'waterLogs', id, deleted: true }] });
    expect(await db.waterLogs.get(id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
  });

  it('skips a row that does not match its schema', async () => {
    db = freshDb();
    await applyPull(db, {
      cursor: 5,
      reset: false,
      changes: [{ table: 'waterLogs', id: 'x', row: { id: 'x', amount: 'lots' } }],
    });
    expect(await db.waterLogs.count()).toBe(0);
    expect(await getCursor(db)).toBe(5);
  });
});
