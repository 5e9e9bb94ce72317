/// <reference lib="webworker" />
/**
 * The service worker: precaches the app shell (every built file) so the app starts with no
 * network, answers navigations with the cached index.html (the router picks the screen),
 * flushes the sync outbox in the browser's background `sync` event where it exists, and shows
 * the server's reminders (Web Push), subscribing again when the browser changes the
 * subscription. The API is never cached here: the app's data lives in IndexedDB. A new version
 * waits until the app says Reload (SKIP_WAITING), so it never takes over a page in the middle of
 * something.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { BACKGROUND_SYNC_TAG } from '../sync/background-sync';
import { flushForBackgroundSync, flushOutbox } from './flush';
import { renewPushSubscription } from './push-renewal';
import { handleReminderClick, showReminder } from './reminders';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

/**
 * Keeps the worker alive for `work`. Only a browser's own (trusted) event can be extended; the
 * end-to-end tests dispatch synthetic ones, which simply run.
 */
function extend(event: ExtendableEvent, work: Promise<unknown>): void {
  if (event.isTrusted) event.waitUntil(work);
}

self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag !== BACKGROUND_SYNC_TAG) return;
  extend(syncEvent, flushForBackgroundSync());
});

self.addEventListener('push', (event) => {
  // A push arrives only over a working connection: what waits on the phone goes with it. With
  // the app closed, nothing else can ask Background Sync for a try (ADR 26). A flush that fails
  // must not end the event before the notification is shown (a push that shows nothing costs
  // the subscription on iOS), so its failure is let go: the outbox keeps the change.
  extend(event, Promise.all([showReminder(self, event.data?.text() ?? null), flushOutbox().catch(() => undefined)]));
});

self.addEventListener('pushsubscriptionchange', (event) => {
  extend(event, renewPushSubscription(self.registration.pushManager, event.oldSubscription));
});

self.addEventListener('notificationclick', (event) => {
  extend(event, handleReminderClick(self, event.notification, event.action));
});
