import { defineConfig } from '@playwright/test';
import { JOURNEY_ZONE } from './e2e/seed';

/**
 * End-to-end tests in real headless Chromium (Debian's package; browser downloads are
 * impossible here) against the production build served by the real sync server. Each test
 * starts its own server on a free port with its own SQLite file (see e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: true,
    serviceWorkers: 'allow',
    // About midday wherever CI's clock stands, so journeys do not cross midnight (e2e/seed.ts).
    timezoneId: JOURNEY_ZONE,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without the background-networking flags Chromium tries Google's hosts, which this
      // machine's closed network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Background Sync tries a failed sync again after 5 minutes, then 15; journeys wait 1
        // second, then 3, then 9 (the browser's own field-trial parameters), so the retry is
        // tested rather than skipped, with room for a server that takes seconds to start.
        '--force-fieldtrials=BackgroundSync/Journeys',
        '--force-fieldtrial-params=BackgroundSync.Journeys:initial_retry_delay_sec/1/max_sync_attempts/4',
      ],
    },
    trace: 'retain-on-failure',
  },
});
