/**
 * A flush from the service worker: the same engine as the page, under the same Web Lock, so
 * never two flushers at once. When a page is flushing already it does not wait (ADR 11): the
 * page's flush carries the same rows.
 */
import { getDatabase } from '../db/database';
import { createApiClient } from '../sync/api-client';
import { registerBackgroundSync } from '../sync/background-sync';
import { createSyncEngine } from '../sync/engine';

declare const self: ServiceWorkerGlobalScope;

/** What a flush came to: all sent, the server not reached, or another flusher at work. */
export type FlushOutcome = 'flushed' | 'unreachable' | 'busy';

export class BackgroundSyncUnfinishedError extends Error {}

export async function flushOutbox(): Promise<FlushOutcome> {
  let unreachable = false;
  let busy = false;
  const engine = createSyncEngine({
    db: getDatabase(),
    api: createApiClient(),
    onStatus: (patch) => {
      if (patch.reachable === false) unreachable = true;
    },
    schedule: () => () => {},
    whenBusy: () => {
      busy = true;
    },
  });
  await engine.sync();
  return busy ? 'busy' : unreachable ? 'unreachable' : 'flushed';
}

/**
 * The browser's `sync` event. A flush that did not get through rejects, so the browser runs the
 * sync again later on its own backoff (Chromium: after 5 minutes, then 15). Resolving would count
 * it as done: one dropped request would leave the change on the phone until the app is opened.
 * Registering again is no way out either: a worker may register only while a window of the app
 * is open, and with the app closed is refused.
 */
export async function flushForBackgroundSync(): Promise<void> {
  const outcome = await flushOutbox();
  if (outcome !== 'flushed') {
    throw new BackgroundSyncUnfinishedError(outcome === 'busy' ? 'Another tab is flushing' : 'The server was not reached');
  }
}

/**
 * A flush outside a sync event (a reminder's "+8 oz"): what did not get through is left to
 * Background Sync, which takes the registration only while a window of the app is open.
 */
export async function flushOrLeaveToBackgroundSync(): Promise<void> {
  if ((await flushOutbox()) !== 'flushed') await registerBackgroundSync(self.registration);
}
