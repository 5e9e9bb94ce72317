import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countRecords, createHarness, uuid, type Harness } from './harness';

let h: Harness;
beforeEach(() => {
  h = createHarness({ now: '2026-11-21T15:00:00.000Z' });
});
afterEach(() => h.close());

describe('POST /api/water', () => {
  it('logs water and shows it in today', async () => {
    const created = await h.json('POST', '/api/water', { amount: 8 });
    expect(created.status).toBe(201);
    const log = await created.json();
    expect(log).toMatchObject({ amount: 8, loggedAt: '2026-11-21T15:00:00.000Z' });
    const today = await (await h.json('GET', '/api/water/today')).json();
    expect(today).toMatchObject({ total: 8, target: 128, pace: 'Behind', logs: [log] });
  });

  it('stores one log when the same id is posted twice', async () => {
    const body = { amount: 12, id: uuid(1) };
    expect((await h.json('POST', '/api/water', body)).status).toBe(201);
    const again = await h.json('POST', '/api/water', body);
    expect(again.status).toBe(200);
    expect(countRecords(h.db, 'waterLogs')).toBe(1);
    expect((await (await h.json('GET', '/api/water/today')).json()).total).toBe(12);
  });

  it('keeps the time the log was made, not the time it arrived', async () => {
    await h.json('POST', '/api/water', { amount: 16, id: uuid(2), occurredAt: '2026-11-21T09:10:00+00:00' });
    const today = await (await h.json('GET', '/api/water/today')).json();
    expect(today.logs[0].loggedAt).toBe('2026-11-21T09:10:00.000Z');
  });

  it.each([
    [{ amount: 0 }, 'Amount must be at least 1 oz'],
    [{ amount: -8 }, 'Amount must be at least 1 oz'],
    [{ amount: '8' }, 'Amount must be a whole number of ounces'],
    [{ amount: 1e9 }, 'Amount must be at most 128 oz'],
    [{}, 'Amount is required'],
    [{ amount: 8, extra: 1 }, 'Unknown field: extra'],
    ['{"amount": 8', 'Body is not valid JSON'],
    [{ amount: 8, occurredAt: '2101-01-01T00:00:00Z' }, 'occurredAt must be a time between the years 2000 and 2100'],
  ])('refuses %j with 400 and stores nothing', async (body, message) => {
    const response = await h.json('POST', '/api/water', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(countRecords(h.db, 'waterLogs')).toBe(0);
  });

  it('keeps a log stamped far ahead of the server at the server time (ADR 9)', async () => {
    await h.json('POST', '/api/water', { amount: 8, id: uuid(3), occurredAt: '2027-01-01T00:00:00Z' });
    const today = await (await h.json('GET', '/api/water/today')).json();
    expect(today.logs.map((log: { loggedAt: string }) => log.loggedAt)).toEqual(['2026-11-21T15:00:00.000Z']);
  });

  it('accepts only JSON', async () => {
    const response = await h.request('/api/water', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'Content-Length': '13' },
      body: JSON.stringify({ amount: 8 }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: 'Content-Type must be application/json' });
    expect(countRecords(h.db, 'waterLogs')).toBe(0);
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await h.json('POST', '/api/water', { amount: 8, pad: 'x'.repeat(70_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Body is too large' });
  });

  it('refuses a write from another site', async () => {
    const response = await h.json('POST', '/api/water', { amount: 8 }, { Origin: 'https://evil.example', Host: 'localhost' });
    expect(response.status).toBe(403);
    expect(countRecords(h.db, 'waterLogs')).toBe(0);
  });
});

describe('GET /api/water/today in the user zone', () => {
  it('splits logs at local midnight', async () => {
    await h.json('PUT', '/api/settings', { timeZone: 'America/New_York' });
    await h.json('POST', '/api/water', { amount: 8, id: uuid(1), occurredAt: '2026-11-21T04:59:00Z' }); // 23:59 on the 20th
    await h.json('POST', '/api/water', { amount: 16, id: uuid(2), occurredAt: '2026-11-21T05:01:00Z' }); // 00:01 on the 21st
    const today = await (await h.json('GET', '/api/water/today')).json();
    expect(today.date).toBe('2026-11-21');
    expect(today.logs.map((l: { id: string }) => l.id)).toEqual([uuid(2)]);
    expect(today.total).toBe(16);
  });
});

describe('DELETE /api/water/:id', () => {
  it('undoes a recent log, and repeating the undo is harmless', async () => {
    await h.json('POST', '/api/water', { amount: 8, id: uuid(1) });
    expect((await h.json('DELETE', `/api/water/${uuid(1)}`)).status).toBe(204);
    expect((await h.json('DELETE', `/api/water/${uuid(1)}`)).status).toBe(204);
    expect((await (await h.json('GET', '/api/water/today')).json()).total).toBe(0);
  });

  it('keeps a deleted log deleted when its creation is replayed', async () => {
    await h.json('POST', '/api/water', { amount: 8, id: uuid(1) });
    await h.json('DELETE', `/api/water/${uuid(1)}`);
    await h.json('POST', '/api/water', { amount: 8, id: uuid(1) });
    expect((await (await h.json('GET', '/api/water/today')).json()).total).toBe(0);
  });

  it('refuses to undo a log older than 10 minutes', async () => {
    await h.json('POST', '/api/water', { amount: 8, id: uuid(1) });
    h.setNow('2026-11-21T15:10:01.000Z');
    const response = await h.json('DELETE', `/api/water/${uuid(1)}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Only logs from the last 10 minutes can be undone' });
  });

  it('judges a replayed undo at the time it was tapped', async () => {
    await h.json('POST', '/api/water', { amount: 8, id: uuid(1) });
    h.setNow('2026-11-21T18:00:00.000Z');
    const response = await h.json('DELETE', `/api/water/${uuid(1)}`, { occurredAt: '2026-11-21T15:05:00Z' });
    expect(response.status).toBe(204);
  });

  it('answers 404 for an unknown log', async () => {
    const response = await h.json('DELETE', `/api/water/${uuid(9)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Water log not found' });
  });
});
