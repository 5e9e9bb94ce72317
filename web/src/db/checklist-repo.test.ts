import { MUTATIONS } from '@ninety/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import {
  addChecklistItem,
  ChecklistInputError,
  deleteChecklistItem,
  listChecklistItems,
  recheckChecklistItems,
  resetChecklistLocation,
  restoreChecklistItem,
  setChecklistItemChecked,
  type NewChecklistItem
} from './checklist-repo';
import type { NinetyDatabase } from './database';
import { applyLocalMutation } from './apply-mutation';
import { queuedActionTime } from './device-clock';
import { uuid } from '@ninety/api/testing';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

const T9 = new Date('2026-11-21T09:00:00Z');
const minutesAfter9 = (minutes: number) => new Date(T9.getTime() + minutes * 60_000);
const iso = (minutes: number) => minutesAfter9(minutes).toISOString();
const towel: NewChecklistItem = { locationName: '  Gym ', itemName: ' Towel ', latitude: 40.7128, longitude: -74.006 };

async function add(input: Partial<NewChecklistItem> = {}, minutes = 0) {
  return addChecklistItem({ ...towel, ...input }, minutesAfter9(minutes), db);
}

describe('adding a checklist item', () => {
  it('stores the trimmed, unchecked item and its checklist.add row in one go', async () => {
    db = freshDb();
    const id = await add();
    expect(await db.checklistItems.get(id)).toEqual({
      id,
      locationName: 'Gym',
      itemName: 'Towel',
      checked: false,
      checkedAt: T9.toISOString(),
      latitude: 40.7128,
      longitude: -74.006,
      userId: 'default-user',
      createdAt: T9.toISOString(),
    });
    const args = { id, locationName: 'Gym', itemName: 'Towel', latitude: 40.7128, longitude: -74.006 };
    expect(await db.outbox.toArray()).toEqual([{ seq: 1, name: 'checklist.add', args, occurredAt: T9.toISOString() }]);
  });

  it('makes a UUIDv7 on the device and keeps a missing position as null', async () => {
    db = freshDb();
    const id = await add({ latitude: null, longitude: null });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await db.checklistItems.get(id)).toMatchObject({ latitude: null, longitude: null });
  });

  it.each([
    [{ locationName: '   ' }, 'Invalid Location', 'Please enter a location name'],
    [{ itemName: '' }, 'Invalid Item', 'Please enter an item name'],
    [{ itemName: 'x'.repeat(101) }, 'Invalid Item', 'Item name must be at most 100 characters'],
  ])('refuses %o with the toast "%s" / "%s" and writes nothing', async (bad, title, message) => {
    db = freshDb();
    const error = await add(bad).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChecklistInputError);
    expect(error).toMatchObject({ title, message });
    expect(await db.checklistItems.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stores nothing when its outbox row cannot be written', async () => {
    db = freshDb();
    // A row already holds the next seq, so queuing fails: the item must not stay behind.
    await db.outbox.add({ seq: 1, name: 'water.log', args: {}, occurredAt: T9.toISOString() });
    await expect(add()).rejects.toThrow();
    expect(await db.checklistItems.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('stores a replayed add once, and not over an item deleted meanwhile', async () => {
    db = freshDb();
    const args = { id: uuid(1), locationName: 'Gym', itemName: 'Towel', latitude: null, longitude: null };
    await applyLocalMutation(db, MUTATIONS['checklist.add'], args, queuedActionTime(iso(0)));
    await applyLocalMutation(db, MUTATIONS['checklist.add'], { ...args, itemName: 'Changed' }, queuedActionTime(iso(5)));
    expect(await db.checklistItems.get(uuid(1))).toMatchObject({ itemName: 'Towel', createdAt: iso(0) });
    await deleteChecklistItem(uuid(1), minutesAfter9(10), db);
    await applyLocalMutation(db, MUTATIONS['checklist.add'], args, queuedActionTime(iso(0)));
    expect(await db.checklistItems.count()).toBe(0);
  });
});

describe('checking an item', () => {
  it('checks and unchecks, queuing each change', async () => {
    db = freshDb();
    const id = await add();
    await setChecklistItemChecked(id, true, minutesAfter9(1), db);
    expect(await db.checklistItems.get(id)).toMatchObject({ checked: true, checkedAt: iso(1) });
    await setChecklistItemChecked(id, false, minutesAfter9(2), db);
    expect(await db.checklistItems.get(id)).toMatchObject({ checked: false, checkedAt: iso(2) });
    const rows = await db.outbox.toArray();
    expect(rows.map((row) => [row.seq, row.name, row.args])).toEqual([
      [1, 'checklist.add', expect.objectContaining({ id })],
      [2, 'checklist.set', { id, checked: true }],
      [3, 'checklist.set', { id, checked: false }],
    ]);
  });

  it('keeps the later action whatever order two changes are applied in', async () => {
    db = freshDb();
    const id = await add();
    // Another device unchecked it at 9:05; this device's check at 9:03 reaches here afterwards.
    await applyLocalMutation(db, MUTATIONS['checklist.set'], { id, checked: false }, queuedActionTime(iso(5)));
    await applyLocalMutation(db, MUTATIONS['checklist.set'], { id, checked: true }, queuedActionTime(iso(3)));
    expect(await db.checklistItems.get(id)).toMatchObject({ checked: false, checkedAt: iso(5) });
    // And the other way round: the later check wins over an earlier uncheck.
    await applyLocalMutation(db, MUTATIONS['checklist.set'], { id, checked: true }, queuedActionTime(iso(8)));
    await applyLocalMutation(db, MUTATIONS['checklist.set'], { id, checked: false }, queuedActionTime(iso(7)));
    expect(await db.checklistItems.get(id)).toMatchObject({ checked: true, checkedAt: iso(8) });
  });

  it('refuses an unknown item and queues nothing', async () => {
    db = freshDb();
    await expect(setChecklistItemChecked(uuid(99), true, T9, db)).rejects.toThrow('Item not found');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('deleting an item', () => {
  it('removes it, keeps a tombstone and queues the delete', async () => {
    db = freshDb();
    const id = await add();
    await deleteChecklistItem(id, minutesAfter9(1), db);
    expect(await db.checklistItems.get(id)).toBeUndefined();
    expect(await db.tombstones.get(['checklistItems', id])).toEqual({ table: 'checklistItems', id });
    expect((await db.outbox.toArray()).map((row) => row.name)).toEqual(['checklist.add', 'checklist.delete']);
  });

  it('wins over a check made later, on this device replayed or from another one', async () => {
    db = freshDb();
    const id = await add();
    await deleteChecklistItem(id, minutesAfter9(1), db);
    await applyLocalMutation(db, MUTATIONS['checklist.set'], { id, checked: true }, queuedActionTime(iso(9)));
    await setChecklistItemChecked(id, false, minutesAfter9(10), db);
    expect(await db.checklistItems.count()).toBe(0);
  });

  it('is harmless twice, but refuses an item never seen', async () => {
    db = freshDb();
    const id = await add();
    await deleteChecklistItem(id, minutesAfter9(1), db);
    await deleteChecklistItem(id, minutesAfter9(2), db);
    expect(await db.outbox.count()).toBe(3);
    await expect(deleteChecklistItem(uuid(98), T9, db)).rejects.toThrow('Item not found');
    expect(await db.outbox.count()).toBe(3);
  });
});

describe('undoing a delete', () => {
  it('puts the item back as a new one, with its name, place and check', async () => {
    db = freshDb();
    const id = await add();
    await setChecklistItemChecked(id, true, minutesAfter9(1), db);
    const deleted = (await db.checklistItems.get(id))!;
    await deleteChecklistItem(id, minutesAfter9(2), db);
    const restored = await restoreChecklistItem(deleted, minutesAfter9(3), db);
    expect(restored).not.toBe(id);
    expect(await db.checklistItems.get(restored)).toMatchObject({
      locationName: 'Gym', itemName: 'Towel', latitude: 40.7128, longitude: -74.006, checked: true, createdAt: iso(3),
    });
    expect(await db.checklistItems.count()).toBe(1);
    expect((await db.outbox.toArray()).map((row) => row.name)).toEqual(['checklist.add', 'checklist.set', 'checklist.delete', 'checklist.add', 'checklist.set']);
  });

  it('puts an unchecked item back unchecked, with nothing more queued', async () => {
    db = freshDb();
    const id = await add();
    const deleted = (await db.checklistItems.get(id))!;
    await deleteChecklistItem(id, minutesAfter9(1), db);
    const restored = await restoreChecklistItem(deleted, minutesAfter9(2), db);
    expect(await db.checklistItems.get(restored)).toMatchObject({ checked: false });
    expect(await db.outbox.count()).toBe(3);
  });
});

describe('resetting a location', () => {
  it('answers the items it unchecked, which an undo checks again, all but one deleted since', async () => {
    db = freshDb();
    const towelId = await add({}, 0);
    const shoesId = await add({ itemName: 'Shoes' }, 1);
    const lockId = await add({ itemName: 'Lock' }, 2);
    const passportId = await add({ locationName: 'Airport', itemName: 'Passport' }, 3);
    for (const id of [towelId, shoesId, passportId]) await setChecklistItemChecked(id, true, minutesAfter9(4), db);
    const unchecked = await resetChecklistLocation('Gym', minutesAfter9(5), db);
    expect([...unchecked].sort()).toEqual([towelId, shoesId].sort());
    await deleteChecklistItem(shoesId, minutesAfter9(6), db);
    await recheckChecklistItems(unchecked, minutesAfter9(7), db);
    expect(await db.checklistItems.get(towelId)).toMatchObject({ checked: true, checkedAt: iso(7) });
    expect(await db.checklistItems.get(shoesId)).toBeUndefined();
    expect(await db.checklistItems.get(lockId)).toMatchObject({ checked: false });
  });

  it("unchecks that location's items only, as one queued change", async () => {
    db = freshDb();
    const towelId = await add({}, 0);
    const shoesId = await add({ itemName: 'Shoes' }, 1);
    const passportId = await add({ locationName: 'Airport', itemName: 'Passport' }, 2);
    for (const id of [towelId, shoesId, passportId]) await setChecklistItemChecked(id, true, minutesAfter9(3), db);
    await resetChecklistLocation(' Gym ', minutesAfter9(4), db);
    expect(await db.checklistItems.get(towelId)).toMatchObject({ checked: false, checkedAt: iso(4) });
    expect(await db.checklistItems.get(shoesId)).toMatchObject({ checked: false, checkedAt: iso(4) });
    expect(await db.checklistItems.get(passportId)).toMatchObject({ checked: true });
    const last = (await db.outbox.toArray()).at(-1);
    expect(last).toMatchObject({ name: 'checklist.resetLocation', args: { locationName: 'Gym' }, occurredAt: iso(4) });
  });

  it('leaves an item checked after the reset (on another device) checked', async () => {
    db = freshDb();
    const id = await add();
    await applyLocalMutation(db, MUTATIONS['checklist.set'], { id, checked: true }, queuedActionTime(iso(6)));
    await applyLocalMutation(db, MUTATIONS['checklist.resetLocation'], { locationName: 'Gym' }, queuedActionTime(iso(5)));
    expect(await db.checklistItems.get(id)).toMatchObject({ checked: true, checkedAt: iso(6) });
  });

  it('refuses an empty location name', async () => {
    db = freshDb();
    await expect(resetChecklistLocation('  ', T9, db)).rejects.toThrow('Please enter a location name');
    expect(await db.outbox.count()).toBe(0);
  });
});

it('lists items in the order they were added', async () => {
  db = freshDb();
  const second = await add({ itemName: 'Shoes' }, 2);
  const first = await add({ itemName: 'Towel' }, 1);
  expect((await listChecklistItems(db)).map((item) => item.id)).toEqual([first, second]);
});
