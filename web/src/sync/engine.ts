import { MESSAGES, SCHEMA_VERSION } from '@ninety/api';
import { applyPull } from '../db/apply-pull';
import { recordClockSample } from '../db/clock-offset';
import { setRestoring } from '../db/restore-state';
import type { NinetyDatabase, OutboxRow } from '../db/database';
import { getClientId, getPullPosition } from '../db/meta';
import { getRestoreProgress } from '../db/restore-progress';
import { pendingMutations } from '../db/outbox';
import { acknowledgedSoFar, recordPushResult, requeueFromGap, restartAsNewClient } from '../db/sync-state';
import { NotPairedError, PullGapError, RetryableSyncError, UpdateRequiredError, type ApiClient } from './api-client';
import { wasPaired } from '../db/device-pairing';
import { backoffDelay } from './backoff';
import { LOCK_BUSY, withSyncLock } from './locks';

/**
 * Whether the server takes this device: 'paired' once a round went through, 'not-paired' when
 * it answered 401 to a device never paired, 'removed' to one paired before.
 */
export type DeviceAccess = 'paired' | 'not-paired' | 'removed';

export interface SyncStatusPatch {
  syncing?: boolean;
  /** False after the server could not be reached; true after a round trip succeeded. */
  reachable?: boolean;
  lastError?: string | null;
  lastSyncedAt?: string;
  /** The server speaks a newer sync schema; the app must update before it can sync. */
  updateRequired?: string | null;
  access?: DeviceAccess;
}

export interface SyncEngineOptions {
  db: NinetyDatabase;
  api: ApiClient;
  now?: () => Date;
  random?: () => number;
  locks?: LockManager;
  onStatus?: (patch: SyncStatusPatch) => void;
  /** Mutations per push at most. */
  batchSize?: number;
  /**
   * Bytes per push at most (a single larger mutation, an import, still goes alone): ordinary
   * batches stay small, and only an import needs the server's large limit.
   */
  batchBytes?: number;
  /** Runs `fn` after `ms`; returns a cancel function. */
  schedule?: (fn: () => void, ms: number) => () => void;
  /**
   * Given, the engine never waits for another flusher (a tab mid-flush): it calls this and
   * stops. The service worker's background sync uses it, so a waiting flush never holds the
   * worker's event open, which would keep a new version from taking over.
   */
  whenBusy?: () => void;
}

export interface SyncEngine {
  /** Push what is queued, then pull; concurrent requests share one run. */
  sync(): Promise<void>;
  stop(): void;
}

const defaultSchedule = (fn: () => void, ms: number) => {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
};

/** The queued rows from the first, as many as fit in `maxBytes` of JSON (always at least one). */
export function takeBatch(rows: readonly OutboxRow[], maxBytes: number): OutboxRow[] {
  const batch: OutboxRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    bytes += JSON.stringify(row).length + 1;
    if (batch.length > 0 && bytes > maxBytes) break;
    batch.push(row);
  }
  return batch;
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, api, onStatus = () => {}, batchSize = 500, batchBytes = 1024 * 1024 } = options;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const schedule = options.schedule ?? defaultSchedule;
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let cancelRetry: (() => void) | null = null;
  let stopped = false;

  /**
   * A push refused as a whole (413 too large, 400) must never wedge the queue: a batch is split
   * in halves until its parts go through; a single mutation the server will not take as it is
   * goes without its arguments, which the server records as a rejection of that one mutation,
   * and the device keeps it as refused with the reason.
   */
  async function sendAlone(row: OutboxRow, status: number, message: string, clientId: string): Promise<boolean> {
    const stripped = { ...row, args: null };
    const result = await api.push({ clientId, schemaVersion: SCHEMA_VERSION, mutations: [stripped] });
    if (result.kind !== 'ok') return false;
    const reason = status === 413 ? MESSAGES.changeTooLarge : message;
    const results = result.body.results.map((r) => (r.seq === row.seq && r.status === 'rejected' ? { ...r, message: reason } : r));
    await recordPushResult(db, [row], result.body.lastSeq, results, now());
    return true;
  }

  /**
   * The server lost mutations it had acknowledged (it was restored from a backup): they go back
   * into the outbox to be resent from the gap while this device still keeps them; otherwise it
   * continues as a new client with what is still queued. Answers whether a full snapshot must
   * follow.
   */
  async function resendFromGap(expectedSeq: number): Promise<boolean> {
    if (await requeueFromGap(db, expectedSeq)) return false;
    await restartAsNewClient(db);
    return true;
  }

  /** Pushes until the outbox is empty. Returns whether refused mutations call for a full resync. */
  async function pushAll(): Promise<{ resync: boolean } | 'update-required'> {
    let resync = false;
    let limit = batchSize;
    for (;;) {
      const batch = takeBatch(await pendingMutations(db, limit), batchBytes);
      if (batch.length === 0) return { resync };
      const clientId = await getClientId(db);
      const result = await api.push({ clientId, schemaVersion: SCHEMA_VERSION, mutations: batch });
      if (result.kind === 'ok') {
        const rejected = await recordPushResult(db, batch, result.body.lastSeq, result.body.results, now());
        // A refused mutation's local effect is wrong; a full snapshot rebuilds the truth.
        if (rejected > 0) resync = true;
        if (result.body.lastSeq < batch[0]!.seq) throw new Error('The server acknowledged nothing');
        limit = batchSize;
      } else if (result.kind === 'gap') {
        // Batches start at the lowest queued seq, so a gap means the server lost mutations it
        // had acknowledged.
        if (await resendFromGap(result.expectedSeq)) resync = true;
      } else if (result.kind === 'update-required') {
        onStatus({ updateRequired: result.message });
        return 'update-required';
      } else if (batch.length > 1) {
        limit = Math.ceil(batch.length / 2);
      } else if (await sendAlone(batch[0]!, result.status, result.message, clientId)) {
        resync = true;
      } else {
        throw new Error(result.message);
      }
    }
  }

  /**
   * Pulls page after page until nothing remains. While a restore in pages arrives (a snapshot
   * larger than a page, or one cut off and going on from where it stopped) the stats hold still;
   * how far it has come is kept with each page (db/restore-progress.ts) and shown from there.
   */
  async function pullAll(resync: boolean): Promise<void> {
    const from = resync ? undefined : await getPullPosition(db);
    const resuming = from !== undefined && (await getRestoreProgress(db)) !== undefined;
    const acknowledged = await acknowledgedSoFar(db);
    let restoring = false;
    try {
      let next = api.pull(from, acknowledged);
      for (;;) {
        const page = await next;
        const remaining = page.remaining ?? 0;
        // The next page is asked for while this one is written: the server reads and sends it
        // while the store commits, instead of each waiting for the other. If this page fails to
        // apply, that failure is the one reported and the page asked ahead is left unread.
        if (remaining > 0) {
          // The page's own timeline: after a snapshot of a new one, the next page counts in it.
          next = api.pull({ cursor: page.cursor, timeline: page.timeline }, acknowledged);
          next.catch(() => undefined);
        }
        // Known as a restore before its first page is written, so the stats hold still through
        // every slice of it, the first page's included.
        if (!restoring && (resuming || (page.reset && remaining > 0))) {
          restoring = true;
          setRestoring(true);
        }
        await applyPull(db, page);
        if (remaining === 0) return;
      }
    } finally {
      // Done or cut off: either way the restore is no longer arriving in this round.
      if (restoring) setRestoring(false);
    }
  }

  async function round(): Promise<void> {
    onStatus({ syncing: true });
    try {
      for (let resent = false; ; resent = true) {
        const pushed = await pushAll();
        if (pushed === 'update-required') return;
        try {
          await pullAll(pushed.resync);
          break;
        } catch (error) {
          // With nothing queued there was no push to find the gap: the pull found it, before
          // any of its rows could replace what the server lost. Resent, then pulled again.
          if (!(error instanceof PullGapError) || resent) throw error;
          await resendFromGap(error.expectedSeq);
        }
      }
      const sample = api.lastClockSample?.();
      if (sample) await recordClockSample(db, sample);
      failures = 0;
      onStatus({ reachable: true, lastError: null, lastSyncedAt: now().toISOString(), access: 'paired' });
    } catch (error) {
      if (error instanceof UpdateRequiredError) {
        // As a push answered 426: nothing to retry on a timer, the update is what it waits for.
        onStatus({ updateRequired: error.message });
        return;
      }
      if (error instanceof NotPairedError) {
        // Not a fault to retry on a timer: the outbox waits for a pairing, which syncs at once.
        onStatus({ reachable: true, lastError: null, access: (await wasPaired(db)) ? 'removed' : 'not-paired' });
        return;
      }
      failed(error);
    } finally {
      onStatus({ syncing: false });
    }
  }

  /** A round that failed is said, and tried again after a backoff that grows with each failure. */
  function failed(error: unknown): void {
    failures += 1;
    const message = error instanceof Error ? error.message : String(error);
    onStatus(error instanceof RetryableSyncError ? { reachable: false, lastError: message } : { lastError: message });
    if (!stopped) {
      cancelRetry?.();
      cancelRetry = schedule(() => void sync(), backoffDelay(failures, random));
    }
  }

  function sync(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      // A change made during a flush is picked up by one more round, never lost.
      again = true;
      return running;
    }
    cancelRetry?.();
    cancelRetry = null;
    running = (async () => {
      do {
        again = false;
        let ran;
        try {
          ran = await withSyncLock(round, options.locks, { ifAvailable: options.whenBusy !== undefined });
        } catch (error) {
          // round() settles its own failures, so this is the browser refusing the lock itself (a
          // SecurityError where the user blocks site data): said like any failure, never left
          // as an unhandled rejection of every caller that fires and forgets.
          failed(error);
          return;
        }
        if (ran === LOCK_BUSY) {
          options.whenBusy?.();
          return;
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    sync,
    stop() {
      stopped = true;
      cancelRetry?.();
    },
  };
}
