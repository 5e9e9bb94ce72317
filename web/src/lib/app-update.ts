/**
 * Updates that keep every change (issue 12). A new version's service worker waits until the
 * user chooses Reload on "A new version of Ninety is ready"; the app never reloads on its own.
 * Reload waits while this page is flushing changes and refuses while a form holds unsaved
 * input. Changes still queued are delivered by the new version: the outbox survives the reload
 * and any Dexie upgrade, and the server takes each (client, seq) once.
 */
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

let reloadChosen = false;

/** Whether this page chose Reload: the new version's taking over then reloads it. */
export const reloadWasChosen = (): boolean => reloadChosen;

/**
 * Registers the service worker. Where a version is installed, a new one can come: update-watch.ts
 * (with workbox-window) follows the registration. A first visit has nothing to update: the
 * browser registers the worker alone, and the watch loads once the worker has installed and taken
 * the page, from its cache.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  let watching = false;
  const watch = () => {
    if (watching) return;
    watching = true;
    void import('./update-watch').then(
      (module) => module.watchForUpdates(),
      // Rare: served from the worker's cache. A new version is then noticed at the next start.
      (error: unknown) => console.warn('Not watching for a new version:', error),
    );
  };
  if (navigator.serviceWorker.controller) {
    watch();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', watch, { once: true });
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    // Installed already, yet not in control: a reload that bypassed the worker.
    .then((registration) => registration.active && watch())
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
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
  // Waiting: told to skip waiting (sw.ts), it takes over and "controlling" reloads (update-watch.ts).
  // Already in control (another tab chose Reload): reload.
  if (registration?.waiting) registration.waiting.postMessage({ type: 'SKIP_WAITING' });
  else window.location.reload();
}
