/**
 * Watching for a new version, with workbox-window: loaded once a version of the app's service
 * worker controls the page (app-update.ts), so a first visit, which has nothing to update yet,
 * does not download it; from then on it comes from the worker's cache.
 */
import { Workbox } from 'workbox-window';
import { syncStatusStore } from '../sync/status-store';
import { reloadWasChosen, useAppUpdate } from './app-update';

const HOUR_MS = 60 * 60 * 1000;

/** Follows the registration: a new version that waits, or takes over from another tab, is said. */
export function watchForUpdates(): void {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => useAppUpdate.setState({ ready: true }));
  wb.addEventListener('controlling', (event) => {
    if (reloadWasChosen()) window.location.reload();
    // Another tab chose Reload: this page runs the old code under the new worker until it
    // reloads too, which it leaves to the user. The very first install is no update.
    else if (event.isUpdate || event.isExternal) useAppUpdate.setState({ ready: true });
  });
  const registered = wb.register({ immediate: true }).catch((error: unknown) => {
    console.warn('Service worker registration failed', error);
    return undefined;
  });
  // A home-screen app may stay open for days: look again when it comes back or goes online, and
  // when the server says this version is behind.
  const check = async () => {
    const registration = await registered;
    await registration?.update().catch(() => undefined);
    // workbox-window follows only the first update found long after registering; a later one
    // is seen here once it waits.
    if (registration?.waiting && navigator.serviceWorker.controller) useAppUpdate.setState({ ready: true });
  };
  window.addEventListener('online', () => void check());
  // The server answered 426: it holds records of a newer version, which it serves too. Looked for
  // now, not at the next visit or hour, so "A new version" follows "Update needed" at once.
  syncStatusStore.subscribe((status, before) => {
    if (status.updateRequired && !before.updateRequired) void check();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  setInterval(() => void check(), HOUR_MS);
}
