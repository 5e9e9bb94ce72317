import { getDatabase } from '../db/database';
import { onOutboxWrite } from '../db/outbox';
import { createApiClient } from './api-client';
import { createSyncEngine, type SyncEngine } from './engine';
import { registerBackgroundSync } from './background-sync';
import { applySyncStatus } from './status-store';

let pageEngine: SyncEngine | undefined;
let pageEngineStarted!: (engine: SyncEngine) => void;
const started = new Promise<SyncEngine>((resolve) => (pageEngineStarted = resolve));

/** Syncs now (a change made on the server directly, as a goal reset, comes down at once). */
export function requestSync(): Promise<void> {
  return pageEngine?.sync() ?? Promise.resolve();
}

/**
 * Syncs now, or once the page's sync has started (after the first screen, main.tsx), and
 * settles when that round ends: a pairing from a link opened is done before it has.
 */
export function syncOnceStarted(): Promise<void> {
  return started.then((engine) => engine.sync());
}

/**
 * Starts syncing in the page: at start, after each local change, when the connection returns,
 * when the page becomes visible again, and on the engine's backoff timer after a failure.
 */
export function startSync(): SyncEngine {
  const engine = createSyncEngine({
    db: getDatabase(),
    api: createApiClient(),
    onStatus: applySyncStatus,
  });
  pageEngine = engine;
  pageEngineStarted(engine);
  const sync = () => void engine.sync();
  onOutboxWrite(() => {
    sync();
    // The service worker flushes when connectivity returns, even if this page is closed.
    void navigator.serviceWorker?.ready.then(registerBackgroundSync);
  });
  window.addEventListener('online', () => {
    applySyncStatus({ online: true });
    sync();
  });
  window.addEventListener('offline', () => applySyncStatus({ online: false }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') sync();
  });
  sync();
  return engine;
}

