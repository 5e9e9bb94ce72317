import { SCHEMA_VERSION } from '@ninety/api';
import { applyPull } from '../db/apply-pull';
import { recordClockSample } from '../db/clock-offset';
import type { NinetyDatabase } from '../db/database';
import { getClientId, getCursor } from '../db/meta';
import { pendingMutations } from '../db/outbox';
import { recordPushResult, requeueFromGap, restartAsNewClient } from '../db/sync-state';
import { RetryableSyncError, type ApiClient } from './api-client';
import { backoffDelay } from './backoff';
import { withSyncLock } from './locks';

export interface SyncStatusPatch {
  syncing?: boolean;
  /** False after the server could not be reached; true after a round trip succeeded. */
  reachable?: boolean;
  lastError?: string | null;
  lastSyncedAt?: string;
  /** The server speaks a newer sync schema; the app must update before it can sync. */
  updateRequired?: string | null;
}

export interface SyncEngineOptions {
  db: NinetyDatabase;
  api: ApiClient;
  now?: () => Date;
  random?: () => number;
  locks?: LockManager;
  onStatus?: (patch: SyncStatusPatch) => void;
  batchSize?: number;
  /** Runs `fn` after `ms`; returns a cancel function. */
  schedule?: (fn: () => void, ms: number) => () => void;
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

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, api, onStatus = () => {}, batchSize = 500 } = options;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const schedule = options.schedule ?? defaultSchedule;
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let cancelRetry: (() => void) | null = null;
  let stopped = false;

  /** Pushes until the outbox is empty. Returns whether refused mutations call for a full resync. */
  async function pushAll(): Promise<{ resync: boolean } | 'update-required'> {
    let resync = false;
    for (;;) {
      const batch = await pendingMutations(db, batchSize);
      if (batch.length === 0) return { resync };
      const clientId = await getClientId(db);
      const result = await api.push({ clientId, schemaVersion: SCHEMA_VERSION, mutations: batch });
      if (result.kind === 'ok') {
        const rejected = await recordPushResult(db, batch, result.body.lastSeq, result.body.results, now());
        // A refused mutation's local effect is wrong; a full snapshot rebuilds the truth.
        if (rejected > 0) resync = true;
        if (result.body.lastSeq < batch[0]!.seq) throw new Error('The server acknowledged nothing');
      } else if (result.kind === 'gap') {
        // Batches start at the lowest queued seq, so a gap means the server lost mutations it
        // had acknowledged (restored from a backup). Resend them from the gap while this device
        // still keeps them; otherwise continue as a new client with what is still queued.
        if (!(await requeueFromGap(db, result.expectedSeq))) {
          await restartAsNewClient(db);
          resync = true;
        }
      } else if (result.kind === 'update-required') {
        onStatus({ updateRequired: result.message });
        return 'update-required';
      } else {
        throw new Error(result.message);
      }
    }
  }

  async function round(): Promise<void> {
    onStatus({ syncing: true });
    try {
      const pushed = await pushAll();
      if (pushed === 'update-required') return;
      const pull = await api.pull(pushed.resync ? undefined : await getCursor(db));
      await applyPull(db, pull);
      const sample = api.lastClockSample?.();
      if (sample) await recordClockSample(db, sample);
      failures = 0;
      onStatus({ reachable: true, lastError: null, lastSyncedAt: now().toISOString() });
    } catch (error) {
      failures += 1;
      const message = error instanceof Error ? error.message : String(error);
      onStatus(error instanceof RetryableSyncError ? { reachable: false, lastError: message } : { lastError: message });
      if (!stopped) {
        cancelRetry?.();
        cancelRetry = schedule(() => void sync(), backoffDelay(failures, random));
      }
    } finally {
      onStatus({ syncing: false });
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
        await withSyncLock(round, options.locks);
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
