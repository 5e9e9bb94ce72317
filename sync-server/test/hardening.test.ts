/**
 * What a hostile client broke (issue 11), each pinned by a test through app.request(). The
 * connection, Host and stall cases run against the real server process (server-process.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, uuid, type Harness } from './harness';

const NOW = '2026-11-21T15:00:00.000Z';
let h: Harness;
beforeEach(() => {
  h = createHarness({ now: NOW });
});
afterEach(() => h.close());

const push = (mutations: unknown[], extra: Record<string, unknown> = {}) =>
  h.json('POST', '/api/sync/push', { clientId: 'phone', schemaVersion: 1, mutations, ...extra });
const mutation = (seq: number, name: string, args: unknown, occurredAt = NOW) => ({ seq, name, args, occurredAt });
const exported = async () => (await h.json('GET', '/api/export')).json();

describe('1. an import larger than a normal push', () => {
  it('reaches the server as a data.import push', async () => {
    const logs = Array.from({ length: 60_000 }, (_, i) => ({
      id: uuid(0x100000 + i),
      amount: 8,
      loggedAt: new Date(Date.parse('2025-01-01T08:00:00Z') + i * 600_000).toISOString(),
    }));
    const document = { ...(await exported()), records: { ...(await exported()).records, waterLogs: logs } };
    const body = JSON.stringify({ clientId: 'phone', schemaVersion: 1, mutations: [mutation(1, 'data.import', { document })] });
    expect(Buffer.byteLength(body)).toBeGreaterThan(4 * 1024 * 1024);
    const response = await h.json('POST', '/api/sync/push', body);
    expect(response.status).toBe(200);
    expect((await response.json()).results).toEqual([{ seq: 1, status: 'applied' }]);
    expect((await exported()).records.waterLogs).toHaveLength(60_000);
  });
});

describe('2. an import reusing a payment id', () => {
  async function fileWithReset(resetId: number, paymentId: string) {
    const file = await exported();
    const goal = { id: uuid(10), title: 'Run a marathon', description: 'Train four times a week.', startDate: NOW, endDate: '2027-02-19T15:00:00.000Z', penalty: 100, createdAt: NOW, achievedAt: null };
    file.records.goals = [goal];
    file.records.goalResets = [{ id: uuid(resetId), goalId: goal.id, resetAt: NOW, paymentId, hpPenalty: true }];
    return file;
  }

  it('is refused with 400 and a message before anything is written, also after an empty import', async () => {
    const empty = await exported();
    expect((await h.json('POST', '/api/import', await fileWithReset(11, 'pi_used'))).status).toBe(200);
    expect((await h.json('POST', '/api/import', empty)).status).toBe(200);
    const before = await exported();
    const response = await h.json('POST', '/api/import', await fileWithReset(12, 'pi_used'));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('goalResets[0].paymentId: This payment has already reset a goal');
    expect({ ...(await exported()), exportedAt: null }).toEqual({ ...before, exportedAt: null });
  });

  it('as a push, is rejected once and the queue goes on', async () => {
    await h.json('POST', '/api/import', await fileWithReset(11, 'pi_used'));
    const response = await push([
      mutation(1, 'data.import', { document: await fileWithReset(12, 'pi_used') }),
      mutation(2, 'water.log', { id: uuid(20), amount: 8 }),
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      lastSeq: 2,
      results: [
        { seq: 1, status: 'rejected', message: 'goalResets[0].paymentId: This payment has already reset a goal', code: 'payment-already-used' },
        { seq: 2, status: 'applied' },
      ],
    });
  });
});

describe('3. instants outside what the records can hold', () => {
  const RANGE = 'occurredAt must be a time between the years 2000 and 2100';
  it.each([
    ['0000-01-01T00:00:00Z', RANGE],
    ['1999-12-31T23:59:59Z', RANGE],
    ['2101-01-01T00:00:00Z', RANGE],
    // Years past 9999 are not even the ISO form the records keep.
    ['+010000-01-01T00:00:00Z', 'occurredAt must be an ISO date-time with a time zone'],
  ])('refuses %s on REST bodies', async (at, message) => {
    const water = await h.json('POST', '/api/water', { amount: 8, occurredAt: at });
    expect(water.status).toBe(400);
    expect((await water.json()).message).toBe(message);
    const settings = await h.json('PUT', '/api/settings', { age: 30, occurredAt: at });
    expect(settings.status).toBe(400);
    const task = await h.json('POST', '/api/tasks', { title: 'Call the bank', dueDate: at, hpImpact: 10 });
    expect(task.status).toBe(400);
    expect((await exported()).records.waterLogs).toEqual([]);
  });

  it('rejects such a mutation in a push, and such a row in an import', async () => {
    const response = await push([mutation(1, 'water.log', { id: uuid(1), amount: 8 }, '0000-01-01T00:00:00Z')]);
    expect((await response.json()).results).toEqual([
      { seq: 1, status: 'rejected', message: 'occurredAt must be a time between the years 2000 and 2100' },
    ]);
    const file = await exported();
    file.records.waterLogs = [{ id: uuid(2), amount: 8, loggedAt: '0000-01-01T00:00:00.000Z' }];
    const imported = await h.json('POST', '/api/import', file);
    expect(imported.status).toBe(400);
    expect((await imported.json()).message).toBe('waterLogs[0].loggedAt: loggedAt must be a time between the years 2000 and 2100');
    expect((await exported()).records.waterLogs).toEqual([]);
  });
});

describe('4. a request for another host name (DNS rebinding)', () => {
  it.each(['http://evil.example/api/stats', 'http://attacker.test:8787/api/export', 'http://localhost.evil.example/api/settings'])(
    'answers 403 before any route runs, reads included: %s',
    async (url) => {
      const response = await h.app.request(url);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'This server does not answer to that host name' });
    },
  );

  it('refuses a write for another host too, and changes nothing', async () => {
    const response = await h.app.request('http://evil.example/api/water', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 8 }),
    });
    expect(response.status).toBe(403);
    expect((await exported()).records.waterLogs).toEqual([]);
  });

  it.each(['http://localhost/api/health', 'http://127.0.0.1:8787/api/health', 'http://[::1]:8787/api/health', 'http://LOCALHOST:9/api/health'])(
    'answers its own names: %s',
    async (url) => {
      expect((await h.app.request(url)).status).toBe(200);
    },
  );
});

describe('5. an action stamped before the record it acts on existed', () => {
  it('is rejected: an old water log cannot be undone by backdating the undo', async () => {
    h.setNow('2026-11-21T13:00:00.000Z');
    await h.json('POST', '/api/water', { id: uuid(1), amount: 8 });
    h.setNow(NOW);
    const response = await push([mutation(1, 'water.delete', { id: uuid(1) }, '2001-01-01T00:00:00Z')]);
    expect((await response.json()).results).toEqual([
      { seq: 1, status: 'rejected', message: 'This change is dated before the record it changes', code: 'change-before-record' },
    ]);
    expect((await exported()).records.waterLogs).toHaveLength(1);
  });

  it('is rejected: an overdue task completed with an early time does not count as on time', async () => {
    h.setNow('2026-11-21T10:00:00.000Z');
    await h.json('POST', '/api/tasks', { id: uuid(2), title: 'Call the bank', dueDate: '2026-11-21T11:00:00.000Z', hpImpact: 10 });
    h.setNow(NOW);
    const rest = await h.json('POST', `/api/tasks/${uuid(2)}/complete`, { occurredAt: '2001-01-01T00:00:00Z' });
    expect(rest.status).toBe(400);
    expect((await rest.json()).message).toBe('This change is dated before the record it changes');
    const task = (await (await h.json('GET', '/api/tasks')).json())[0];
    expect(task).toMatchObject({ isCompleted: false, isOverdue: true });
    expect((await (await h.json('GET', '/api/stats')).json()).currentHP).toBe(90);
  });
});

describe('6. a change stamped ahead of the server', () => {
  it('is kept at the server time, so it cannot overrule a later save', async () => {
    const ahead = await h.json('PUT', '/api/settings', { dailyTargetOz: 200, occurredAt: '2026-11-22T14:00:00.000Z' });
    expect(ahead.status).toBe(200);
    h.setNow('2026-11-21T15:01:00.000Z');
    await h.json('PUT', '/api/settings', { dailyTargetOz: 96 });
    expect((await (await h.json('GET', '/api/settings')).json()).dailyTargetOz).toBe(96);
    const pulled = await (await h.json('GET', '/api/sync/pull')).json();
    expect(pulled.changes.find((c: { id: string }) => c.id === 'dailyTargetOz').row.updatedAt).toBe('2026-11-21T15:01:00.000Z');
  });

  it('within a few minutes ahead, it keeps its own time', async () => {
    const response = await push([mutation(1, 'water.log', { id: uuid(3), amount: 8 }, '2026-11-21T15:04:00.000Z')]);
    expect((await response.json()).results[0].status).toBe('applied');
    expect((await exported()).records.waterLogs[0].loggedAt).toBe('2026-11-21T15:04:00.000Z');
  });
});

describe('7. one malformed mutation', () => {
  it('is rejected alone with a product message; the rest of its batch applies', async () => {
    const response = await push([
      mutation(1, 'water.log', { id: uuid(1), amount: 8 }),
      { seq: 2, name: 'water.log', occurredAt: NOW },
      { seq: 3, name: '', args: {}, occurredAt: NOW },
      { seq: 4, name: 'water.log', args: { id: uuid(4), amount: 8 }, occurredAt: 'yesterday' },
      { seq: 5, name: 'water.log', args: { id: uuid(5), amount: 8 }, occurredAt: NOW, extra: true },
      mutation(6, 'water.log', { id: uuid(6), amount: 16 }),
    ]);
    expect(response.status).toBe(200);
    const { results, lastSeq } = await response.json();
    expect(lastSeq).toBe(6);
    expect(results).toEqual([
      { seq: 1, status: 'applied' },
      { seq: 2, status: 'rejected', message: 'The change carries no arguments' },
      { seq: 3, status: 'rejected', message: 'Each mutation needs a name of 1 to 64 characters' },
      { seq: 4, status: 'rejected', message: 'occurredAt must be an ISO date-time with a time zone' },
      { seq: 5, status: 'rejected', message: 'Unknown field: extra' },
      { seq: 6, status: 'applied' },
    ]);
  });

  it('answers 426 for a schema version it cannot apply, whatever the body holds', async () => {
    const response = await push([mutation(1, 'water.log', { id: uuid(1), amount: 8 })], { schemaVersion: 2, unknownField: true });
    expect(response.status).toBe(426);
    expect((await response.json()).message).toBe('This server applies schema version 1; update the app');
  });
});

describe('9. references to records that do not exist', () => {
  it.each([
    ['workoutCompletions', { id: uuid(1), workoutId: uuid(99), completedAt: NOW }, 'workoutCompletions[0].workoutId: No workout in this file has this id'],
    ['stretchCompletions', { id: uuid(1), routineId: 'evening-stretch', completedAt: NOW }, 'stretchCompletions[0].routineId: Unknown stretch routine'],
  ])('in %s, are refused and grant nothing', async (table, row, message) => {
    const file = await exported();
    file.records[table] = [row];
    const response = await h.json('POST', '/api/import', file);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
    expect((await (await h.json('GET', '/api/stats')).json()).traits.find((t: { traitName: string }) => t.traitName === 'Fitness').currentXP).toBe(0);
  });
});

describe('11. an import of a file without settings', () => {
  it('restores exactly what the file holds: no settings are written, the ones held go', async () => {
    const file = await exported();
    await h.json('PUT', '/api/settings', { dailyTargetOz: 200, age: 40 });
    expect((await h.json('POST', '/api/import', file)).status).toBe(200);
    expect((await exported()).records.settings).toEqual([]);
    expect((await (await h.json('GET', '/api/settings')).json()).dailyTargetOz).toBe(128);
    const pulled = await (await h.json('GET', '/api/sync/pull')).json();
    expect(pulled.changes.filter((c: { table: string }) => c.table === 'settings')).toEqual([
      { table: 'settings', id: 'dailyTargetOz', deleted: true, deletedAt: NOW },
      { table: 'settings', id: 'age', deleted: true, deletedAt: NOW },
    ]);
  });

  it('keeps each setting of the file as the file has it, with its own time', async () => {
    await h.json('PUT', '/api/settings', { age: 40 });
    const file = await exported();
    h.setNow('2026-11-22T15:00:00.000Z');
    await h.json('PUT', '/api/settings', { age: 50, startingHp: 150 });
    await h.json('POST', '/api/import', file);
    expect((await exported()).records.settings).toEqual([{ key: 'age', value: 40, updatedAt: NOW }]);
  });
});

describe('12. a wrong method on a known path', () => {
  it.each([
    ['GET', '/api/water', 'POST'],
    ['PUT', `/api/tasks/${uuid(1)}/complete`, 'POST'],
    ['POST', '/api/stats', 'GET'],
    ['PATCH', '/api/settings', 'GET, PUT'],
  ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
    const response = await h.json(method, path, method === 'GET' ? undefined : {});
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe(allow);
    expect((await response.json()).message).toBe('Method not allowed');
  });

  it('an unknown path still answers 404', async () => {
    expect((await h.json('GET', '/api/nothing-here')).status).toBe(404);
  });
});

describe('a rejected mutation sent again after its answer was lost', () => {
  it('is answered as rejected again, with its message, not as a duplicate', async () => {
    const late = mutation(1, 'water.delete', { id: uuid(9) });
    expect((await (await push([late])).json()).results).toEqual([{ seq: 1, status: 'rejected', message: 'Water log not found', code: 'water-log-not-found' }]);
    const again = await push([late, mutation(2, 'water.log', { id: uuid(10), amount: 8 })]);
    expect((await again.json()).results).toEqual([
      { seq: 1, status: 'rejected', message: 'Water log not found', code: 'water-log-not-found' },
      { seq: 2, status: 'applied' },
    ]);
  });
});
