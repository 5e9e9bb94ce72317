import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/router';
import { loadClockOffset } from './db/device-clock';
import { getDatabase } from './db/database';
import { openStore } from './db/store-open';
import { ensureTimeZone } from './db/settings-repo';
import { registerServiceWorker } from './lib/app-update';
import { resumeRestEndSignal } from './features/training/rest-left-running';
import { takeWaterShortcut } from './features/water/water-shortcut';
import { captureInstallPrompt } from './lib/install-prompt';
import { afterFirstScreen } from './lib/first-screen';
import { PartNotLoaded } from './lib/lazy-part';
import { nextTask } from './lib/next-task';
import { askToKeepStorage } from './lib/storage-durability';
import { startSync } from './sync/start-sync';
import './styles/index.css';

// Before the router first reads the address, and before the browser may offer to install.
takeWaterShortcut(window.location, window.history);
captureInstallPrompt();
void start();

/** How long start-up waits for a screen to say it has shown its content before syncing all the same. */
const SYNC_START_AT_MOST_MS = 1000;

/**
 * Evaluating the app, opening the store, creating React's root and registering the service
 * worker each take a task of their own. Done in the task that evaluates the app, on a phone's CPU
 * they held the page for some 270 ms in one piece, the largest part of its total blocking time.
 */
async function start(): Promise<void> {
  await nextTask();
  // Dexie builds its table schemas here, in a task of its own.
  void openStoreThenSync();
  // Changes not yet synced live only on this device: the browser is asked not to clear them when
  // space runs low. Its answer changes nothing on screen until Settings is opened.
  void afterFirstScreen(SYNC_START_AT_MOST_MS).then(() => askToKeepStorage());
  // A rest left running when the app was closed is told at its end on whatever screen opens.
  void afterFirstScreen(SYNC_START_AT_MOST_MS).then(() => resumeRestEndSignal());
  await nextTask();
  const root = createRoot(document.getElementById('root')!, { onCaughtError: reportCaughtError });
  await nextTask();
  // The first render is a transition, so React renders in slices and gives the main thread back
  // between them: on a phone's CPU, rendered in one go, it blocked input for some 300 ms.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppRoutes />
      </StrictMode>,
    ),
  );
  await nextTask();
  registerServiceWorker();
}

/**
 * Opens the store, then syncs once the first screen has painted what it read. A store the
 * browser will not open holds nothing to show or to send: the shell says why
 * (app/store-refused.tsx), and nothing syncs.
 */
async function openStoreThenSync(): Promise<void> {
  const db = getDatabase();
  if (!(await openStore(db))) return;
  try {
    // The clock offset measured at the last sync applies before any network is tried.
    await loadClockOffset(db);
    // Storing the time zone waits for the first screen (first-screen.ts): it changes nothing shown.
    await afterFirstScreen(SYNC_START_AT_MOST_MS);
    await ensureTimeZone();
  } catch (error) {
    // A store that cannot keep the zone (a full disk) leaves the browser's zone in force, as it
    // is until stored, and a later start tries again; the sync starts all the same.
    console.warn('The time zone was not stored', error);
  }
  startSync();
}

/**
 * An error a boundary showed in place of its part (ErrorBoundary, LoadBoundary). A part not
 * loaded is expected on a first visit that lost its signal: a warning, not an error.
 */
function reportCaughtError(error: unknown): void {
  if (error instanceof PartNotLoaded) console.warn('Not loaded:', error.message);
  // The message first: a minified error object alone logs as its class's one-letter name.
  else console.error(`Shown in place of what failed: ${error instanceof Error ? error.message : String(error)}`, error);
}
