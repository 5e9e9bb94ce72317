import type { Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { test, expect, edges, expectNoAxeViolations, printedPairingLink, recordHomeFigures, toast, waitForSynced } from './fixtures';
import { HOUR, iso, seedServer, waterOnDays } from './seed';

// Pairing on, as a server a phone reaches is (the other journeys run with AUTH=off on loopback).
// The app's requests before pairing answer 401, which Chromium logs.
test.use({ serverEnv: { AUTH: 'on' }, expectedConsoleErrors: [/status of 401/] });

const notPaired = (page: Page) => page.getByRole('link', { name: 'Not paired' });

test('works before pairing, says Not paired, and a log made then reaches the server once after', async ({ page, request, server }) => {
  await page.goto('/water');
  await page.getByRole('button', { name: 'Add 8 oz' }).click();
  await expect(page.getByTestId('water-total')).toHaveText('8');
  await expect(notPaired(page)).toBeVisible();
  // The log and the time zone stored at first start wait for the server.
  await expect(page.getByText('2 changes waiting to sync')).toBeVisible();
  // A stranger's client reads nothing and changes nothing.
  expect((await request.get('/api/water/today')).status()).toBe(401);
  expect((await request.get('/api/export')).status()).toBe(401);

  // The indicator leads to pairing, which says where a link comes from.
  await notPaired(page).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pair This Device');
  await expect(page.getByText(/Open the pairing link the server printed/)).toBeVisible();

  const link = printedPairingLink(server);
  expect(link).toMatch(new RegExp(`^http://localhost:\\d+/pair#[A-Za-z0-9_-]{24}$`));
  await page.goto(link.replace('localhost', '127.0.0.1'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
  await expect(toast(page)).toContainText('Device Paired');
  // The code leaves the address bar and the history.
  expect(new URL(page.url()).hash).toBe('');
  await waitForSynced(page);
  await expect(notPaired(page)).toHaveCount(0);

  const today = await (await page.request.get('/api/water/today')).json();
  expect(today.logs).toHaveLength(1);
  expect(today.total).toBe(8);
  // The printed link was for one device.
  const again = await request.post('/api/pair', { data: { code: link.split('#')[1], name: 'Someone' } });
  expect(again.status()).toBe(401);
});

test('a phone just paired says its history is on the way, not that there is none, until the server answers', async ({ page, request, server }) => {
  // The user's history, on a server that pairing guards (seeded before it did).
  await server.restart({ AUTH: 'off' });
  await seedServer(request, { waterLogs: waterOnDays([1, 2, 3, 4, 5]) });
  await server.restart();
  // As on a phone's network, the first pull takes its time: held until the screen was read.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/sync/pull*', async (route) => {
    await answered;
    await route.continue();
  });

  await page.goto(printedPairingLink(server).replace('localhost', '127.0.0.1'));
  await expect(toast(page)).toContainText('Device Paired');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
  await expect(page.getByRole('banner').getByText('Looking for your history')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Looking for your history' })).toBeVisible();
  await expect(page.getByText('This device is asking your server for your history.')).toBeVisible();
  // Nothing says the history is gone: no first-day invitation, no "0/90", no water pace of it.
  await expect(page.getByText('Add your first goals and tasks to begin your journey')).toHaveCount(0);
  await expect(page.getByTestId('consistent-days')).toHaveCount(0);
  await expect(page.getByText('Still restoring', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  answer();
  await waitForSynced(page);
  await expect(page.getByTestId('consistent-days')).toHaveText('5/90');
  await expect(page.getByTestId('streak-daily')).toContainText('5 days');
  await expect(page.getByText('Looking for your history')).toHaveCount(0);
});

/**
 * Closed, reloaded or cut off before its first pull came back, a phone just paired still does not
 * know what the server holds: it goes on saying its history is on the way, not that there is none.
 */
test('a phone just paired and started again before its history came still says it is on its way', async ({ page, request, server }) => {
  await server.restart({ AUTH: 'off' });
  await seedServer(request, { waterLogs: waterOnDays([1, 2, 3, 4, 5]) });
  await server.restart();
  // The first pulls fail, as on a network that drops just after the pairing.
  let signal = false;
  await page.route('**/api/sync/pull*', (route) => (signal ? route.continue() : route.abort('internetdisconnected')));

  await page.goto(printedPairingLink(server).replace('localhost', '127.0.0.1'));
  await expect(toast(page)).toContainText('Device Paired');
  await expect(page.getByRole('heading', { name: 'Looking for your history' })).toBeVisible();
  // The round that asked has failed: still looking, across a start of the app as well.
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Looking for your history' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByText('Looking for your history')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Looking for your history' })).toBeVisible();
  await expect(page.getByText('Add your first goals and tasks to begin your journey')).toHaveCount(0);
  await expect(page.getByTestId('consistent-days')).toHaveCount(0);
  // Nor a reminder that no water was drunk today, nor a copy of everything that holds nothing.
  await page.getByRole('button', { name: 'Notifications' }).click();
  const inbox = page.getByRole('dialog', { name: 'Notifications' });
  await expect(inbox).toContainText('Looking for your history');
  await expect(inbox).not.toContainText('so far today');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Settings' }).click();
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(toast(page)).toContainText('Your history is still on its way from your server. Export once it has arrived, so the file holds everything.');
  expect(downloads).toBe(0);
  // Nor a first round of quests beside those the history may hold.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quests' }).click();
  await expect(page.getByRole('region', { name: 'Your Quests' })).toContainText('Looking for your history');
  await page.waitForTimeout(1_500);
  await expect(toast(page).filter({ hasText: 'New quests generated!' })).toHaveCount(0);

  signal = true;
  await waitForSynced(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('consistent-days')).toHaveText('5/90');
  await expect(page.getByText('Looking for your history')).toHaveCount(0);
  // The history held no quest: the first round is made now.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quests' }).click();
  await expect(toast(page)).toContainText('New quests generated!');
});

/**
 * A history that fits one page comes with no restore in pages: the phone just paired asks for
 * it, and its figures come from all of it, never first from the empty device it was.
 */
test('a phone just paired goes from asking for its history to the figures of all of it, nothing between', async ({ page, request, server }) => {
  await server.restart({ AUTH: 'off' });
  // 4,000 water logs, one an hour up to now: one page (5,000 a page), every whole day's target met.
  const start = Date.now() - 4_000 * HOUR;
  await seedServer(request, { waterLogs: Array.from({ length: 4_000 }, (_, i) => ({ id: randomUUID(), amount: 8, loggedAt: iso(start + (i + 1) * HOUR - 60_000) })) });
  await server.restart();
  const figuresDrawn = await recordHomeFigures(page);

  await page.goto(printedPairingLink(server).replace('localhost', '127.0.0.1'));
  await expect(toast(page)).toContainText('Device Paired');
  await waitForSynced(page);
  await expect(page.getByTestId('consistent-days')).toHaveText(/^16\d\/90$/);
  const drawn = await figuresDrawn();
  expect(drawn.slice(drawn.indexOf('restoring'))).toEqual(['restoring', drawn.at(-1)]);
});

test('offline, unpaired and with changes waiting, the header shows all three states inside the screen', async ({ page, context }) => {
  await page.goto('/water');
  await expect(notPaired(page)).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add 8 oz' }).click();
  const header = page.getByRole('banner');
  const states = [header.getByText('Offline', { exact: true }), header.getByText('2 changes waiting to sync'), notPaired(page)];
  for (const state of states) await expect(state).toBeVisible();
  const bar = await edges(header);
  for (const state of states) {
    // On one row they ran past the screen's left edge; each is whole, inside the header.
    const box = await edges(state);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(375);
    expect(box.bottom).toBeLessThanOrEqual(bar.bottom);
  }
});

test('Settings draws the devices the server last listed at once, and offline says when that was', async ({ page, context, server }) => {
  await page.goto(printedPairingLink(server).replace('localhost', '127.0.0.1'));
  await waitForSynced(page);
  await page.goto('/settings');
  const devices = page.getByRole('region', { name: 'Devices' });
  await expect(devices.getByRole('listitem')).toContainText('This device');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Settings' }).click();
  // Without a connection the list is the one kept, said to be so, beside why it cannot change:
  // a note, not an alert, since the devices are still there to read.
  const note = devices.getByRole('status');
  await expect(note).toContainText('Devices can be managed only with a connection to the server');
  await expect(note).toContainText(/Last updated \d{1,2}:\d{2} (AM|PM)/);
  await expect(devices.getByRole('alert')).toHaveCount(0);
  await expect(devices.getByRole('listitem')).toContainText('This device');
  await expect(devices.getByText('Loading devices...')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Try Again, still offline: the same answer, and the keyboard where it was.
  const tryAgain = devices.getByRole('button', { name: 'Try Again' });
  await tryAgain.focus();
  await page.keyboard.press('Enter');
  await expect(tryAgain).toBeFocused();
  await expect(note).toContainText('Devices can be managed only with a connection to the server');
  // The connection back, the card asks again, saying so until the server answers: its list,
  // and no age beside it.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/devices', async (route) => {
    await answered;
    await route.continue();
  });
  await context.setOffline(false);
  await expect(devices.getByRole('button', { name: 'Trying again...' })).toHaveAttribute('aria-disabled', 'true');
  answer();
  await expect(note).toHaveCount(0);
  await expect(devices).not.toContainText('Last updated');
  await expect(devices.getByRole('listitem')).toContainText('This device');
});

async function secondDevice(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  return context.newPage();
}

test('Settings pairs another device with a link and a QR code; a removed device says so and keeps its outbox', async ({ page, browser, server }) => {
  await page.goto(printedPairingLink(server).replace('localhost', '127.0.0.1'));
  await waitForSynced(page);
  await page.goto('/settings');
  const devices = page.getByRole('region', { name: 'Devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByRole('listitem')).toContainText('This device');

  await devices.getByRole('button', { name: 'Pair another device' }).click();
  const invitation = devices.getByRole('region', { name: 'Pairing link' });
  await expect(invitation.getByRole('img', { name: 'QR code of the pairing link' })).toBeVisible();
  await expect(invitation).toContainText(/It pairs one device, until \d{1,2}:\d{2} (AM|PM)/);
  const link = await invitation.getByRole('textbox', { name: 'Pairing link' }).inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pair#[A-Za-z0-9_-]{24}$/);
  // The long link fits the 375 px screen: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  const other = await secondDevice(browser, server.url);
  try {
    await other.goto(link);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Ninety');
    await waitForSynced(other);
    await other.goto('/settings');
    const othersDevices = other.getByRole('region', { name: 'Devices' });
    await expect(othersDevices.getByRole('listitem')).toHaveCount(2);

    await page.reload();
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    const second = devices.getByRole('listitem').filter({ hasNotText: 'This device' });
    await expect(second).toContainText(/Chrome on Linux/);
    await expect(second).toContainText(/Paired .* · Last seen/);
    // Remove asks first: Cancel (or Esc) keeps the device paired.
    await second.getByRole('button', { name: /^Remove / }).click();
    const confirm = page.getByRole('dialog', { name: /^Remove Chrome on Linux/ });
    await expect(confirm).toContainText('It stops syncing at once.');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(second.getByRole('button', { name: /^Remove / })).toBeFocused();
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await second.getByRole('button', { name: /^Remove / }).click();
    await confirm.getByRole('button', { name: 'Remove Device' }).click();
    await expect(toast(page)).toContainText('Device Removed');
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    // Its Remove had the focus; the device left in the list takes it, not the top of the page.
    await expect(devices.getByRole('listitem')).toBeFocused();

    // The removed device keeps working on its own, says so, and keeps what it did.
    await other.goto('/water');
    await other.getByRole('button', { name: 'Add 12 oz' }).click();
    await expect(other.getByRole('link', { name: 'Device removed' })).toBeVisible();
    await expect(other.getByText('1 change waiting to sync')).toBeVisible();
    expect((await (await page.request.get('/api/water/today')).json()).total).toBe(0);
    // Nor does it go on listing the devices it was paired with.
    await other.goto('/settings');
    await expect(othersDevices.getByRole('alert')).toContainText('This device is not paired with this server.');
    await expect(othersDevices.getByRole('listitem')).toHaveCount(0);

    // Paired again, what it kept reaches the server, once.
    await devices.getByRole('button', { name: 'Pair another device' }).click();
    const again = await invitation.getByRole('textbox', { name: 'Pairing link' }).inputValue();
    await other.getByRole('link', { name: 'Device removed' }).click();
    await expect(other.getByText('This device was removed from the server.')).toBeVisible();
    await other.getByLabel('Pairing link or code').fill(again);
    await other.getByRole('button', { name: 'Pair', exact: true }).click();
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Ninety');
    await waitForSynced(other);
    const today = await (await page.request.get('/api/water/today')).json();
    expect(today.logs).toHaveLength(1);
    expect(today.total).toBe(12);
  } finally {
    await other.context().close();
  }
});
