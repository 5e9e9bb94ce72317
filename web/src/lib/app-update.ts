/**
 * Updates that keep every change (issue 12). A new version's service worker waits until the
 * user chooses Reload on "A new version of Ninety is ready"; the app never reloads on its own.
 * Reload waits while this page is flushing changes and refuses while a form holds unsaved
 * input. Changes still queued are delivered by the new version: the outbox survives the reload
 * and any Dexie upgrade, and the server takes each (client, seq) once.
 */
import { Workbox } from 'workbox-window';
import { create } from 'zustand';
import { syncStatusStore } from '../sync/status-store';
import { hasUnsavedInput } from './unsaved-input';

interface AppUpdateState {
  /** A new version is installed and waiting, or already controls this page. */
  ready: boolean;
  /** Reload was chosen while a form held unsaved input: it waits for the user to save. */
  heldByUnsavedInput: boolean;
  reloading: boolean;
}

export const useAppUpdate = create<AppUpdateState>(() => ({ ready: false, heldByUnsavedInput: false, reloading: false }));

const HOUR_MS = 60 * 60 * 1000;
let workbox: Workbox | undefined;
let reloadChosen = false;

/** Registers the service worker and looks for a new version now and then. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => useAppUpdate.setState({ ready: true }));
  wb.addEventListener('controlling', (event) => {
    if (reloadChosen) window.location.reload();
    // Another tab chose Reload: this page runs the old code under the new worker until it
    // reloads too, which it leaves to the user. The very first install is no update.
    else if (event.isUpdate || event.isExternal) useAppUpdate.setState({ ready: true });
  });
  const registered = wb.register({ immediate: true }).catch((error: unknown) => {
    console.warn('Service worker registration failed', error);
    return undefined;
  });
  // A home-screen app may stay open for days: look again when it comes back or goes online.
  const check = async () => {
    const registration = await registered;
    await registration?.update().catch(() => undefined);
    // workbox-window follows only the first update found long after registering; a later one
    // is seen here once it waits.
    if (registration?.waiting && navigator.serviceWorker.controller) useAppUpdate.setState({ ready: true });
  };
  window.addEventListener('online', () => void check());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  setInterval(() => void check(), HOUR_MS);
}

/** Resolves once this page is not in the middle of pushing or pulling. */
function flushFinished(): Promise<void> {
  if (!syncStatusStore.getState().syncing) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = syncStatusStore.subscribe((state) => {
      if (state.syncing) return;
      stop();
      resolve();
    });
  });
}

/** The banner's Reload: switch to the waiting version and reload, when that loses nothing. */
export async function reloadForUpdate(): Promise<void> {
  if (hasUnsavedInput()) {
    useAppUpdate.setState({ heldByUnsavedInput: true });
    return;
  }
  useAppUpdate.setState({ heldByUnsavedInput: false, reloading: true });
  await flushFinished();
  const registration = await navigator.serviceWorker.getRegistration();
  reloadChosen = true;
  // Waiting: it takes over and "controlling" reloads. Already in control (another tab): reload.
  if (registration?.waiting && workbox) workbox.messageSkipWaiting();
  else window.location.reload();
}
