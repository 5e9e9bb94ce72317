import { SCHEMA_VERSION } from '@ninety/api';
import { describe, expect, it } from 'vitest';
import { createApiClient, PullGapError, RetryableSyncError, UpdateRequiredError } from './api-client';

/** A fetch that records what it was asked and answers one fixed response. */
function answering(status: number, body: unknown) {
  const urls: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { urls, client: createApiClient(fetchFn, 'http://server.test') };
}

describe('pull', () => {
  it('says which shape version it reads rows by', async () => {
    const { urls, client } = answering(200, { cursor: 4, reset: false, changes: [], remaining: 0 });
    await client.pull({ cursor: 3 });
    expect(new URL(urls[0]!).searchParams.get('schemaVersion')).toBe(String(SCHEMA_VERSION));
    expect(new URL(urls[0]!).searchParams.get('cursor')).toBe('3');
  });

  it('says the timeline its cursor counts in when it knows one, and no cursor for a first pull', async () => {
    const { urls, client } = answering(200, { cursor: 4, timeline: 81, reset: false, changes: [], remaining: 0 });
    expect((await client.pull({ cursor: 3, timeline: 4503599627370496 })).timeline).toBe(81);
    await client.pull({ cursor: 3 });
    await client.pull(undefined);
    const [known, older, first] = urls.map((url) => new URL(url).searchParams);
    expect([known!.get('cursor'), known!.get('timeline')]).toEqual(['3', '4503599627370496']);
    expect([older!.get('cursor'), older!.has('timeline')]).toEqual(['3', false]);
    expect([first!.has('cursor'), first!.has('timeline')]).toEqual([false, false]);
  });

  it('says which client pulls and how far the server acknowledged it, once it has acknowledged something', async () => {
    const { urls, client } = answering(200, { cursor: 4, reset: false, changes: [], remaining: 0 });
    await client.pull({ cursor: 3 }, { clientId: 'phone-1', seq: 7 });
    await client.pull({ cursor: 3 }, { clientId: 'phone-1', seq: 0 });
    const [told, fresh] = urls.map((url) => new URL(url).searchParams);
    expect([told!.get('clientId'), told!.get('ackedSeq')]).toEqual(['phone-1', '7']);
    expect([fresh!.has('clientId'), fresh!.has('ackedSeq')]).toEqual([false, false]);
  });

  it('takes a 409 as mutations the server lost, to resend from where it says', async () => {
    const { client } = answering(409, { message: 'Missing mutations: expected seq 3', expectedSeq: 3 });
    const pulled = client.pull({ cursor: 9 }, { clientId: 'phone-1', seq: 7 });
    await expect(pulled).rejects.toBeInstanceOf(PullGapError);
    await expect(pulled).rejects.toMatchObject({ expectedSeq: 3, message: 'Missing mutations: expected seq 3' });
  });

  it('takes a 426 as an update to wait for, not a fault to retry', async () => {
    const { client } = answering(426, { message: 'This server applies schema version 2; update the app' });
    const pulled = client.pull({ cursor: 3 });
    await expect(pulled).rejects.toBeInstanceOf(UpdateRequiredError);
    await expect(pulled).rejects.toThrow('This server applies schema version 2; update the app');
    await expect(pulled).rejects.not.toBeInstanceOf(RetryableSyncError);
  });
});
