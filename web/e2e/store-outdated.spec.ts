import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, toast, waitForServiceWorker, waitForSynced } from './fixtures';

/**
 * What a newer version of Ninety does to the store, done from another window of the same origin
 * with IndexedDB itself: opening it at a later version (a Dexie upgrade), or bringing the
 * records' shapes past this code (a shape step, which needs no new Dexie version).
 */
const newerVersionOpensTheStore = (window: Page) =>
  window.evaluate(async () => {
    const open = (version?: number) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const request = version === undefined ? indexedDB.open('ninety') : indexedDB.open('ninety', version);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
        // Kept waiting by a window that does not let go: the journey fails on its own timeout.
        request.onblocked = () => undefined;
      });
    const current = await open();
    const version = current.version;
    current.close();
    (await open(version + 10)).close();
  });

const newerVersionUpgradesTheRecords = (window: Page) =>
  window.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('ninety');
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction('meta', 'readwrite');
          tx.objectStore('meta').put({ key: 'shapeVersion', value: 2 });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );

const countIn = (page: Page, table: string) =>
  page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open('ninety');
        request.onsuccess = () => {
          const count = request.result.transaction(name).objectStore(name).count();
          count.onsuccess = () => {
            request.result.close();
            resolve(count.result);
          };
        };
      }),
    table,
  );

test('a window steps aside when a newer version opens the store elsewhere, and keeps what it recorded', async ({ page, context }) => {
  await page.goto('/water');
  // Installed, as the Reload below is made offline: without the service worker it showed the
  // browser's own offline page, when the worker had not yet taken the page (a busy machine).
  await waitForServiceWorker(page);
  await waitForSynced(page);
  const otherWindow = await context.newPage();
  await otherWindow.goto('/api/health');

  // Logged with no signal: it waits in the outbox while the newer version takes the store.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add 8 oz' }).click();
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();

  // The newer version's upgrade goes through at once: this window does not keep it waiting.
  await newerVersionOpensTheStore(otherWindow);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety Was Updated');
  await expect(page).toHaveTitle('Ninety Was Updated · Ninety');
  await expect(page.getByText('Everything recorded on this device is kept, changes still waiting to sync included.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add 8 oz' })).toHaveCount(0);
  // One way on: the update banner's Reload would only repeat it.
  await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goals' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety Was Updated');

  // This same older code, loaded again, opens nothing of the later store (update.spec.ts has a
  // real newer version take over); the drink waits in it for that version to send.
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety Was Updated');
  expect(await countIn(otherWindow, 'outbox')).toBe(1);
  expect(await countIn(otherWindow, 'waterLogs')).toBe(1);
});

test('a window back from the back-forward cache finds the store upgraded, and steps aside', async ({ page, context }) => {
  await page.goto('/water');
  await waitForSynced(page);
  const otherWindow = await context.newPage();
  await otherWindow.goto('/api/health');

  // What the browser sends as the page enters the cache: Dexie closes its connection, to open it
  // again at the next read, so no versionchange reaches this page while the store is upgraded.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
  await newerVersionOpensTheStore(otherWindow);
  // And as it comes back: Dexie has every query read again.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety Was Updated');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a window older than the records refuses a tap, stores nothing, and stays stopped after a reload', async ({ page, context }) => {
  await page.goto('/water');
  await waitForSynced(page);
  await expect(page.getByText('No water logged today')).toBeVisible();

  // A shape step changes no Dexie version: nothing tells this window until it writes.
  const otherWindow = await context.newPage();
  await otherWindow.goto('/api/health');
  await newerVersionUpgradesTheRecords(otherWindow);

  await page.getByRole('button', { name: 'Add 8 oz' }).click();
  await expect(toast(page)).toContainText('A newer version of Ninety has updated the data on this device. Reload to go on.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety Was Updated');
  expect(await countIn(otherWindow, 'waterLogs')).toBe(0);
  expect(await countIn(otherWindow, 'outbox')).toBe(0);

  // The same older code, loaded again, opens nothing of the newer store.
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety Was Updated');
  await expect(page.getByRole('button', { name: 'Add 8 oz' })).toHaveCount(0);
});
