import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { openDatabase, type Db } from '../src/db/open';
import { MESSAGES } from '@ninety/api';
import { DEFAULT_RATE_LIMIT } from '../src/http/rate-limit';
import { countRecords, uuid } from './harness';

const START = Date.parse('2026-11-21T15:00:00.000Z');
const { burst, perSecond } = DEFAULT_RATE_LIMIT;

let dir: string;
let db: Db;
let now: number;
let app: ReturnType<typeof createApp>;
let nextId: number;

function setup(maxClients?: number) {
  app = createApp({
    db,
    clock: { now: () => new Date(now) },
    rateLimit: maxClients === undefined ? DEFAULT_RATE_LIMIT : { ...DEFAULT_RATE_LIMIT, maxClients },
    auth: 'off',
  });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ninety-rate-'));
  db = openDatabase(join(dir, 'ninety.db'));
  migrate(db);
  now = START;
  nextId = 1;
  setup();
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A socket's address as @hono/node-server hands it to the app. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address, remoteFamily: 'IPv4' } } });

function logWater(address?: string) {
  const body = JSON.stringify({ id: uuid(nextId++), amount: 8 });
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body };
  return Promise.resolve(address === undefined ? app.request('/api/water', init) : app.request('/api/water', init, from(address)));
}

async function statuses(count: number, address?: string): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await logWater(address)).status);
  return seen;
}

describe('rate limit on writes', () => {
  it('allows a full burst, then refuses with 429 {message} and Retry-After', async () => {
    expect(await statuses(burst)).toEqual(Array(burst).fill(201));
    const refused = await logWater();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: MESSAGES.rateLimited });
    // One token comes back in 1/perSecond s: the answer rounds up to whole seconds.
    expect(refused.headers.get('Retry-After')).toBe(String(Math.ceil(1 / perSecond)));
    expect(countRecords(db, 'waterLogs')).toBe(burst);
  });

  it('refills at its rate, never past the burst', async () => {
    await statuses(burst + 1);
    now += 1000 / perSecond - 1;
    expect((await logWater()).status).toBe(429);
    now += 1;
    expect((await logWater()).status).toBe(201);
    expect((await logWater()).status).toBe(429);

    // A full second refills exactly perSecond writes.
    now += 1000;
    expect(await statuses(perSecond + 1)).toEqual([...Array(perSecond).fill(201), 429]);

    // A long rest refills the bucket to the burst and no further.
    now += 3_600_000;
    expect(await statuses(burst + 1)).toEqual([...Array(burst).fill(201), 429]);
  });

  it('says in whole seconds how long to wait when the bucket is far from a token', async () => {
    app = createApp({ db, clock: { now: () => new Date(now) }, rateLimit: { burst: 1, perSecond: 0.25 }, auth: 'off' });
    expect((await logWater()).status).toBe(201);
    now += 1500;
    const refused = await logWater();
    expect(refused.status).toBe(429);
    // 1.5 s of 4 s elapsed: 2.5 s to go, answered as 3.
    expect(refused.headers.get('Retry-After')).toBe('3');
  });

  it('never limits reads', async () => {
    await statuses(burst + 1);
    for (let i = 0; i < 3 * burst; i++) {
      const path = ['/api/water/today', '/api/stats', '/api/health', '/api/export'][i % 4]!;
      expect((await app.request(path)).status).toBe(200);
    }
    expect((await logWater()).status).toBe(429);
  });

  it('keeps one bucket per client address', async () => {
    expect(await statuses(burst, '10.0.0.1')).toEqual(Array(burst).fill(201));
    expect((await logWater('10.0.0.1')).status).toBe(429);
    expect((await logWater('10.0.0.2')).status).toBe(201);
    // In-process requests (no socket) have their own shared bucket.
    expect((await logWater()).status).toBe(201);
  });

  it('counts every write method, and refusals of the write guards cost nothing', async () => {
    const wrongType = { method: 'POST', headers: { 'Content-Type': 'text/plain', 'Content-Length': '2' }, body: '{}' };
    for (let i = 0; i < 2 * burst; i++) expect((await app.request('/api/water', wrongType)).status).toBe(415);
    const methods = ['PUT', 'PATCH', 'DELETE'];
    for (let i = 0; i < burst; i++) {
      const response = await app.request(`/api/checklist/${uuid(i)}`, { method: methods[i % 3]! });
      expect(response.status).not.toBe(429);
    }
    expect((await logWater()).status).toBe(429);
  });

  it('forgets the least recently seen address past its bound; an idle bucket is full again', async () => {
    setup(2);
    expect(await statuses(burst, '10.0.0.1')).toEqual(Array(burst).fill(201));
    await logWater('10.0.0.2');
    await logWater('10.0.0.3');
    // 10.0.0.1 was pushed out by two newer addresses: it starts again from a full bucket.
    expect((await logWater('10.0.0.1')).status).toBe(201);

    setup();
    await statuses(burst + 1, '10.0.0.9');
    // After burst/perSecond seconds idle the bucket is full again, so dropping it is invisible.
    now += (burst / perSecond) * 1000;
    expect(await statuses(burst + 1, '10.0.0.9')).toEqual([...Array(burst).fill(201), 429]);
  });
});
