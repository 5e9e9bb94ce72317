/// <reference lib="webworker" />
/**
 * The service worker: precaches the app shell (every built file) so the app starts with no
 * network, answers navigations with the cached index.html (the router picks the screen), and
 * flushes the sync outbox in the browser's background `sync` event where it exists. The API is
 * never cached here: the app's data lives in IndexedDB.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { getDatabase } from '../db/database';
import { createApiClient } from '../sync/api-client';
import { createSyncEngine } from '../sync/engine';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag !== 'ninety-sync') return;
  // The same engine as the page, under the same Web Lock: never two flushers at once.
  const engine = createSyncEngine({ db: getDatabase(), api: createApiClient(), schedule: () => () => {} });
  syncEvent.waitUntil(engine.sync());
});
