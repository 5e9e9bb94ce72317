import { SCHEMA_VERSION } from '@ninety/api';
import { describe, expect, it } from 'vitest';
import { createApiClient, RetryableSyncError, UpdateRequiredError } from './api-client';

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
    await client.pull(3);
    expect(new URL(urls[0]!).searchParams.get('schemaVersion')).toBe(String(SCHEMA_VERSION));
    expect(new URL(urls[0]!).searchParams.get('cursor')).toBe('3');
  });

  it('takes a 426 as an update to wait for, not a fault to retry', async () => {
    const { client } = answering(426, { message: 'This server applies schema version 2; update the app' });
    const pulled = client.pull(3);
    await expect(pulled).rejects.toBeInstanceOf(UpdateRequiredError);
    await expect(pulled).rejects.toThrow('This server applies schema version 2; update the app');
    await expect(pulled).rejects.not.toBeInstanceOf(RetryableSyncError);
  });
});
