import { SYNC_TABLES, rowKey, type Change, type RowOf, type SyncTable } from '@ninety/api';
import { AT, sampleRecords, uuid } from '@ninety/api/testing';
import { deriveStats, resolveSettings } from '@ninety/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDb } from '../test/fresh-db';
import { readAllRecords } from './all-records';
import { applyPull } from './apply-pull';
import { NinetyDatabase, recordTables } from './database';
import { setPullPosition } from './meta';
import { recordsTokenKey } from './records-token';
import { saveSettings } from './settings-repo';
import { KEPT_ROWS_MAX, keepRows, keptRowsKey } from './kept-rows';
import { deriveFromRecords, keepHeldRows, keepStatsSnapshot, keptStats, readStats, STATS_SNAPSHOT_KEY, type StatsSnapshot } from './stats-snapshot';
import { logWater, undoWaterLog } from './water-repo';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

const ZONE = 'America/New_York';
const NOW = Date.parse(AT) + 60_000;
const tokenOf = async (table: SyncTable) => (await db.meta.get(recordsTokenKey(table)))?.value;
const token = async () => JSON.stringify(await Promise.all(SYNC_TABLES.map(tokenOf)));

/** Every sample record, as a first pull brings them. */
async function pullSamples(): Promise<void> {
  const records = sampleRecords();
  const changes: Change[] = SYNC_TABLES.flatMap((table) =>
    (records[table] as readonly RowOf<SyncTable>[]).map((row) => ({ table, id: rowKey(table, row), row })),
  );
  await applyPull(db, { cursor: 1, reset: false, changes });
}

/** The stats as derived from scratch from the records now held. */
async function fromScratch(nowMs: number, zone = ZONE) {
  const records = await readAllRecords(db);
  return deriveStats(records, resolveSettings(records.settings, zone), nowMs);
}

/** Reads the stats and keeps the snapshot at once (the app keeps it after the current task). */
async function readAndKeep(nowMs: number, zone = ZONE) {
  let kept: Promise<boolean> | undefined;
  const stats = await readStats(db, nowMs, zone, (snapshot) => (kept = keepStatsSnapshot(db, snapshot)));
  await kept;
  return stats;
}

/**
 * Marks the kept snapshot, so a read that uses it is told from one that derives again. It is
 * made another page's (derived a moment earlier): the one this page derived itself is given back
 * as the object it already holds.
 */
async function markKept(): Promise<void> {
  const row = await db.meta.get(STATS_SNAPSHOT_KEY);
  const snapshot = row?.value as StatsSnapshot;
  await db.meta.put({ key: STATS_SNAPSHOT_KEY, value: { ...snapshot, from: snapshot.from - 1, stats: { ...snapshot.stats, currentHP: -1 } } });
}

describe('the records token', () => {
  it('moves with every way records are written, and only with those', async () => {
    db = freshDb();
    const seen = new Set([await token()]);
    const moved = async () => {
      const now = await token();
      const fresh = !seen.has(now);
      seen.add(now);
      return fresh;
    };
    await pullSamples();
    expect(await moved()).toBe(true);
    const tasks = await tokenOf('tasks');
    await logWater(8, new Date(AT), db);
    expect(await moved()).toBe(true);
    // Each table has its own: water moved, tasks did not.
    expect(await tokenOf('tasks')).toBe(tasks);
    await saveSettings({ dailyTargetOz: 100 }, new Date(NOW), db);
    expect(await moved()).toBe(true);
    await applyPull(db, { cursor: 2, reset: false, changes: [{ table: 'waterLogs', id: uuid(9), deleted: true }] });
    expect(await moved()).toBe(true);
    await db.tasks.clear();
    expect(await moved()).toBe(true);
    // Bookkeeping is not a record.
    await setPullPosition(db, { cursor: 5, timeline: 7 });
    await db.outbox.clear();
    expect(await moved()).toBe(false);
  });
});

describe('the stats snapshot', () => {
  it('is what deriving from the records again gives, after each kind of write', async () => {
    db = freshDb();
    expect(await readAndKeep(NOW)).toEqual(await fromScratch(NOW));
    await pullSamples();
    expect(await readAndKeep(NOW)).toEqual(await fromScratch(NOW));
    await logWater(64, new Date(AT), db);
    await logWater(64, new Date(AT), db);
    expect(await readAndKeep(NOW)).toEqual(await fromScratch(NOW));
    await saveSettings({ startingHp: 150 }, new Date(NOW), db);
    const kept = await readAndKeep(NOW);
    expect(kept.maxHP).toBe(150);
    expect(kept).toEqual(await fromScratch(NOW));
    expect(await keptStats(db, NOW, ZONE)).toEqual(await fromScratch(NOW));
  });

  it('is given back as the very stats this page derived, so a screen need not draw them again', async () => {
    db = freshDb();
    await pullSamples();
    const derived = await readAndKeep(NOW);
    // Kept, and read back from the store: the same object, not an equal copy.
    expect(await readStats(db, NOW + 1, ZONE)).toBe(derived);
    // Another page's snapshot, or a write since, gives other stats.
    await markKept();
    const kept = await readStats(db, NOW, ZONE);
    expect(kept.currentHP).toBe(-1);
    expect(await readStats(db, NOW, ZONE)).toBe(kept);
    await logWater(8, new Date(AT), db);
    expect(await readStats(db, NOW, ZONE)).not.toBe(kept);
  });

  it('is used while it holds, and derived again after a write, at its end, or in another zone', async () => {
    db = freshDb();
    await pullSamples();
    await readAndKeep(NOW);
    const { until } = (await db.meta.get(STATS_SNAPSHOT_KEY))?.value as StatsSnapshot;
    expect(until).toBeGreaterThan(NOW);

    await markKept();
    expect((await readStats(db, NOW, ZONE)).currentHP).toBe(-1);
    expect((await readStats(db, until - 1, ZONE)).currentHP).toBe(-1);
    expect(await readStats(db, until, ZONE)).toEqual(await fromScratch(until));
    expect(await readStats(db, NOW, 'Asia/Tokyo')).toEqual(await fromScratch(NOW, 'Asia/Tokyo'));

    await logWater(8, new Date(AT), db);
    expect(await readStats(db, NOW, ZONE)).toEqual(await fromScratch(NOW));
  });

  it('reads again only the tables written since it last read them', async () => {
    db = freshDb();
    await pullSamples();
    await deriveFromRecords(db, NOW, ZONE);
    // Another tab (or the service worker) writes: this page did not see it, so it reads again.
    const otherTab = new NinetyDatabase(db.name);
    await logWater(64, new Date(AT), otherTab);
    otherTab.close();
    const waterReads = vi.spyOn(db.waterLogs, 'toArray');
    const taskReads = vi.spyOn(db.tasks, 'toArray');
    const { stats } = await deriveFromRecords(db, NOW, ZONE);
    expect(waterReads).toHaveBeenCalledTimes(1);
    expect(taskReads).not.toHaveBeenCalled();
    expect(stats).toEqual(await fromScratch(NOW));
  });

  it("replays this page's own writes on the rows it holds instead of reading them again", async () => {
    db = freshDb();
    await pullSamples();
    // A day after the samples, which the logs below alone make consistent or not.
    const day = new Date(Date.parse(AT) + 5 * 86_400_000);
    const later = day.getTime() + 3_600_000;
    await deriveFromRecords(db, later, ZONE);
    const reads = SYNC_TABLES.map((table) => vi.spyOn(recordTables(db)[table], 'toArray'));
    // 128 oz, the daily target: the day counts, until the undo takes it back under.
    const logged = await logWater(64, day, db);
    await logWater(64, day, db);
    const afterLogs = (await deriveFromRecords(db, later, ZONE)).stats;
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(afterLogs).toEqual(await fromScratch(later));
    for (const read of reads) read.mockClear();
    // A delete, and a setting changed twice (a put of a new record, then of a held one).
    await undoWaterLog(logged, new Date(day.getTime() + 60_000), db);
    await saveSettings({ startingHp: 150 }, new Date(later - 2000), db);
    await saveSettings({ startingHp: 120 }, new Date(later - 1000), db);
    const stats = (await deriveFromRecords(db, later, ZONE)).stats;
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(stats).toEqual(await fromScratch(later));
    expect(stats.consistentDays).toHaveLength(afterLogs.consistentDays.length - 1);
    expect(stats.maxHP).toBe(120);
  });

  it('reads a table again after a write whose rows it did not keep (a clear)', async () => {
    db = freshDb();
    await pullSamples();
    await deriveFromRecords(db, NOW, ZONE);
    await db.waterLogs.clear();
    const waterReads = vi.spyOn(db.waterLogs, 'toArray');
    const { stats } = await deriveFromRecords(db, NOW, ZONE);
    expect(waterReads).toHaveBeenCalledTimes(1);
    expect(stats).toEqual(await fromScratch(NOW));
  });

  it('is not kept when a record was written after it was derived', async () => {
    db = freshDb();
    await pullSamples();
    const snapshot = await deriveFromRecords(db, NOW, ZONE);
    await logWater(8, new Date(AT), db);
    expect(await keepStatsSnapshot(db, snapshot)).toBe(false);
    expect(await keptStats(db, NOW, ZONE)).toBeUndefined();
    expect(await keepStatsSnapshot(db, await deriveFromRecords(db, NOW, ZONE))).toBe(true);
    expect(await keptStats(db, NOW, ZONE)).toEqual(await fromScratch(NOW));
  });

  it('is let go, not left as an unhandled rejection, when the store closes before it is kept', async () => {
    db = freshDb();
    await pullSamples();
    const snapshot = await deriveFromRecords(db, NOW, ZONE);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      // The app's own keep runs after the current task, by which time this page closed the store.
      await readStats(db, NOW, ZONE);
      db.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).not.toHaveBeenCalled();
      expect(await keepStatsSnapshot(db, snapshot)).toBe(false);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('rows kept for the next start', () => {
  /** The next start of the app: a new connection, holding nothing yet. */
  async function deriveAtNextStart(nowMs: number) {
    const nextStart = new NinetyDatabase(db.name);
    const reads = new Map(SYNC_TABLES.map((table) => [table, vi.spyOn(recordTables(nextStart)[table], 'toArray')]));
    try {
      const { stats } = await deriveFromRecords(nextStart, nowMs, ZONE);
      return { stats, readTables: SYNC_TABLES.filter((table) => reads.get(table)!.mock.calls.length > 0) };
    } finally {
      nextStart.close();
    }
  }

  /** This page holds every sample record and has kept their rows. */
  async function samplesWithRowsKept(): Promise<void> {
    db = freshDb();
    await pullSamples();
    await deriveFromRecords(db, NOW, ZONE);
    await keepHeldRows(db);
  }

  it('give the next start the same stats without reading a record', async () => {
    await samplesWithRowsKept();
    const { stats, readTables } = await deriveAtNextStart(NOW);
    expect(readTables).toEqual([]);
    expect(stats).toEqual(await fromScratch(NOW));
  });

  it('are not used for a table written since, whoever wrote it', async () => {
    await samplesWithRowsKept();
    const otherTab = new NinetyDatabase(db.name);
    await logWater(64, new Date(AT), otherTab);
    otherTab.close();
    const { stats, readTables } = await deriveAtNextStart(NOW);
    expect(readTables).toEqual(['waterLogs']);
    expect(stats).toEqual(await fromScratch(NOW));
  });

  it("keep this page's own writes, replayed on the rows it holds", async () => {
    await samplesWithRowsKept();
    await logWater(64, new Date(AT), db);
    await undoWaterLog(await logWater(32, new Date(AT), db), new Date(NOW), db);
    await deriveFromRecords(db, NOW, ZONE);
    await keepHeldRows(db);
    const { stats, readTables } = await deriveAtNextStart(NOW);
    expect(readTables).toEqual([]);
    expect(stats).toEqual(await fromScratch(NOW));
  });

  it('are not kept for a table of more than KEPT_ROWS_MAX rows', async () => {
    db = freshDb();
    const held = new Map([
      ['waterLogs', { token: 'a', rows: Array.from({ length: KEPT_ROWS_MAX + 1 }, (_, i) => ({ id: String(i) })) }],
      ['tasks', { token: 'b', rows: [{ id: 'task' }] }],
    ] as const);
    await keepRows(db, held);
    expect(await db.meta.get(keptRowsKey('waterLogs'))).toBeUndefined();
    expect((await db.meta.get(keptRowsKey('tasks')))?.value).toEqual({ token: 'b', rows: [{ id: 'task' }] });
  });
});
