import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import type { NinetyDatabase } from './database';
import { readInbox } from './notifications';
import { applyPull } from './apply-pull';
import { markPaired } from './device-pairing';
import { setRestoreProgress } from './restore-progress';
import { saveSettings } from './settings-repo';

describe("the device's inbox", () => {
  let db: NinetyDatabase;
  afterEach(async () => db?.delete());

  // Noon in UTC, no water logged today: the 11:30 reminder of the default schedule has come.
  const noon = new Date('2026-11-21T12:00:00.000Z');

  it('reminds to drink with no water logged today, but not while a restore may still bring it', async () => {
    db = freshDb();
    await saveSettings({ timeZone: 'UTC' }, new Date('2026-11-21T06:00:00.000Z'), db);
    const before = await readInbox(noon, db);
    expect(before.notifications.map((n) => n.body)).toEqual(['0 of 128 oz so far today.']);

    await db.transaction('rw', db.meta, () => setRestoreProgress(db, { done: 5_000, total: 12_000 }));
    const restoring = await readInbox(noon, db);
    expect(restoring.notifications).toEqual([]);
    expect(restoring.unread).toBe(0);

    await db.transaction('rw', db.meta, () => setRestoreProgress(db, undefined));
    expect((await readInbox(noon, db)).notifications).toHaveLength(1);
  });

  it('reminds to drink only once a device just paired has its history: today\'s water may be in it', async () => {
    db = freshDb();
    await saveSettings({ timeZone: 'UTC' }, new Date('2026-11-21T06:00:00.000Z'), db);
    await markPaired('01a211a2-0000-7000-8000-000000000001', db);
    expect((await readInbox(noon, db)).notifications).toEqual([]);
    await applyPull(db, { cursor: 0, reset: true, changes: [], remaining: 0 });
    expect((await readInbox(noon, db)).notifications.map((n) => n.body)).toEqual(['0 of 128 oz so far today.']);
  });
});
