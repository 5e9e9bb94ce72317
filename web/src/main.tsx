import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { followOpenScreenMessages } from './app/open-screen-messages';
import { router } from './app/router';
import { loadClockOffset } from './db/device-clock';
import { getDatabase } from './db/database';
import { ensureTimeZone } from './db/settings-repo';
import { registerServiceWorker } from './lib/app-update';
import { captureInstallPrompt } from './lib/install-prompt';
import { startSync } from './sync/start-sync';
import './styles/index.css';

registerServiceWorker();
followOpenScreenMessages(router);
captureInstallPrompt();
// The clock offset measured at the last sync applies before any network is tried.
void loadClockOffset(getDatabase())
  .then(() => ensureTimeZone())
  .finally(() => startSync());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
