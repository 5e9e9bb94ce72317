import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countRecords, countRows, createHarness, uuid, type Harness } from './harness';

let h: Harness;
beforeEach(() => {
  h = createHarness({ now: '2026-11-21T15:00:00.000Z' });
});
afterEach(() => h.close());

const log = (seq: number, id: number, amount = 8, occurredAt = '2026-11-21T09:10:00.000Z') => ({
  seq,
  name: 'water.log',
  args: { id: uuid(id), amount },
  occurredAt,
});
const push = (mutations: unknown[], clientId = 'phone') =>
  h.json('POST', '/api/sync/push', { clientId, schemaVersion: 1, mutations });

describe('POST /api/sync/push', () => {
  it('applies mutations in order and acknowledges the last seq', async () => {
    const response = await push([log(1, 1), log(2, 2, 16)]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      lastSeq: 2,
      results: [
        { seq: 1, status: 'applied' },
        { seq: 2, status: 'applied' },
      ],
    });
    expect(countRecords(h.db, 'waterLogs')).toBe(2);
  });

  it('applies the same (clientId, seq) once when pushed twice', async () => {
    await push([log(1, 1)]);
    const again = await push([log(1, 1)]);
    expect(await again.json()).toEqual({ lastSeq: 1, results: [{ seq: 1, status: 'duplicate' }] });
    // The same seq with other content is still the same mutation: it is not applied again.
    const replay = await push([log(1, 5, 99)]);
    expect((await replay.json()).results).toEqual([{ seq: 1, status: 'duplicate' }]);
    expect(countRecords(h.db, 'waterLogs')).toBe(1);
  });

  it('refuses a gap with the seq to resend from', async () => {
    await push([log(1, 1)]);
    const response = await push([log(3, 3)]);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Missing mutations: expected seq 2', expectedSeq: 2 });
    expect(countRecords(h.db, 'waterLogs')).toBe(1);
  });

  it('keeps seqs per device', async () => {
    await push([log(1, 1)], 'phone');
    const tablet = await push([log(1, 2)], 'tablet');
    expect((await tablet.json()).results).toEqual([{ seq: 1, status: 'applied' }]);
  });

  it('records a mutation that can never apply as rejected, and moves on', async () => {
    const response = await push([log(1, 1, 0), log(2, 2), { seq: 3, name: 'water.teleport', args: {}, occurredAt: '2026-11-21T09:10:00Z' }]);
    expect(await response.json()).toEqual({
      lastSeq: 3,
      results: [
        { seq: 1, status: 'rejected', message: 'Amount must be at least 1 oz' },
        { seq: 2, status: 'applied' },
        { seq: 3, status: 'rejected', message: 'Unknown mutation: water.teleport' },
      ],
    });
    expect(countRecords(h.db, 'waterLogs')).toBe(1);
    expect(countRows(h.db, 'sync_rejections')).toBe(2);
  });

  it('answers 426 for a schema version it cannot apply', async () => {
    const response = await h.json('POST', '/api/sync/push', { clientId: 'phone', schemaVersion: 2, mutations: [log(1, 1)] });
    expect(response.status).toBe(426);
    expect((await response.json()).message).toMatch(/schema version 1/);
    expect(countRecords(h.db, 'waterLogs')).toBe(0);
  });

  it('refuses a malformed push with 400 and applies nothing', async () => {
    const response = await h.json('POST', '/api/sync/push', { clientId: 'phone', schemaVersion: 1, mutations: [log(2, 1), log(1, 2)] });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Mutations must be in increasing seq order' });
    expect(countRecords(h.db, 'waterLogs')).toBe(0);
  });
});

describe('GET /api/sync/pull', () => {
  it('sends a full snapshot first, then only what changed since the cursor', async () => {
    await push([log(1, 1)]);
    const first = await (await h.json('GET', '/api/sync/pull')).json();
    expect(first.reset).toBe(true);
    expect(first.changes).toEqual([
      { table: 'waterLogs', id: uuid(1), row: { id: uuid(1), amount: 8, loggedAt: '2026-11-21T09:10:00.000Z' } },
    ]);
    await push([log(2, 2, 16)]);
    const next = await (await h.json('GET', `/api/sync/pull?cursor=${first.cursor}`)).json();
    expect(next.reset).toBe(false);
    expect(next.changes.map((c: { id: string }) => c.id)).toEqual([uuid(2)]);
    const none = await (await h.json('GET', `/api/sync/pull?cursor=${next.cursor}`)).json();
    expect(none.changes).toEqual([]);
    expect(none.cursor).toBe(next.cursor);
  });

  it('carries deletes as tombstones', async () => {
    await push([log(1, 1, 8, '2026-11-21T14:58:00.000Z')]);
    const { cursor } = await (await h.json('GET', '/api/sync/pull')).json();
    await push([{ seq: 2, name: 'water.delete', args: { id: uuid(1) }, occurredAt: '2026-11-21T15:00:00.000Z' }]);
    const next = await (await h.json('GET', `/api/sync/pull?cursor=${cursor}`)).json();
    expect(next.changes).toEqual([{ table: 'waterLogs', id: uuid(1), deleted: true }]);
  });

  it('answers 426 to an app of another schema version and sends it no rows it would misread', async () => {
    await push([log(1, 1)]);
    const newer = await h.json('GET', '/api/sync/pull?schemaVersion=2');
    expect(newer.status).toBe(426);
    expect(await newer.json()).toEqual({ message: 'This server applies schema version 1; update the app' });

    const same = await (await h.json('GET', '/api/sync/pull?schemaVersion=1')).json();
    expect(same.changes).toHaveLength(1);
    // An app from before pulls said their version read version 1.
    const unstated = await (await h.json('GET', '/api/sync/pull')).json();
    expect(unstated.changes).toHaveLength(1);

    const garbled = await h.json('GET', '/api/sync/pull?schemaVersion=one');
    expect(garbled.status).toBe(400);
    expect((await garbled.json()).message).toBe('schemaVersion must be a whole number');
  });

  it('answers 409 from the gap to a device it acknowledged more than it holds, and sends no row', async () => {
    await push([log(1, 1), log(2, 2)]);
    const ahead = await h.json('GET', '/api/sync/pull?clientId=phone&ackedSeq=5');
    expect(ahead.status).toBe(409);
    expect(await ahead.json()).toEqual({ message: 'Missing mutations: expected seq 3', expectedSeq: 3 });
    // A client it has never heard of, that says it was acknowledged: everything is missing.
    const unknown = await h.json('GET', '/api/sync/pull?clientId=laptop&ackedSeq=1');
    expect(await unknown.json()).toEqual({ message: 'Missing mutations: expected seq 1', expectedSeq: 1 });

    const level = await h.json('GET', '/api/sync/pull?clientId=phone&ackedSeq=2');
    expect(level.status).toBe(200);
    expect((await level.json()).changes).toHaveLength(2);
    // Nothing acknowledged yet, or an app from before pulls said so: no check.
    expect((await h.json('GET', '/api/sync/pull?clientId=tablet&ackedSeq=0')).status).toBe(200);
    expect((await h.json('GET', '/api/sync/pull?ackedSeq=5')).status).toBe(200);
  });

  it.each([
    ['ackedSeq=two&clientId=phone', 'ackedSeq must be a whole number'],
    ['ackedSeq=-1&clientId=phone', 'ackedSeq must be a whole number'],
    [`clientId=${'x'.repeat(101)}&ackedSeq=1`, 'clientId must be 1 to 100 characters'],
    ['clientId=&ackedSeq=1', 'clientId must be 1 to 100 characters'],
  ])('refuses a pull whose acknowledgement is %s', async (query, message) => {
    const response = await h.json('GET', `/api/sync/pull?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('answers a snapshot for a cursor it never gave out', async () => {
    await push([log(1, 1)]);
    const response = await (await h.json('GET', '/api/sync/pull?cursor=999')).json();
    expect(response.reset).toBe(true);
    expect(response.changes).toHaveLength(1);
  });

  it('sends years of changes in pages, each ending where the next begins, missing nothing written between', async () => {
    await push([
      { seq: 1, name: 'settings.update', args: { dailyTargetOz: 100 }, occurredAt: '2026-11-21T09:00:00.000Z' },
      ...Array.from({ length: 6 }, (_, i) => log(i + 2, i + 1)),
    ]);
    const first = await (await h.json('GET', '/api/sync/pull?limit=3')).json();
    expect(first).toMatchObject({ reset: true, remaining: 4 });
    expect(first.changes.map((c: { id: string }) => c.id)).toEqual(['dailyTargetOz', uuid(1), uuid(2)]);

    // Written between two pages: it comes later, with its newer version.
    await push([log(8, 7)]);
    const second = await (await h.json('GET', `/api/sync/pull?cursor=${first.cursor}&limit=3`)).json();
    expect(second).toMatchObject({ reset: false, remaining: 2 });
    expect(second.changes.map((c: { id: string }) => c.id)).toEqual([uuid(3), uuid(4), uuid(5)]);
    const last = await (await h.json('GET', `/api/sync/pull?cursor=${second.cursor}&limit=3`)).json();
    expect(last).toMatchObject({ reset: false, remaining: 0 });
    expect(last.changes.map((c: { id: string }) => c.id)).toEqual([uuid(6), uuid(7)]);
    const none = await (await h.json('GET', `/api/sync/pull?cursor=${last.cursor}`)).json();
    expect(none).toEqual({ cursor: last.cursor, timeline: first.timeline, reset: false, changes: [], remaining: 0 });
  });

  it.each(['0', '10001', 'abc', '1.5'])('refuses a page size of %s', async (limit) => {
    const response = await h.json('GET', `/api/sync/pull?limit=${limit}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'limit must be a whole number from 1 to 10000' });
  });

  it('answers a snapshot to a cursor of another timeline, and goes on from one of its own', async () => {
    await push([log(1, 1), log(2, 2)]);
    const first = await (await h.json('GET', '/api/sync/pull')).json();
    expect(Number.isSafeInteger(first.timeline)).toBe(true);
    const ours = await (await h.json('GET', `/api/sync/pull?cursor=1&timeline=${first.timeline}`)).json();
    expect(ours).toMatchObject({ reset: false, timeline: first.timeline, changes: [{ id: uuid(2) }] });
    // A cursor the database a restore replaced gave out: its number now stands for other changes.
    const replaced = await (await h.json('GET', `/api/sync/pull?cursor=1&timeline=${first.timeline + 1}`)).json();
    expect(replaced).toMatchObject({ reset: true, timeline: first.timeline });
    expect(replaced.changes.map((change: { id: string }) => change.id)).toEqual([uuid(1), uuid(2)]);
    // An app from before timelines says none: its cursor is taken as it is.
    expect(await (await h.json('GET', '/api/sync/pull?cursor=1')).json()).toMatchObject({ reset: false, changes: [{ id: uuid(2) }] });
  });

  it.each(['abc', '-1', '1.5', '12345678901234567'])('refuses a timeline of %s', async (timeline) => {
    const response = await h.json('GET', `/api/sync/pull?cursor=1&timeline=${timeline}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'timeline must be a whole number' });
  });

  it('refuses a cursor that is not a whole number', async () => {
    const response = await h.json('GET', '/api/sync/pull?cursor=abc');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'cursor must be a whole number' });
  });

  it('carries settings with the time they were set; the later action wins', async () => {
    await push([
      { seq: 1, name: 'settings.update', args: { dailyTargetOz: 100 }, occurredAt: '2026-11-21T10:00:00.000Z' },
    ]);
    // An older change from another device arrives later and loses.
    await push([{ seq: 1, name: 'settings.update', args: { dailyTargetOz: 90 }, occurredAt: '2026-11-21T09:00:00.000Z' }], 'tablet');
    const pulled = await (await h.json('GET', '/api/sync/pull')).json();
    expect(pulled.changes).toEqual([
      { table: 'settings', id: 'dailyTargetOz', row: { key: 'dailyTargetOz', value: 100, updatedAt: '2026-11-21T10:00:00.000Z' } },
    ]);
    expect((await (await h.json('GET', '/api/settings')).json()).dailyTargetOz).toBe(100);
  });

  it("keeps a zone the user chose over a new phone's default that reached the server first", async () => {
    // A new phone starts (and pushes its browser's zone as a default) a day after the user chose
    // Tokyo on a phone that had no signal; that phone's push comes last.
    await push([{ seq: 1, name: 'settings.defaultZone', args: { timeZone: 'Europe/Paris' }, occurredAt: '2026-11-21T09:00:00.000Z' }], 'new-phone');
    expect((await (await h.json('GET', '/api/settings')).json()).timeZone).toBe('Europe/Paris');
    await push([{ seq: 1, name: 'settings.update', args: { timeZone: 'Asia/Tokyo' }, occurredAt: '2026-11-20T09:00:00.000Z' }], 'old-phone');
    expect((await (await h.json('GET', '/api/settings')).json()).timeZone).toBe('Asia/Tokyo');
  });
});
