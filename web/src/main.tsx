import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/router';
import { loadClockOffset } from './db/device-clock';
import { getDatabase } from './db/database';
import { ensureTimeZone } from './db/settings-repo';
import { registerServiceWorker } from './lib/app-update';
import { takeWaterShortcut } from './features/water/water-shortcut';
import { captureInstallPrompt } from './lib/install-prompt';
import { afterFirstScreen } from './lib/first-screen';
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
  // Dexie builds its table schemas here. The clock offset measured at the last sync applies
  // before any network is tried. Storing the time zone and syncing wait until the first screen
  // has painted what it read (first-screen.ts): neither changes what it shows.
  void loadClockOffset(getDatabase())
    .then(() => afterFirstScreen(SYNC_START_AT_MOST_MS))
    .then(() => ensureTimeZone())
    // A store that cannot keep the zone (a full disk) leaves the browser's zone in force, as it
    // is until stored, and a later start tries again; the sync starts all the same.
    .catch((error: unknown) => console.warn('The time zone was not stored', error))
    .finally(() => startSync());
  // Changes not yet synced live only on this device: the browser is asked not to clear them when
  // space runs low. Its answer changes nothing on screen until Settings is opened.
  void afterFirstScreen(SYNC_START_AT_MOST_MS).then(() => askToKeepStorage());
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
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
