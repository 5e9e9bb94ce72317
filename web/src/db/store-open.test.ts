import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDb } from '../test/fresh-db';
import { NinetyDatabase } from './database';
import { logWater } from './water-repo';
import { isStoreNewerThanApp, openStore, storeOpenState } from './store-open';

let db: NinetyDatabase;
afterEach(async () => {
  storeOpenState.setState({ refusal: null, outdated: false });
  await db?.delete();
});

describe('openStore', () => {
  it('opens the store and keeps no refusal', async () => {
    db = freshDb();
    await expect(openStore(db)).resolves.toBe(true);
    expect(db.isOpen()).toBe(true);
    expect(storeOpenState.getState().refusal).toBeNull();
  });

  it("keeps the browser's own words when it refuses, without Dexie's wrapping", async () => {
    db = freshDb();
    // What Chromium answers where the user blocks site data, as Dexie passes it on.
    const denied = new DOMException('The user denied permission to access the database.', 'UnknownError');
    vi.spyOn(db, 'open').mockRejectedValueOnce(new Dexie.OpenFailedError(`UnknownError ${denied.message}`, denied));
    await expect(openStore(db)).resolves.toBe(false);
    expect(storeOpenState.getState().refusal).toBe('The user denied permission to access the database.');
  });

  it('keeps a failure with no cause as it is', async () => {
    db = freshDb();
    vi.spyOn(db, 'open').mockRejectedValueOnce(new Dexie.OpenFailedError('QuotaExceededError: the disk is full'));
    await expect(openStore(db)).resolves.toBe(false);
    expect(storeOpenState.getState().refusal).toBe('QuotaExceededError: the disk is full');
  });
});

describe('a newer version of the app takes the store', () => {
  it('has this window step aside at once, so the upgrade is not kept waiting and nothing reopens here', async () => {
    db = freshDb();
    await openStore(db);
    await logWater(8, new Date('2026-11-21T09:00:00Z'), db);

    // Another window asks for the store at a later Dexie version (an index added, say).
    const newer = new NinetyDatabase(db.name);
    newer.version(db.verno + 1).stores({});
    await newer.open();
    expect(storeOpenState.getState()).toEqual({ refusal: null, outdated: true });
    expect(db.isOpen()).toBe(false);
    // Dexie's own answer opens the store again under the older code at its next read.
    await expect(db.waterLogs.count()).rejects.toThrow(Dexie.DatabaseClosedError);
    // The newer version holds everything this window had recorded.
    expect(await newer.waterLogs.count()).toBe(1);
    newer.close();
  });

  it('opens nothing where a newer version has brought the records past this code', async () => {
    db = freshDb();
    await db.open();
    await db.meta.put({ key: 'shapeVersion', value: 2 });
    db.close();

    const older = new NinetyDatabase(db.name);
    await expect(openStore(older)).resolves.toBe(false);
    expect(storeOpenState.getState()).toEqual({ refusal: null, outdated: true });
    await expect(older.waterLogs.count()).rejects.toThrow(Dexie.DatabaseClosedError);
  });

  it.each(['a later Dexie version', 'records past its shapes'] as const)(
    'refuses %s when Dexie opens the store itself at a read, as after the back-forward cache',
    async (upgrade) => {
      db = freshDb();
      await db.open();
      db.close();
      // A newer version of the app, in another window, upgrades the store while this one has it closed.
      const newer = new NinetyDatabase(db.name);
      if (upgrade === 'a later Dexie version') newer.version(db.verno + 1).stores({});
      else await newer.meta.put({ key: 'shapeVersion', value: 2 });
      await newer.open();
      newer.close();

      // Never through openStore: Dexie opens a closed store again at the first read.
      const older = new NinetyDatabase(db.name);
      await expect(older.waterLogs.count()).rejects.toThrow();
      expect(storeOpenState.getState()).toEqual({ refusal: null, outdated: true });
    },
  );

  it('knows the refusal a read in a transaction is given while waiting for that opening', async () => {
    db = freshDb();
    await db.open();
    db.close();
    const newer = new NinetyDatabase(db.name);
    newer.version(db.verno + 1).stores({});
    await newer.open();
    newer.close();

    const older = new NinetyDatabase(db.name);
    const refused: unknown = await older.transaction('r', older.meta, () => older.meta.get('cursor')).catch((error: unknown) => error);
    // Not the closed store's error, which Dexie's live queries keep to themselves: this one they
    // pass on, and the live-query hook must know it (use-live-query.ts).
    expect(refused).not.toBeInstanceOf(Dexie.DatabaseClosedError);
    expect(isStoreNewerThanApp(refused)).toBe(true);
    expect(isStoreNewerThanApp(new Dexie.DatabaseClosedError())).toBe(false);
  });
});
