import { actionNow } from '../db/device-clock';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDb } from '../test/fresh-db';
import { FakeSyncServer } from '../test/fake-sync-server';
import { createSyncEngine, type SyncStatusPatch } from './engine';
import { RetryableSyncError } from './api-client';
import { logWater } from '../db/water-repo';
import { markPaired } from '../db/device-pairing';
import { getClientId } from '../db/meta';
import { perform } from '../db/outbox';
import { restoreState } from '../db/restore-state';
import { getRestoreProgress, type RestoreProgress } from '../db/restore-progress';
import type { NinetyDatabase } from '../db/database';
import { sampleQuest } from '@ninety/api/testing';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

function setup(options: { batchBytes?: number; locks?: LockManager } = {}) {
  db = freshDb();
  const server = new FakeSyncServer();
  const retries: number[] = [];
  const statuses: SyncStatusPatch[] = [];
  const engine = createSyncEngine({
    db,
    api: server,
    batchBytes: options.batchBytes,
    locks: options.locks,
    onStatus: (patch) => void statuses.push(patch),
    random: () => 0.5,
    schedule: (_fn, ms) => {
      retries.push(ms);
      return () => {};
    },
  });
  return { server, engine, retries, statuses };
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 9, minute));

/** A server holding seven water logs (8 to 14 oz) from this device, sent three changes a page. */
async function sevenLogsInPagesOfThree(): Promise<FakeSyncServer> {
  const { server, engine } = setup();
  for (let i = 0; i < 7; i++) await logWater(8 + i, at(i), db);
  await engine.sync();
  server.pageSize = 3;
  return server;
}

/** Every restore progress the device stores, as it stores it; null when it ends. */
function progressKept(device: NinetyDatabase): (RestoreProgress | null)[] {
  const kept: (RestoreProgress | null)[] = [];
  device.meta.hook('creating', (key, row) => void (key === 'restore' && kept.push(row.value as RestoreProgress)));
  device.meta.hook('updating', (changes, key, row) => {
    if (key !== 'restore') return;
    // Dexie gives what changed by key path ("value.done"); the row as stored after them:
    const stored = structuredClone(row);
    for (const [path, value] of Object.entries(changes)) Dexie.setByKeyPath(stored, path, value);
    kept.push(stored.value as RestoreProgress);
  });
  device.meta.hook('deleting', (key) => void (key === 'restore' && kept.push(null)));
  return kept;
}

/** Two logs sent and acknowledged (seqs 1 and 2), then the server back from a backup taken before them. */
async function twoLogsLostByARestore() {
  const synced = setup();
  await logWater(8, at(0), db);
  await logWater(12, at(1), db);
  await synced.engine.sync();
  const clientId = synced.server.pushes[0]!.clientId;
  synced.server.restoreFromEmptyBackup();
  return { ...synced, clientId };
}

describe('a device the server does not take (401)', () => {
  it('keeps the outbox, says Not paired, and waits for a pairing rather than a timer', async () => {
    const { server, engine, retries, statuses } = setup();
    server.refusesDevice = true;
    await logWater(8, at(0), db);
    await engine.sync();
    expect(await db.outbox.count()).toBe(1);
    expect(statuses.filter((patch) => patch.access)).toEqual([{ reachable: true, lastError: null, access: 'not-paired' }]);
    expect(retries).toEqual([]);

    // Paired: the next sync sends what waited, once.
    server.refusesDevice = false;
    await markPaired('01a211a2-0000-7000-8000-000000000001', db);
    await engine.sync();
    expect(await db.outbox.count()).toBe(0);
    expect([...server.logs.values()].map((log) => log.amount)).toEqual([8]);
    expect(statuses.at(-2)).toMatchObject({ access: 'paired' });
  });

  it('says Device removed to a device that was paired before', async () => {
    const { server, engine, statuses } = setup();
    await markPaired('01a211a2-0000-7000-8000-000000000001', db);
    server.refusesDevice = true;
    await logWater(8, at(0), db);
    await engine.sync();
    expect(statuses.find((patch) => patch.access)?.access).toBe('removed');
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('a server holding records of another version of the app (426)', () => {
  it('stores none of its rows, keeps the cursor and the outbox, says update, and waits for the update', async () => {
    const { server, engine, retries, statuses } = setup();
    await logWater(8, at(0), db);
    await engine.sync();
    const cursor = await db.meta.get('cursor');
    server.logs.set('from-a-newer-phone', { id: 'from-a-newer-phone', amount: 12, loggedAt: at(5).toISOString(), deleted: false, version: ++server.version });
    server.otherSchemaVersion = true;

    // Nothing queued: the round goes straight to its pull, which must read nothing.
    await engine.sync();
    expect(await db.waterLogs.get('from-a-newer-phone')).toBeUndefined();
    expect(await db.meta.get('cursor')).toEqual(cursor);
    expect(statuses.at(-2)).toEqual({ updateRequired: 'This server applies schema version 2; update the app' });
    expect(retries).toEqual([]);

    // Something queued: it stays queued for the updated app to send.
    await logWater(10, at(6), db);
    await engine.sync();
    expect(await db.outbox.count()).toBe(1);
    expect(retries).toEqual([]);
  });
});

describe('sync engine', () => {
  it('pushes the outbox, empties it on acknowledgement, and pulls', async () => {
    const { server, engine } = setup();
    await logWater(8, at(0), db);
    await logWater(16, at(1), db);
    await engine.sync();
    expect(server.liveLogIds()).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
    expect(server.pulls).toEqual([undefined]);
  });

  it('keeps everything when the network fails, and retries with backoff', async () => {
    const { server, engine, retries } = setup();
    await logWater(8, at(0), db);
    server.failNext = 1;
    await engine.sync();
    expect(await db.outbox.count()).toBe(1);
    expect(retries).toEqual([750]);
    await engine.sync();
    expect(await db.outbox.count()).toBe(0);
    expect(server.liveLogIds()).toHaveLength(1);
  });

  it('says a sync lock the browser refuses (site data blocked) and tries again later, keeping the outbox', async () => {
    const refuse = () => Promise.reject(new DOMException('The request was denied.', 'SecurityError'));
    const { server, engine, retries, statuses } = setup({ locks: { request: refuse, query: refuse } as unknown as LockManager });
    await logWater(8, at(0), db);
    // Settles: the page calls sync() and forgets it, so a rejection would go unhandled.
    await expect(engine.sync()).resolves.toBeUndefined();
    expect(statuses).toContainEqual({ lastError: 'The request was denied.' });
    expect(retries).toEqual([750]);
    expect(server.pushes).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('applies a mutation once when its response is lost, and the outbox ends empty', async () => {
    const { server, engine } = setup();
    await logWater(8, at(0), db);
    server.dropNextResponse = true;
    await engine.sync();
    expect(await db.outbox.count()).toBe(1);
    await engine.sync();
    expect(server.pushes.at(-1)?.mutations.map((m) => m.seq)).toEqual([1]);
    expect(server.liveLogIds()).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a flusher that will not wait (the service worker) stands aside while another flushes', async () => {
    const { server, engine } = setup();
    await logWater(8, at(0), db);
    let release!: () => void;
    server.gate = new Promise((resolve) => (release = resolve));
    const flushing = engine.sync();
    await vi.waitFor(() => expect(server.heldAtGate).toBe(1));
    let busy = 0;
    const worker = createSyncEngine({ db, api: server, schedule: () => () => {}, whenBusy: () => void (busy += 1) });
    await worker.sync();
    expect(busy).toBe(1);
    server.gate = null;
    release();
    await flushing;
    // Once the page's flush is over, the same call flushes.
    await logWater(12, at(1), db);
    await worker.sync();
    expect(busy).toBe(1);
    expect(server.liveLogIds()).toHaveLength(2);
    expect(server.pushes.flatMap((push) => push.mutations.map((m) => m.seq))).toEqual([1, 2]);
  });

  it('delivers changes made during a slow flush and deletes none early', async () => {
    const { server, engine } = setup();
    await logWater(8, at(0), db);
    let release!: () => void;
    server.gate = new Promise((resolve) => (release = resolve));
    const flushing = engine.sync();
    await vi.waitFor(() => expect(server.heldAtGate).toBe(1));
    await logWater(12, at(1), db);
    const second = engine.sync();
    expect(await db.outbox.count()).toBe(2);
    server.gate = null;
    release();
    await Promise.all([flushing, second]);
    expect(server.liveLogIds()).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a refused mutation for the user and rebuilds from a full snapshot', async () => {
    const { server, engine } = setup();
    server.rejectAmountsAbove = 10;
    await logWater(8, at(0), db);
    await logWater(16, at(1), db);
    await engine.sync();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rejections.toArray()).toMatchObject([
      { seq: 2, name: 'water.log', message: 'Amount must be at most 128 oz' },
    ]);
    expect((await db.waterLogs.toArray()).map((log) => log.amount)).toEqual([8]);
  });

  it('restores years of records page by page, saying how far it has come', async () => {
    const server = await sevenLogsInPagesOfThree();

    // A second phone restores what the first one logged.
    const phone = freshDb();
    const progress = progressKept(phone);
    await createSyncEngine({ db: phone, api: server }).sync();
    expect((await phone.waterLogs.toArray()).map((log) => log.amount).sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(server.pulls.slice(-3)).toEqual([undefined, 3, 6]);
    expect(progress).toEqual([{ done: 3, total: 7 }, { done: 6, total: 7 }, null]);
    await phone.delete();
  });

  it('holds the stats still from the first row of a restore to its last', async () => {
    const server = await sevenLogsInPagesOfThree();

    // Whether the stats held still as each restored row was written: every row of every page,
    // the first page's included, since the stats re-read every table after each write otherwise.
    const phone = freshDb();
    const heldStill: boolean[] = [];
    phone.waterLogs.hook('creating', () => void heldStill.push(restoreState.getState().restoring));
    await createSyncEngine({ db: phone, api: server }).sync();
    expect(heldStill).toEqual([true, true, true, true, true, true, true]);
    expect(restoreState.getState().restoring).toBe(false);
    await phone.delete();
  });

  it('asks for the next page while one is written, and a page lost on the way costs only itself', async () => {
    const server = await sevenLogsInPagesOfThree();
    const askedAfterPages: number[] = [];
    let lose = true;
    const serve = server.pull.bind(server);
    const phone = freshDb();
    server.pull = async (from) => {
      if (from?.cursor === 3) askedAfterPages.push(await phone.waterLogs.count());
      if (from?.cursor === 3 && lose) {
        lose = false;
        throw new RetryableSyncError('Failed to fetch');
      }
      return serve(from);
    };

    const restore = createSyncEngine({ db: phone, api: server, schedule: () => () => {} });
    await restore.sync();
    // The second page was asked for before the first was written.
    expect(askedAfterPages[0]).toBe(0);
    expect(await phone.waterLogs.count()).toBe(3);
    // Cut off, the device still says it holds part of a restore, and how much.
    expect(await getRestoreProgress(phone)).toEqual({ done: 3, total: 7 });

    // Going on from where it stopped: counted on, and the stats held still as in the first round.
    const progress = progressKept(phone);
    const heldStill: boolean[] = [];
    phone.waterLogs.hook('creating', () => void heldStill.push(restoreState.getState().restoring));
    await restore.sync();
    expect((await phone.waterLogs.toArray()).map((log) => log.amount).sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(server.pulls.slice(-3)).toEqual([undefined, 3, 6]);
    expect(progress).toEqual([{ done: 6, total: 7 }, null]);
    expect(heldStill).toEqual([true, true, true, true]);
    expect(restoreState.getState().restoring).toBe(false);
    await phone.delete();
  });

  it('resends from the gap when the server was restored from a backup', async () => {
    const { server, engine, clientId } = await twoLogsLostByARestore();
    await logWater(16, at(2), db);
    await engine.sync();
    const last = server.pushes.at(-1)!;
    expect(last.clientId).toBe(clientId);
    expect(last.mutations.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(server.liveLogIds()).toHaveLength(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it('with nothing queued, resends what a restored server lost before its snapshot can replace it', async () => {
    const { server, engine, clientId } = await twoLogsLostByARestore();
    await engine.sync();
    expect(server.pushes.at(-1)).toMatchObject({ clientId, mutations: [{ seq: 1 }, { seq: 2 }] });
    expect(server.liveLogIds()).toHaveLength(2);
    expect((await db.waterLogs.toArray()).map((log) => log.amount).sort((a, b) => a - b)).toEqual([8, 12]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('with nothing queued, takes the restored server as it is when what it lost is no longer kept', async () => {
    const { server, engine, statuses } = setup();
    await logWater(8, at(0), db);
    await engine.sync();
    const clientId = server.pushes[0]!.clientId;
    await db.sent.clear();
    server.restoreFromEmptyBackup();
    await engine.sync();
    expect(await getClientId(db)).not.toBe(clientId);
    expect(server.pulls.at(-1)).toBeUndefined();
    expect(await db.waterLogs.count()).toBe(0);
    expect(statuses.at(-2)).toMatchObject({ reachable: true, lastError: null });
  });

  it('continues as a new client when the mutations the server lost are no longer kept', async () => {
    const { server, engine } = setup();
    await logWater(8, at(0), db);
    await engine.sync();
    await db.sent.clear();
    server.restoreFromEmptyBackup();
    await logWater(16, at(2), db);
    await engine.sync();
    const last = server.pushes.at(-1)!;
    expect(last.clientId).not.toBe(server.pushes[0]!.clientId);
    expect(last.mutations.map((m) => m.seq)).toEqual([1]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('takes a snapshot when its cursor came from the database a restore replaced, whose numbers are given out again', async () => {
    const { server, engine } = setup();
    /** Another of the owner's devices on the same server. */
    const other = async (amount: number) => {
      const device = freshDb();
      await logWater(amount, at(5), device);
      await createSyncEngine({ db: device, api: server }).sync();
      await device.delete();
    };
    await logWater(8, at(0), db);
    await engine.sync();
    await other(16);
    await engine.sync();
    expect(await db.waterLogs.count()).toBe(2);
    // The server comes back from an empty backup; the 16 oz's device is gone, and a third
    // device's logs take the versions this phone had pulled up to.
    server.restoreFromEmptyBackup();
    await other(20);
    await other(24);
    await engine.sync();
    expect((await db.waterLogs.toArray()).map((log) => log.amount).sort((a, b) => a - b)).toEqual([8, 20, 24]);
    expect(server.liveLogIds()).toEqual((await db.waterLogs.toArray()).map((log) => log.id).sort());
  });

  it('learns the server clock at a sync and stamps later actions in it', async () => {
    const { server, engine } = setup();
    server.deviceSkewMs = 2 * 3_600_000;
    await engine.sync();
    const deviceClock = new Date('2026-11-21T11:00:00Z');
    const id = await logWater(8, deviceClock, db);
    const loggedAt = Date.parse((await db.waterLogs.get(id))!.loggedAt);
    expect(Math.abs(loggedAt - Date.parse('2026-11-21T09:00:00Z'))).toBeLessThan(1000);
  });

  it('carries settings and deletes through the same queue', async () => {
    const { server, engine } = setup();
    await perform('settings.update', { dailyTargetOz: 100 }, await actionNow(db, at(0)), db);
    const id = await logWater(8, at(1), db);
    await perform('water.delete', { id }, await actionNow(db, at(2)), db);
    await engine.sync();
    expect(server.liveLogIds()).toEqual([]);
    expect(server.pushes[0]?.mutations.map((m) => m.name)).toEqual(['settings.update', 'water.log', 'water.delete']);
  });

  it('keeps each push within its byte budget', async () => {
    const { server, engine } = setup({ batchBytes: 400 });
    for (let i = 0; i < 10; i += 1) await logWater(8, at(i), db);
    await engine.sync();
    expect(server.liveLogIds()).toHaveLength(10);
    expect(server.pushes.length).toBeGreaterThan(3);
    for (const push of server.pushes) expect(JSON.stringify(push.mutations).length).toBeLessThanOrEqual(400);
  });

  it('splits a batch the server refuses as too large, and delivers everything once', async () => {
    const { server, engine } = setup();
    server.maxBodyBytes = 700;
    for (let i = 0; i < 10; i += 1) await logWater(8, at(i), db);
    await engine.sync();
    expect(server.liveLogIds()).toHaveLength(10);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rejections.count()).toBe(0);
  });

  it('records a single change the server can never take as refused, and the queue goes on', async () => {
    const { server, engine } = setup();
    server.maxBodyBytes = 600;
    await perform('settings.update', { timeZone: 'America/Argentina/ComodRivadavia' }, await actionNow(db, at(0)), db);
    await perform('quest.generate', { quests: [sampleQuest(1, { description: 'x'.repeat(480) })] }, await actionNow(db, at(1)), db);
    await logWater(8, at(2), db);
    await engine.sync();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.rejections.toArray()).toMatchObject([
      { seq: 2, name: 'quest.generate', message: 'This change is too large to send to the server' },
    ]);
    expect(server.liveLogIds()).toHaveLength(1);
    expect(server.pushes.at(-1)?.mutations.map((m) => m.name)).toEqual(['water.log']);
  });
});
