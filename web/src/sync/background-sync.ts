/**
 * Background Sync (Chromium): the browser wakes the service worker with this tag once the
 * connection is back, even if no page is open, and the worker flushes the outbox.
 */
export const BACKGROUND_SYNC_TAG = 'ninety-sync';

type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Asks for a flush when connectivity returns; quietly nothing where it is not supported. */
export async function registerBackgroundSync(registration: ServiceWorkerRegistration | undefined): Promise<void> {
  try {
    await (registration as WithSync | undefined)?.sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // Not supported here (Firefox, Safari) or refused: the page's own triggers still run.
  }
}
