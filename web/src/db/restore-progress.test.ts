import { afterEach, describe, expect, it } from 'vitest';
import { liveQuery } from 'dexie';
import type { Change } from '@ninety/api';
import { uuid } from '@ninety/api/testing';
import { freshDb } from '../test/fresh-db';
import { applyPull } from './apply-pull';
import type { NinetyDatabase } from './database';
import { getRestoreProgress, historyToCome, progressAfter } from './restore-progress';
import { markPaired } from './device-pairing';

const DEVICE = '01a211a2-0000-7000-8000-000000000001';

const changes = (count: number, from = 0): Change[] =>
  Array.from({ length: count }, (_, i) => {
    const id = uuid(from + i + 1);
    return { table: 'waterLogs', id, row: { id, amount: 8, loggedAt: '2026-11-21T08:00:00.000Z' } };
  });

describe('how far a restore in pages has come', () => {
  it('starts with a snapshot larger than a page, counts each page on and ends with the last', () => {
    const first = progressAfter(undefined, { reset: true, changes: changes(5), remaining: 7 });
    expect(first).toEqual({ done: 5, total: 12 });
    const second = progressAfter(first, { reset: false, changes: changes(5), remaining: 2 });
    expect(second).toEqual({ done: 10, total: 12 });
    expect(progressAfter(second, { reset: false, changes: changes(2), remaining: 0 })).toBeUndefined();
  });

  it('counts the total again at each page, as a record written meanwhile comes again', () => {
    expect(progressAfter({ done: 5, total: 12 }, { reset: false, changes: changes(5), remaining: 3 })).toEqual({ done: 10, total: 13 });
  });

  it('is no restore for a snapshot that fits a page, nor for pages of ordinary catching up', () => {
    expect(progressAfter(undefined, { reset: true, changes: changes(5), remaining: 0 })).toBeUndefined();
    expect(progressAfter(undefined, { reset: false, changes: changes(5), remaining: 9 })).toBeUndefined();
  });

  it('starts again from nothing with a new snapshot, whatever one was under way', () => {
    expect(progressAfter({ done: 5, total: 12 }, { reset: true, changes: changes(4), remaining: 4 })).toEqual({ done: 4, total: 8 });
  });
});

describe('the progress the device keeps', () => {
  let db: NinetyDatabase;
  afterEach(async () => db?.delete());

  it('is kept with each page of a restore and gone after its last', async () => {
    db = freshDb();
    await applyPull(db, { cursor: 5, reset: true, changes: changes(5), remaining: 3 });
    expect(await getRestoreProgress(db)).toEqual({ done: 5, total: 8 });
    await applyPull(db, { cursor: 8, reset: false, changes: changes(3, 5), remaining: 0 });
    expect(await getRestoreProgress(db)).toBeUndefined();
    expect(await db.waterLogs.count()).toBe(8);
  });

  it('ends even when the last page brings nothing at the position held', async () => {
    db = freshDb();
    await applyPull(db, { cursor: 5, reset: true, changes: changes(5), remaining: 3 });
    await applyPull(db, { cursor: 5, reset: false, changes: [], remaining: 0 });
    expect(await getRestoreProgress(db)).toBeUndefined();
  });

  it('is not written by pages of ordinary catching up, so what shows it is not woken by each sync', async () => {
    db = freshDb();
    await applyPull(db, { cursor: 5, reset: true, changes: changes(5), remaining: 0 });
    let reads = 0;
    const shown: (number | undefined)[] = [];
    const progress = liveQuery(() => {
      reads += 1;
      return getRestoreProgress(db);
    }).subscribe((value) => shown.push(value?.done));
    // Water logs held, seen by a query woken by the same commits as the progress would be.
    const held: number[] = [];
    const logs = liveQuery(() => db.waterLogs.count()).subscribe((count) => held.push(count));
    await expect.poll(() => held.at(-1)).toBe(5);
    await expect.poll(() => reads).toBe(1);

    await applyPull(db, { cursor: 7, reset: false, changes: changes(2, 5), remaining: 0 });
    await expect.poll(() => held.at(-1)).toBe(7);
    expect(reads).toBe(1);

    // A restore is still told as it starts and ends.
    await applyPull(db, { cursor: 9, reset: true, changes: changes(2), remaining: 3 });
    await expect.poll(() => shown.at(-1)).toBe(2);
    await applyPull(db, { cursor: 12, reset: false, changes: changes(3, 2), remaining: 0 });
    await expect.poll(() => shown.at(-1)).toBeUndefined();
    await expect.poll(() => held.at(-1)).toBe(5);
    progress.unsubscribe();
    logs.unsubscribe();
  });
});

describe('a device just paired, before the server has answered its first pull', () => {
  let db: NinetyDatabase;
  afterEach(async () => db?.delete());

  it('is asking for its history once paired, and the store says the rest after its first pull', async () => {
    db = freshDb();
    await markPaired(DEVICE, db);
    expect(await historyToCome(db)).toBe('asking');
    // A restore's first page: its progress is what is known now.
    await applyPull(db, { cursor: 5, reset: true, changes: changes(5), remaining: 3 });
    expect(await historyToCome(db)).toEqual({ done: 5, total: 8 });
    // All of it held: nothing more to come.
    await applyPull(db, { cursor: 8, reset: false, changes: changes(3, 5), remaining: 0 });
    expect(await historyToCome(db)).toBeUndefined();
  });

  it('is still asking after a round that failed, or a start of the app, until a pull is answered', async () => {
    db = freshDb();
    await markPaired(DEVICE, db);
    db.close();
    await db.open();
    expect(await historyToCome(db)).toBe('asking');
    // A server that holds nothing answers all the same.
    await applyPull(db, { cursor: 0, reset: true, changes: [], remaining: 0 });
    expect(await historyToCome(db)).toBeUndefined();
  });

  it('is not asking when no pairing asked (a first visit), nor when a device that pulled is paired again', async () => {
    db = freshDb();
    expect(await historyToCome(db)).toBeUndefined();
    await applyPull(db, { cursor: 5, reset: true, changes: changes(5), remaining: 0 });
    await markPaired(DEVICE, db);
    expect(await historyToCome(db)).toBeUndefined();
  });

  it('leaves the asking alone at the pulls after the first, so what shows it is not woken by each sync', async () => {
    db = freshDb();
    await applyPull(db, { cursor: 5, reset: true, changes: changes(5), remaining: 0 });
    let reads = 0;
    const asked = liveQuery(() => {
      reads += 1;
      return historyToCome(db);
    }).subscribe(() => undefined);
    const held: number[] = [];
    const logs = liveQuery(() => db.waterLogs.count()).subscribe((count) => held.push(count));
    await expect.poll(() => reads).toBe(1);
    await applyPull(db, { cursor: 7, reset: false, changes: changes(2, 5), remaining: 0 });
    await expect.poll(() => held.at(-1)).toBe(7);
    expect(reads).toBe(1);
    asked.unsubscribe();
    logs.unsubscribe();
  });
});
