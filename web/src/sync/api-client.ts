/**
 * The only code in the app that talks to the server. Everything else reads and writes Dexie.
 */
import {
  PullResponseSchema,
  SCHEMA_VERSION,
  PushGapSchema,
  PushResponseSchema,
  type PullResponse,
  type PushBody,
  type PushResponse,
} from '@ninety/api';
import type { ClockSample } from '../db/clock-offset';
import type { PullPosition } from '../db/meta';
import type { Acknowledged } from '../db/sync-state';

/** The network failed or the server had a fault: keep everything and try again later. */
export class RetryableSyncError extends Error {}

/**
 * The server answered 401: this device is not paired with it (never, or removed since). Nothing
 * is lost: the outbox waits until the device is paired (docs/decisions/0023).
 */
export class NotPairedError extends Error {}

/**
 * The server answered 426 to a pull: it holds records in shapes of another version of the app.
 * Nothing is read, so the cursor stays where the rows of this version end and the update that
 * follows pulls them in its own shapes.
 */
export class UpdateRequiredError extends Error {}

/**
 * The server answered 409 to a pull: it acknowledged seqs of this client it no longer holds (it
 * was restored from a backup). Nothing is read; the device resends from `expectedSeq` first.
 */
export class PullGapError extends Error {
  constructor(
    readonly expectedSeq: number,
    message: string,
  ) {
    super(message);
  }
}

export type PushResult =
  | { kind: 'ok'; body: PushResponse }
  | { kind: 'gap'; expectedSeq: number; message: string }
  | { kind: 'update-required'; message: string }
  | { kind: 'refused'; status: number; message: string };

export interface ApiClient {
  push(body: PushBody): Promise<PushResult>;
  pull(from: PullPosition | undefined, acknowledged?: Acknowledged): Promise<PullResponse>;
  /** The server's clock as its last answer showed it (HTTP Date header), if any. */
  lastClockSample?(): ClockSample | undefined;
}

/** The server's `{message}`, or the spec's generic "status: body" when there is none. */
export async function messageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: fall through to the spec's generic "status: body" form.
  }
  return `${response.status}: ${text || response.statusText}`;
}

/**
 * Changes per pull page the device asks for, in the page and in the service worker alike (the
 * server's default is 2,000, its most PULL_PAGE_MAX). A first restore of five years (some 29,000
 * changes) takes 6 pages instead of 15, each page's commit and progress render paid less often:
 * at 4x CPU the restore went from 6.4-7.2 s to 4.8-5.6 s.
 */
export const DEVICE_PULL_PAGE_SIZE = 5000;

export function createApiClient(
  fetchFn: typeof fetch = (...args) => fetch(...args),
  baseUrl = '',
  /** This device's clock, against which the server's Date header is measured. */
  deviceClock: () => number = Date.now,
  /** Changes per pull page. */
  pullPageSize: number = DEVICE_PULL_PAGE_SIZE,
): ApiClient {
  let clockSample: ClockSample | undefined;

  async function send(url: string, init?: RequestInit): Promise<Response> {
    let response: Response;
    const sentAt = deviceClock();
    try {
      response = await fetchFn(url, { credentials: 'same-origin', cache: 'no-store', ...init });
    } catch (error) {
      throw new RetryableSyncError(error instanceof Error ? error.message : 'Network error');
    }
    const serverMs = Date.parse(response.headers.get('Date') ?? '');
    if (Number.isFinite(serverMs)) clockSample = { serverMs, sentAt, receivedAt: deviceClock() };
    // 5xx and 429 are passing faults; the mutations stay queued.
    if (response.status >= 500 || response.status === 429) throw new RetryableSyncError(await messageOf(response));
    if (response.status === 401) throw new NotPairedError(await messageOf(response));
    return response;
  }

  return {
    lastClockSample: () => clockSample,
    async push(body) {
      const response = await send(`${baseUrl}/api/sync/push`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.ok) return { kind: 'ok', body: PushResponseSchema.parse(await response.json()) };
      if (response.status === 409) {
        const gap = PushGapSchema.parse(await response.json());
        return { kind: 'gap', expectedSeq: gap.expectedSeq, message: gap.message };
      }
      if (response.status === 426) return { kind: 'update-required', message: await messageOf(response) };
      return { kind: 'refused', status: response.status, message: await messageOf(response) };
    },
    async pull(from, acknowledged) {
      const params = new URLSearchParams();
      if (from) params.set('cursor', String(from.cursor));
      if (from?.timeline !== undefined) params.set('timeline', String(from.timeline));
      params.set('limit', String(pullPageSize));
      params.set('schemaVersion', String(SCHEMA_VERSION));
      if (acknowledged && acknowledged.seq > 0) {
        params.set('clientId', acknowledged.clientId);
        params.set('ackedSeq', String(acknowledged.seq));
      }
      const response = await send(`${baseUrl}/api/sync/pull?${params}`);
      if (response.status === 426) throw new UpdateRequiredError(await messageOf(response));
      if (response.status === 409) {
        const gap = PushGapSchema.parse(await response.json());
        throw new PullGapError(gap.expectedSeq, gap.message);
      }
      if (!response.ok) throw new RetryableSyncError(await messageOf(response));
      return PullResponseSchema.parse(await response.json());
    },
  };
}
