import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '@ninety/api';
import * as phone from '@ninety/web/testing';
import { normalized, settle, statsOf } from './check';
import { Device } from './device';
import { World } from './world';
import { loadAllRecords } from '@ninety/sync-server/testing';

let world: World;
let devices: Device[] = [];

function setup(skews: number[] = [0]) {
  world = new World();
  devices = skews.map((skew, i) => new Device(world, `n${i}`, skew));
  return devices;
}

afterEach(async () => {
  await Promise.all(devices.map((d) => d.close()));
  devices = [];
  world.close();
});

const minutes = (n: number) => {
  world.now += n * 60_000;
};
const serverLogs = () => loadAllRecords(world.db).waterLogs;
const lastSeq = (clientId: string) =>
  (world.db.prepare('SELECT last_seq FROM sync_clients WHERE client_id = ?').get(clientId) as { last_seq: number } | undefined)
    ?.last_seq ?? 0;

async function expectConverged() {
  const server = normalized(loadAllRecords(world.db));
  for (const d of devices) expect(normalized(await phone.readAllRecords(d.db))).toEqual(server);
}

describe('named cases against the real server', () => {
  it('the same mutation delivered 10 times at once has one effect', async () => {
    const [a] = setup();
    await phone.logWater(16, a!.clock(), a!.db);
    const [row] = await a!.db.outbox.toArray();
    const body = JSON.stringify({ clientId: 'phone', schemaVersion: SCHEMA_VERSION, mutations: [row] });
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body };
    const answers = await Promise.all(Array.from({ length: 10 }, () => world.request('http://sim/api/sync/push', init)));
    const statuses = (await Promise.all(answers.map((r) => r.json()))).map((r: { results: { status: string }[] }) => r.results[0]!.status);
    expect(statuses.filter((s) => s === 'applied')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'duplicate')).toHaveLength(9);
    expect(serverLogs()).toHaveLength(1);
  });

  it('a lost response has one effect, and the outbox ends empty', async () => {
    const [a] = setup();
    await phone.logWater(8, a!.clock(), a!.db);
    a!.faults.push('drop-response');
    await a!.sync();
    expect(serverLogs()).toHaveLength(1);
    expect(await a!.db.outbox.count()).toBe(1);
    await a!.sync();
    expect(serverLogs()).toHaveLength(1);
    expect(await a!.db.outbox.count()).toBe(0);
  });

  it('a gap after the server was restored from a backup is resent from the gap', async () => {
    const [a] = setup();
    for (const amount of [8, 12]) await phone.logWater(amount, a!.clock(), a!.db);
    await a!.sync();
    const backup = await world.backup();
    for (const amount of [16, 8, 12]) await phone.logWater(amount, a!.clock(), a!.db);
    await a!.sync();
    expect(serverLogs()).toHaveLength(5);
    await world.restoreFrom(backup);
    expect(serverLogs()).toHaveLength(2);
    await phone.logWater(16, a!.clock(), a!.db);
    await a!.sync();
    expect(serverLogs().map((log) => log.amount).sort()).toEqual([12, 12, 16, 16, 8, 8].sort());
    expect(lastSeq(await phone.getClientId(a!.db))).toBe(6);
    await expectConverged();
  });

  it('after a restore, a device with nothing queued resends what the server lost before it takes the server\'s records', async () => {
    const [a] = setup();
    await phone.logWater(8, a!.clock(), a!.db);
    await a!.sync();
    const backup = await world.backup();
    for (const amount of [12, 16]) await phone.logWater(amount, a!.clock(), a!.db);
    await a!.sync();
    await world.restoreFrom(backup);
    expect(await a!.db.outbox.count()).toBe(0);
    await a!.sync();
    expect(serverLogs().map((log) => log.amount).sort()).toEqual([12, 16, 8].sort());
    expect(await a!.db.waterLogs.count()).toBe(3);
    await expectConverged();
  });

  it('after a restore, a device whose cursor came from the replaced database takes a snapshot, not the numbers given out again', async () => {
    const [a, b, lost] = setup([0, 0, 0]);
    await phone.logWater(8, a!.clock(), a!.db);
    for (const device of [a, b, lost]) await device!.sync();
    const backup = await world.backup();
    // A phone logs after the backup and is lost before the restore; the other phone pulled it.
    await phone.logWater(12, lost!.clock(), lost!.db);
    await lost!.sync();
    await a!.sync();
    await lost!.close();
    devices = [a!, b!];
    await world.restoreFrom(backup);
    // The restored server gives those versions out again, to the laptop's logs.
    for (const amount of [16, 20, 24]) await phone.logWater(amount, b!.clock(), b!.db);
    await b!.sync();
    await a!.sync();
    expect((await phone.readAllRecords(a!.db)).waterLogs.map((log) => log.amount).sort((x, y) => x - y)).toEqual([8, 16, 20, 24]);
    await expectConverged();
  });

  it('changes made during a slow flush are all delivered, none deleted early', async () => {
    const [a] = setup();
    await phone.logWater(8, a!.clock(), a!.db);
    const release = a!.hold();
    const flushing = a!.sync();
    for (const amount of [12, 16]) await phone.logWater(amount, a!.clock(), a!.db);
    expect(await a!.db.outbox.count()).toBe(3);
    release();
    await flushing;
    await a!.sync();
    expect(serverLogs()).toHaveLength(3);
    expect(await a!.db.outbox.count()).toBe(0);
  });

  it.each(['check first', 'uncheck first'])(
    'a checklist item set on two devices ends with the later action, whatever arrives first (%s)',
    async (order) => {
      const [a, b] = setup([0, 0]);
      const id = await phone.addChecklistItem({ locationName: 'Gym', itemName: 'Towel', latitude: null, longitude: null }, a!.clock(), a!.db);
      await a!.sync();
      await b!.sync();
      minutes(1);
      await phone.setChecklistItemChecked(id, true, a!.clock(), a!.db); // earlier
      minutes(1);
      await phone.setChecklistItemChecked(id, false, b!.clock(), b!.db); // later: must win
      const [first, second] = order === 'check first' ? [a!, b!] : [b!, a!];
      await first.sync();
      await second.sync();
      await settle(devices);
      expect(loadAllRecords(world.db).checklistItems[0]).toMatchObject({ checked: false });
      await expectConverged();
    },
  );

  it.each(['delete first', 'update first'])('a delete wins against an update (%s)', async (order) => {
    const [a, b] = setup([0, 0]);
    const id = await phone.addChecklistItem({ locationName: 'Gym', itemName: 'Towel', latitude: null, longitude: null }, a!.clock(), a!.db);
    await a!.sync();
    await b!.sync();
    minutes(1);
    await phone.deleteChecklistItem(id, a!.clock(), a!.db);
    minutes(1);
    await phone.setChecklistItemChecked(id, true, b!.clock(), b!.db);
    const [first, second] = order === 'delete first' ? [a!, b!] : [b!, a!];
    await first.sync();
    await second.sync();
    await settle(devices);
    expect(loadAllRecords(world.db).checklistItems).toEqual([]);
    for (const d of devices) expect(await d.db.rejections.count()).toBe(0);
    await expectConverged();
  });

  it('a task completed on two devices grants HP and XP once', async () => {
    const [a, b] = setup([0, 0]);
    const id = await phone.createTask({ title: 'Call the bank', dueHours: 2, hpImpact: 20 }, a!.clock(), a!.db);
    await phone.logWater(8, a!.clock(), a!.db);
    await a!.sync();
    await b!.sync();
    minutes(10);
    await phone.completeTask(id, a!.clock(), a!.db);
    minutes(5);
    await phone.completeTask(id, b!.clock(), b!.db);
    await settle(devices);
    const stats = statsOf(loadAllRecords(world.db), world.now);
    expect(stats.traits.find((t) => t.traitName === 'Focus')?.totalXP).toBe(100);
    expect(loadAllRecords(world.db).tasks[0]?.completedAt).toBe(new Date(world.now - 5 * 60_000).toISOString());
    await expectConverged();
  });

  it('a task taken back is gone everywhere; one completed first elsewhere stays, the undo refused and shown', async () => {
    const [a, b] = setup([0, 0]);
    // Made and taken back offline: the server gets both, and keeps neither.
    const mistake = await phone.createTask({ title: 'Call the bnak', dueHours: 2, hpImpact: 20 }, a!.clock(), a!.db);
    minutes(1);
    await phone.undoTask(mistake, a!.clock(), a!.db);
    // Made, synced to B, completed on B, then taken back on A (offline) before A heard of it.
    const kept = await phone.createTask({ title: 'Pay the rent', dueHours: 2, hpImpact: 10 }, a!.clock(), a!.db);
    await a!.sync();
    await b!.sync();
    minutes(2);
    await phone.completeTask(kept, b!.clock(), b!.db);
    await b!.sync();
    a!.online = false;
    await phone.undoTask(kept, a!.clock(), a!.db);
    a!.online = true;
    await settle(devices);
    expect(loadAllRecords(world.db).tasks.map((task) => task.title)).toEqual(['Pay the rent']);
    expect(await a!.db.rejections.count()).toBe(1);
    const stats = statsOf(loadAllRecords(world.db), world.now);
    expect(stats.traits.find((t) => t.traitName === 'Focus')?.totalXP).toBe(50);
    await expectConverged();
  });

  it('a weight taken back is gone everywhere, offline or from another phone, and the current weight is the one before', async () => {
    const [a, b] = setup([0, 0]);
    await phone.logWeight(181, a!.clock(), a!.db);
    await a!.sync();
    minutes(60);
    // A slip made and taken back offline: the server gets both, and keeps neither.
    a!.online = false;
    const slip = await phone.logWeight(118, a!.clock(), a!.db);
    minutes(1);
    await phone.undoWeight(slip, a!.clock(), a!.db);
    a!.online = true;
    // Another slip, synced, then taken back on the second phone within the 10 minutes.
    const other = await phone.logWeight(128, a!.clock(), a!.db);
    await a!.sync();
    await b!.sync();
    minutes(3);
    await phone.undoWeight(other, b!.clock(), b!.db);
    await settle(devices);
    expect(loadAllRecords(world.db).weights.map((entry) => entry.weight)).toEqual([181]);
    expect(statsOf(loadAllRecords(world.db), world.now).currentWeight).toBe(181);
    expect(await a!.db.rejections.count()).toBe(0);
    expect(await b!.db.rejections.count()).toBe(0);
    await expectConverged();
  });

  it('a device whose clock is 2 hours off stamps its actions in server time after a sync', async () => {
    const [a, b] = setup([0, 2 * 3_600_000]);
    const id = await phone.addChecklistItem({ locationName: 'Gym', itemName: 'Towel', latitude: null, longitude: null }, a!.clock(), a!.db);
    await a!.sync();
    await b!.sync();
    minutes(1);
    // B, two hours ahead, unchecks first; A checks a minute later. A's later action must win,
    // which it would not if B's actions carried B's clock.
    await phone.setChecklistItemChecked(id, true, b!.clock(), b!.db);
    await phone.setChecklistItemChecked(id, false, b!.clock(), b!.db);
    minutes(1);
    await phone.setChecklistItemChecked(id, true, a!.clock(), a!.db);
    await phone.logWater(16, b!.clock(), b!.db);
    await settle(devices);
    expect(loadAllRecords(world.db).checklistItems[0]).toMatchObject({ checked: true });
    const loggedAt = Date.parse(loadAllRecords(world.db).waterLogs[0]!.loggedAt);
    expect(Math.abs(loggedAt - world.now)).toBeLessThan(1500);
    await expectConverged();
  });

  it('mutations queued by the previous app version are delivered once after the upgrade', async () => {
    world = new World();
    const name = `upgrade-${Math.random().toString(36).slice(2)}`;
    // The store exactly as version 1 of the app left it, with two changes queued.
    const v1 = new Dexie(name);
    v1.version(1).stores({ waterLogs: 'id, loggedAt', settings: 'key', outbox: 'seq', rejections: 'seq', tombstones: '[table+id]', meta: 'key' });
    const at = new Date(world.now).toISOString();
    const log = { id: '0190f5e4-0000-7000-8000-00000000000a', amount: 12 };
    await v1.table('waterLogs').add({ ...log, loggedAt: at });
    await v1.table('outbox').bulkAdd([
      { seq: 1, name: 'water.log', args: log, occurredAt: at },
      { seq: 2, name: 'settings.update', args: { dailyTargetOz: 100 }, occurredAt: at },
    ]);
    await v1.table('meta').bulkAdd([
      { key: 'clientId', value: 'upgraded-phone' },
      { key: 'nextSeq', value: 3 },
    ]);
    v1.close();

    const db = new phone.NinetyDatabase(name);
    const engine = phone.createSyncEngine({
      db,
      api: phone.createApiClient((url, init) => world.request(String(url), init), 'http://sim', () => world.now),
      schedule: () => () => {},
    });
    // The first answer is lost after the server applied it: the retry must not apply it again.
    let first = true;
    const lossy = phone.createApiClient(async (url, init) => {
      const answer = await world.request(String(url), init);
      if (first && String(url).includes('/push')) {
        first = false;
        throw new TypeError('lost');
      }
      return answer;
    }, 'http://sim', () => world.now);
    await phone.createSyncEngine({ db, api: lossy, schedule: () => () => {} }).sync();
    await engine.sync();
    expect(serverLogs()).toEqual([{ ...log, loggedAt: at }]);
    expect(lastSeq('upgraded-phone')).toBe(2);
    expect(await db.outbox.count()).toBe(0);
    expect(loadAllRecords(world.db).settings.find((s) => s.key === 'dailyTargetOz')?.value).toBe(100);
    db.close();
    await db.delete();
  });
});
