import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDb } from '../test/fresh-db';
import type { NinetyDatabase } from './database';
import { openStore, storeOpenState } from './store-open';

let db: NinetyDatabase;
afterEach(async () => {
  storeOpenState.setState({ refusal: null });
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
