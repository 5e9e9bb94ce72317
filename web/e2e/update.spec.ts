/**
 * Updates that keep every change (issue 12): version 1 queues changes offline; version 2 (with
 * a Dexie schema upgrade) is served; the app says "A new version of Ninety is ready" and waits
 * for Reload, which it refuses while a form holds unsaved input; after Reload, version 2
 * delivers every queued change to the server exactly once. A second window still on version 1
 * steps aside once version 2 has the store (docs/decisions/0029).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect, serverRows, toast, waitForServiceWorker, waitForSynced } from './fixtures';
import { NEXT_DB_VERSION } from './update/vite.next-version.config';

const webDir = fileURLToPath(new URL('..', import.meta.url));
let nextVersion: string;

test.beforeAll(() => {
  nextVersion = mkdtempSync(join(tmpdir(), 'ninety-v2-'));
  const vite = join(webDir, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--config', 'e2e/update/vite.next-version.config.ts', '--outDir', nextVersion, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: webDir,
    stdio: 'inherit',
  });
});
test.afterAll(() => rmSync(nextVersion, { recursive: true, force: true }));

/** The IndexedDB version of the app's database (Dexie stores its version times ten). */
const databaseVersion = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).find((db) => db.name === 'ninety')?.version ?? 0);

/**
 * Holds the device's sync lock from another page of the app, as a second tab in the middle of a
 * flush would: the app's own flushes wait, so the changes stay queued until it is let go.
 */
async function holdSyncLock(page: Page, url: string): Promise<() => Promise<void>> {
  const holder = await page.context().newPage();
  await holder.goto(`${url}/api/health`);
  await holder.evaluate(
    () =>
      new Promise<void>((held) => {
        void navigator.locks.request('ninety-sync', () => {
          held();
          return new Promise<void>((release) => ((window as unknown as { releaseSync: () => void }).releaseSync = release));
        });
      }),
  );
  return async () => {
    await holder.evaluate(() => (window as unknown as { releaseSync: () => void }).releaseSync());
    await holder.close();
  };
}

/** Version 1, installed: the app open on Water, its worker in control, synced once. */
async function openVersion1(page: Page): Promise<void> {
  await page.goto('/water');
  await waitForServiceWorker(page);
  await waitForSynced(page);
}

/** "A new version of Ninety is ready", with its Reload. */
const updateBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'A new version of Ninety is ready' });

/** The banner's Reload, chosen: the waiting version takes over and the page loads it. */
async function reloadIntoNewVersion(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('framenavigated');
  await updateBanner(page).getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await page.waitForLoadState();
}

test('version 1 queues changes offline; version 2 is served; after Reload every change reaches the server exactly once', async ({
  page,
  context,
  server,
  request,
}) => {
  await openVersion1(page);
  const v1Version = await databaseVersion(page);
  const release = await holdSyncLock(page, server.url);

  // Version 1, offline at the gym: two drinks and a new daily target, all queued.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add 16 oz' }).click();
  await page.getByRole('button', { name: 'Add 8 oz' }).click();
  await expect(page.getByText('2 changes waiting to sync')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { version1: boolean }).version1 = true));

  // Version 2 is deployed; the phone comes back online and finds it.
  await server.restart({ WEB_DIST: nextVersion });
  await context.setOffline(false);
  const banner = updateBanner(page);
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');

  // A form holds unsaved input: Reload waits for it rather than lose it.
  await page.getByRole('link', { name: 'Settings' }).click();
  // Water has a Daily Target field too, on screen until Settings has loaded.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await page.getByLabel('Daily Target').fill('100');
  await expect(page.getByTestId('settings-state')).toHaveText('Unsaved changes');
  await banner.getByRole('button', { name: 'Reload' }).click();
  await expect(banner).toContainText('Save your changes first: reloading now would lose what you typed.');
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as unknown as { version1?: boolean }).version1)).toBe(true);
  await page.getByRole('button', { name: 'Save All Settings' }).click();
  await expect(toast(page)).toContainText('Settings Saved');
  await expect(page.getByText('3 changes waiting to sync')).toBeVisible();

  // Reload: version 2 takes over, upgrades the database, and still holds the three changes.
  await reloadIntoNewVersion(page);
  expect(await page.evaluate(() => (window as unknown as { version1?: boolean }).version1 ?? false)).toBe(false);
  await expect(page.getByText('3 changes waiting to sync')).toBeVisible();
  expect(await databaseVersion(page)).toBe(NEXT_DB_VERSION * 10);
  expect(v1Version).toBeLessThan(NEXT_DB_VERSION * 10);
  await expect(page.getByText('A new version of Ninety is ready')).toHaveCount(0);
  expect(await serverRows(request, 'waterLogs')).toEqual([]);

  // Version 2 delivers them, each exactly once.
  await release();
  await waitForSynced(page);
  const logs = await serverRows<{ amount: number }>(request, 'waterLogs');
  expect(logs.map((log) => log.amount).sort((a, b) => a - b)).toEqual([8, 16]);
  expect((await (await request.get('/api/settings')).json()).dailyTargetOz).toBe(100);
  await page.reload();
  await waitForSynced(page);
  expect(await serverRows(request, 'waterLogs')).toHaveLength(2);
});

test('a second window still on version 1 steps aside when version 2 upgrades the store, and version 2 sends its change once', async ({
  page,
  context,
  server,
  request,
}) => {
  await openVersion1(page);
  const second = await context.newPage();
  await second.goto('/water');
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');
  const release = await holdSyncLock(page, server.url);

  // The second window, version 1, logs a drink with no signal: it waits in the outbox.
  await context.setOffline(true);
  await second.getByRole('button', { name: 'Add 8 oz' }).click();
  await expect(second.getByText('1 change waiting to sync')).toBeVisible();

  // Version 2 is deployed; the first window takes it, upgrading the store at once: the second
  // window does not keep that upgrade waiting, and stops rather than write beside version 2.
  await server.restart({ WEB_DIST: nextVersion });
  await context.setOffline(false);
  const banner = updateBanner(page);
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await reloadIntoNewVersion(page);
  await expect.poll(() => databaseVersion(page)).toBe(NEXT_DB_VERSION * 10);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Ninety Was Updated');
  await expect(second.getByRole('button', { name: 'Add 8 oz' })).toHaveCount(0);

  // Version 2 sends what version 1 queued, once.
  await release();
  await waitForSynced(page);
  expect((await serverRows<{ amount: number }>(request, 'waterLogs')).map((log) => log.amount)).toEqual([8]);

  // The second window's Reload brings it version 2, with the drink it logged.
  await Promise.all([second.waitForEvent('load'), second.getByRole('button', { name: 'Reload' }).click()]);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');
  await expect(second.getByTestId('water-total')).toHaveText('8');
  expect(await serverRows(request, 'waterLogs')).toHaveLength(1);
});

test.describe('a server ahead of this version', () => {
  // The browser logs each 426 answer as a failed load.
  test.use({ expectedConsoleErrors: [/status of 426/] });

  test('a server holding records of a newer version says "Update needed to sync", and that version is offered at once', async ({
    page,
    context,
    server,
  }) => {
    await openVersion1(page);

    // Version 2 is deployed, its records in newer shapes: the server answers this version 426.
    await server.restart({ WEB_DIST: nextVersion });
    await context.route('**/api/sync/**', (route) =>
      route.fulfill({ status: 426, contentType: 'application/json', body: JSON.stringify({ message: 'This server applies schema version 2; update the app' }) }),
    );
    // A tap syncs; nothing else (a return to the app, the signal, the hourly look) asks for updates.
    await page.getByRole('button', { name: 'Add 8 oz' }).click();
    await expect(page.getByRole('banner').getByText('Update needed to sync')).toBeVisible();
    await expect(page.getByText('1 change waiting to sync')).toBeVisible();
    await expect(updateBanner(page)).toBeVisible({ timeout: 10_000 });
  });
});
