/**
 * A flush from the service worker: the same engine as the page, under the same Web Lock, so
 * never two flushers at once. Offline, it asks for Background Sync to try again when the
 * connection is back (the worker has no timers that outlive it). When a page is flushing
 * already it does not wait: it fails, and the browser retries the background sync later.
 */
import { getDatabase } from '../db/database';
import { createApiClient } from '../sync/api-client';
import { registerBackgroundSync } from '../sync/background-sync';
import { createSyncEngine } from '../sync/engine';

declare const self: ServiceWorkerGlobalScope;

export class FlushBusyError extends Error {}

export async function flushOutbox(): Promise<void> {
  let failed = false;
  let busy = false;
  const engine = createSyncEngine({
    db: getDatabase(),
    api: createApiClient(),
    onStatus: (patch) => {
      if (patch.reachable === false) failed = true;
    },
    schedule: () => () => {},
    whenBusy: () => {
      busy = true;
    },
  });
  await engine.sync();
  if (busy) throw new FlushBusyError('Another tab is flushing');
  if (failed) await registerBackgroundSync(self.registration);
}
