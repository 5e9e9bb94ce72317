import { buildExportDocument } from '@ninety/api';
import type { StoredRecords } from '@ninety/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import { readAllRecords } from './all-records';
import { applyPull } from './apply-pull';
import { exportData, importData } from './data-transfer-repo';
import type { NinetyDatabase } from './database';
import { markPaired } from './device-pairing';
import { setRestoreProgress } from './restore-progress';
import { sampleRecords, uuid } from '@ninety/api/testing';
import { logWater } from './water-repo';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

const T12 = new Date('2026-11-21T12:00:00Z');

/** Stores records as the server would send them. */
async function hold(records: StoredRecords): Promise<void> {
  const changes = Object.entries(records).flatMap(([table, rows]) =>
    (rows as readonly { id?: string; key?: string }[]).map((row) => ({ table, id: row.id ?? row.key ?? '', row })),
  );
  await applyPull(db, { cursor: 1, reset: false, changes: changes as never });
}

describe('export and import on the device', () => {
  it('refuses to export while a restore has brought only part of the history, and exports once it ends', async () => {
    db = freshDb();
    await hold(sampleRecords());
    await db.transaction('rw', db.meta, () => setRestoreProgress(db, { done: 5_000, total: 28_621 }));
    await expect(exportData(T12, db)).rejects.toThrow(
      'Your history is still restoring: 5,000 of 28,621 records are on this device. Export once all of it has arrived, so the file holds everything.',
    );
    await db.transaction('rw', db.meta, () => setRestoreProgress(db, undefined));
    expect(await exportData(T12, db)).toEqual(buildExportDocument(sampleRecords(), '2026-11-21T12:00:00.000Z'));
  });

  it('refuses to export from a device just paired until its history has come: the file would hold none of it', async () => {
    db = freshDb();
    await markPaired('01a211a2-0000-7000-8000-000000000001', db);
    await expect(exportData(T12, db)).rejects.toThrow(
      'Your history is still on its way from your server. Export once it has arrived, so the file holds everything.',
    );
    await hold(sampleRecords());
    expect(await exportData(T12, db)).toEqual(buildExportDocument(sampleRecords(), '2026-11-21T12:00:00.000Z'));
  });

  it('exports every record held here as one document', async () => {
    db = freshDb();
    await hold(sampleRecords());
    const document = await exportData(T12, db);
    expect(document).toEqual(buildExportDocument(sampleRecords(), '2026-11-21T12:00:00.000Z'));
  });

  it("replaces everything: absent records become tombstones, the settings become the file's", async () => {
    db = freshDb();
    await hold(sampleRecords());
    await db.settings.put({ key: 'timeZone', value: 'Europe/Lisbon', updatedAt: '2026-11-01T00:00:00.000Z' });
    const mine = await logWater(8, new Date('2026-11-21T11:00:00Z'), db);
    const file = sampleRecords();
    file.tasks = [{ ...file.tasks[0]!, id: uuid(11), title: 'Imported task' }];
    file.checklistItems = [];
    file.settings = [{ key: 'startingHp', value: 150, updatedAt: '2026-10-01T00:00:00.000Z' }];

    await importData(buildExportDocument(file, '2026-11-20T00:00:00.000Z'), T12, db);

    const held = await readAllRecords(db);
    expect(held.tasks.map((t) => t.title)).toEqual(['Imported task']);
    expect(held.checklistItems).toEqual([]);
    expect(held.waterLogs).toEqual(file.waterLogs);
    expect(held.goals).toEqual(file.goals);
    const tombstones = await db.tombstones.toArray();
    // The settings held here that the file lacks are removed as of the import (the zone is the
    // device's own and stays); the file's setting comes as the file has it.
    const removed = [{ table: 'settings', id: 'dailyTargetOz', at: T12.toISOString() }];
    expect(tombstones).toEqual(
      expect.arrayContaining([
        { table: 'tasks', id: uuid(10) },
        { table: 'checklistItems', id: uuid(50) },
        { table: 'waterLogs', id: mine },
        ...removed,
      ]),
    );
    expect(tombstones).toHaveLength(3 + removed.length);
    expect(held.settings).toEqual([
      { key: 'startingHp', value: 150, updatedAt: '2026-10-01T00:00:00.000Z' },
      { key: 'timeZone', value: 'Europe/Lisbon', updatedAt: '2026-11-01T00:00:00.000Z' },
    ]);
    expect((await db.outbox.toArray()).map((row) => row.name)).toEqual(['water.log', 'data.import']);
  });

  it('restores a record the file holds over its tombstone', async () => {
    db = freshDb();
    const [log] = sampleRecords().waterLogs;
    await applyPull(db, { cursor: 1, reset: false, changes: [{ table: 'waterLogs', id: log!.id, deleted: true }] });
    await importData(buildExportDocument(sampleRecords(), '2026-11-20T00:00:00.000Z'), T12, db);
    expect(await db.waterLogs.get(log!.id)).toEqual(log);
    expect(await db.tombstones.get(['waterLogs', log!.id])).toBeUndefined();
  });

  it('refuses a bad file with a message that says where, and changes nothing', async () => {
    db = freshDb();
    await hold(sampleRecords());
    const before = await readAllRecords(db);
    const file = sampleRecords();
    file.tasks = [{ ...file.tasks[0]!, hpImpact: 3 }];
    await expect(importData(buildExportDocument(file, '2026-11-20T00:00:00.000Z'), T12, db)).rejects.toThrow(
      'tasks[0].hpImpact: Minimum HP impact is 5',
    );
    await expect(importData({ format: 'something-else' }, T12, db)).rejects.toThrow('Import file is not a Ninety export');
    expect(await readAllRecords(db)).toEqual(before);
    expect(await db.outbox.count()).toBe(0);
  });

  it('round-trips: an export imported into an empty device holds the same records', async () => {
    db = freshDb();
    await hold(sampleRecords());
    const document = await exportData(T12, db);
    const other = freshDb();
    try {
      await importData(JSON.parse(JSON.stringify(document)), T12, other);
      const { settings: _theirs, ...records } = await readAllRecords(other);
      const { settings: _ours, ...expected } = sampleRecords();
      expect(records).toEqual(expected);
    } finally {
      await other.delete();
    }
  });
});
