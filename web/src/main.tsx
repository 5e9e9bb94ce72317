import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/router';
import { loadClockOffset } from './db/device-clock';
import { getDatabase } from './db/database';
import { ensureTimeZone } from './db/settings-repo';
import { registerServiceWorker } from './lib/app-update';
import { takeWaterShortcut } from './features/water/water-shortcut';
import { captureInstallPrompt } from './lib/install-prompt';
import { startSync } from './sync/start-sync';
import './styles/index.css';

registerServiceWorker();
takeWaterShortcut(window.location, window.history);
captureInstallPrompt();
// The clock offset measured at the last sync applies before any network is tried.
void loadClockOffset(getDatabase())
  .then(() => ensureTimeZone())
  .finally(() => startSync());

// The first render is a transition, so React renders in slices and gives the main thread back
// between them: on a phone's CPU, rendered in one go, it blocked input for some 300 ms.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppRoutes />
    </StrictMode>,
  ),
);
