import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, expectNoAxeViolations, holdDatabase, serverRows, toast, waitForServiceWorker, waitForSynced } from './fixtures';
import { DAY, iso, JOURNEY_ZONE, journeyDay, seedServer } from './seed';


const toggle = (page: Page, name: string) => page.getByRole('switch', { name });
const save = (page: Page) => page.getByRole('button', { name: 'Save All Settings' });
const state = (page: Page) => page.getByTestId('settings-state');

test('every setting with its default, and the install guide', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(page.getByText('Customize your Ninety experience')).toBeVisible();
  for (const name of ['Enable Notifications', 'Water Reminders', 'Task Deadline Alerts', 'Goal Reset Penalty']) {
    await expect(toggle(page, name)).toHaveAttribute('aria-checked', 'true');
  }
  // Spec §2: the switch is Goal Reset Penalty, with its sentence under it, read with it.
  const penalty = toggle(page, 'Goal Reset Penalty');
  await expect(penalty).toHaveAccessibleDescription('Apply HP penalty when resetting 90-day goals');
  const label = await page.getByText('Goal Reset Penalty', { exact: true }).boundingBox();
  const sentence = await page.getByText('Apply HP penalty when resetting 90-day goals').boundingBox();
  expect(sentence!.y).toBeGreaterThan(label!.y + label!.height - 1);
  await expect(page.getByLabel('Daily Target (oz)')).toHaveValue('128');
  await expect(page.getByLabel('Quiet Hours Start')).toHaveValue('22:00');
  await expect(page.getByLabel('Quiet Hours End')).toHaveValue('07:00');
  await expect(page.getByLabel('Starting HP (HP)')).toHaveValue('100');
  await expect(page.getByLabel('Default Rest Timer (seconds)')).toHaveValue('60');
  await expect(page.getByLabel('Time zone')).toHaveValue(JOURNEY_ZONE);
  await expect(state(page)).toHaveText('All changes saved');

  const steps = (platform: string) => page.getByRole('region', { name: platform }).getByRole('listitem');
  await expect(steps('iPhone')).toHaveText(['Open Ninety in Safari.', 'Tap Share.', 'Tap Add to Home Screen.', 'Tap Add.']);
  await expect(steps('Android')).toHaveText(['Open Ninety in Chrome.', 'Tap the menu (⋮).', 'Tap Install app or Add to Home Screen.', 'Tap Install.']);
  for (const benefit of ['Launch it from your home screen', 'Full screen, without the browser around it', 'Works offline with your data on the phone', 'Faster loading']) {
    await expect(page.getByText(benefit)).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // Where the browser offers its install prompt, Install uses it; once installed, the guide says so.
  await expect(page.getByRole('button', { name: 'Install' })).toHaveCount(0);
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByTestId('installed')).toHaveText('Ninety is installed on this device: open it from your home screen.');

  // A tap on a switch's words flips it too, as on a phone's own settings, and only once.
  await page.getByText('Apply HP penalty when resetting 90-day goals').click();
  await expect(penalty).toHaveAttribute('aria-checked', 'false');
  await page.getByText('Goal Reset Penalty', { exact: true }).click();
  await expect(penalty).toHaveAttribute('aria-checked', 'true');
});

test('an out-of-range value is refused under its field and nothing is saved', async ({ page, request }) => {
  await page.goto('/settings');
  await waitForSynced(page);
  const cases: [label: string, value: string, message: string][] = [
    ['Daily Target (oz)', '300', 'Daily target must be between 64 and 256 oz'],
    ['Starting HP (HP)', '49', 'Starting HP must be between 50 and 200'],
    ['Default Rest Timer (seconds)', '301', 'Rest timer must be between 30 and 300 seconds'],
  ];
  for (const [label, value, message] of cases) {
    const field = page.getByLabel(label);
    await field.fill(value);
    await expect(state(page)).toHaveText('Unsaved changes');
    await save(page).click();
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    // Not saved: after a reload it is still there as a change not saved, and discarding it
    // brings back the stored value.
    await page.reload();
    await expect(state(page)).toHaveText('Unsaved changes');
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByLabel(label)).not.toHaveValue(value);
  }
  const held = await (await request.get('/api/settings')).json();
  expect(held).toMatchObject({ dailyTargetOz: 128, startingHp: 100, restTimerSeconds: 60 });
});

test('saved settings are kept, synced, and used by the Water ring, HP and the rest timer', async ({ page, request }) => {
  await page.goto('/settings');
  await waitForSynced(page);
  await page.getByLabel('Daily Target (oz)').fill('100');
  await page.getByLabel('Starting HP (HP)').fill('150');
  await page.getByLabel('Default Rest Timer (seconds)').fill('90');
  await page.getByLabel('Quiet Hours Start').fill('21:30');
  await toggle(page, 'Water Reminders').click();
  await expect(toggle(page, 'Water Reminders')).toHaveAttribute('aria-checked', 'false');
  await page.getByLabel('Time zone').selectOption('Europe/Lisbon');
  await expect(state(page)).toHaveText('Unsaved changes');
  await save(page).click();
  await expect(toast(page)).toContainText('Settings Saved');
  await expect(state(page)).toHaveText('All changes saved');

  await page.reload();
  await expect(page.getByLabel('Daily Target (oz)')).toHaveValue('100');
  await expect(page.getByLabel('Quiet Hours Start')).toHaveValue('21:30');
  await expect(toggle(page, 'Water Reminders')).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Lisbon');
  await waitForSynced(page);
  expect(await (await request.get('/api/settings')).json()).toMatchObject({
    dailyTargetOz: 100,
    startingHp: 150,
    restTimerSeconds: 90,
    quietHoursStart: '21:30',
    waterReminders: false,
    timeZone: 'Europe/Lisbon',
  });

  await page.goto('/water');
  await expect(page.getByRole('progressbar', { name: '0 of 100 oz today' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('hp-value')).toHaveText('150 / 150 HP');
  await page.goto('/workouts');
  await page.getByRole('button', { name: 'Generate Weekly Plan' }).click();
  await expect(page.getByTestId('rest-clock')).toHaveText('1:30');
});

test('keyboard only: Save All Settings keeps the focus while it saves and after', async ({ page }) => {
  await page.goto('/settings');
  await page.getByLabel('Daily Target (oz)').fill('120');
  await save(page).focus();
  const release = await holdDatabase(page);
  await page.keyboard.press('Enter');
  // Unavailable while it saves, and still where the keyboard is: not dropped to the page.
  const saving = page.getByRole('button', { name: 'Saving...' });
  await expect(saving).toBeDisabled();
  await expect(saving).toBeFocused();
  // A second Enter meanwhile does nothing: one save, one toast.
  await page.keyboard.press('Enter');
  await release();
  await expect(toast(page)).toContainText('Settings Saved');
  await expect(save(page)).toBeFocused();
  await expect(save(page)).toBeEnabled();
  await expect(state(page)).toContainText('All changes saved');
});

test('a field changed while Save All Settings stores keeps its new value, unsaved, for the next save', async ({ page, request }) => {
  await page.goto('/settings');
  await page.getByLabel('Daily Target (oz)').fill('120');
  const release = await holdDatabase(page);
  await save(page).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible();
  // The inputs stay open while it saves; the next edit starts before the first is stored.
  await page.getByLabel('Starting HP (HP)').fill('150');
  await release();
  await expect(toast(page)).toContainText('Settings Saved');
  await expect(page.getByLabel('Starting HP (HP)')).toHaveValue('150');
  await expect(page.getByLabel('Daily Target (oz)')).toHaveValue('120');
  await expect(state(page)).toContainText('Unsaved changes');
  await waitForSynced(page);
  expect(await (await request.get('/api/settings')).json()).toMatchObject({ dailyTargetOz: 120, startingHp: 100 });

  await save(page).click();
  await expect(state(page)).toContainText('All changes saved');
  await waitForSynced(page);
  expect(await (await request.get('/api/settings')).json()).toMatchObject({ dailyTargetOz: 120, startingHp: 150 });
});

test('quiet hours that would silence every water reminder are said while typed, and on Water once saved', async ({ page }) => {
  await page.goto('/settings');
  const warning = page.getByTestId('quiet-hours-warning');
  await page.getByLabel('Quiet Hours Start').fill('06:00');
  await expect(warning).toBeHidden();
  await page.getByLabel('Quiet Hours End').fill('23:00');
  await expect(warning).toHaveText(
    'These quiet hours cover every water reminder from 7:00 AM to 10:00 PM (the Reminder Schedule on Water), so none will come.',
  );
  await expectNoAxeViolations(page);
  // Water reminders off: the quiet hours silence nothing more.
  await toggle(page, 'Water Reminders').click();
  await expect(warning).toBeHidden();
  await toggle(page, 'Water Reminders').click();
  await expect(warning).toBeVisible();

  await save(page).click();
  await expect(toast(page)).toContainText('Settings Saved');
  await page.goto('/water');
  await expect(page.getByTestId('reminder-status')).toHaveText(
    'No reminders: every time from 7:00 AM to 10:00 PM falls in quiet hours (6:00 AM to 11:00 PM, set in Settings).',
  );
});

test('after a flight Settings offers the zone the phone is in; days follow it only once it is saved', async ({ server, launchOptions, request }) => {
  // One phone, its storage kept across the flight: a real profile, opened in the journey's zone
  // and again in Tokyo's.
  const profile = mkdtempSync(join(tmpdir(), 'ninety-flight-'));
  const opened: BrowserContext[] = [];
  const phoneIn = async (timezoneId: string) => {
    const phone = await chromium.launchPersistentContext(profile, { ...launchOptions, timezoneId, viewport: { width: 375, height: 812 } });
    opened.push(phone);
    return phone;
  };
  try {
    const home = await phoneIn(JOURNEY_ZONE);
    const before = home.pages()[0] ?? (await home.newPage());
    await before.goto(`${server.url}/settings`);
    await waitForSynced(before);
    await expect(before.getByLabel('Time zone')).toHaveValue(JOURNEY_ZONE);
    await expect(before.getByText(/This device is now in/)).toHaveCount(0);
    await home.close();

    const tokyo = await phoneIn('Asia/Tokyo');
    const page = tokyo.pages()[0] ?? (await tokyo.newPage());
    await page.goto(`${server.url}/settings`);
    const landed = page.getByText('This device is now in Asia/Tokyo.');
    await expect(landed).toBeVisible();
    // The zone days are counted in stays until the user takes the new one.
    await expect(page.getByLabel('Time zone')).toHaveValue(JOURNEY_ZONE);
    await page.getByRole('button', { name: 'Use Asia/Tokyo' }).click();
    await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Tokyo');
    await expect(landed).toHaveCount(0);
    await expect(state(page)).toHaveText('Unsaved changes');
    await save(page).click();
    await expect(toast(page)).toContainText('Settings Saved');
    await waitForSynced(page);
    expect(await (await request.get('/api/settings')).json()).toMatchObject({ timeZone: 'Asia/Tokyo' });
  } finally {
    for (const phone of opened) await phone.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/**
 * A new phone's first start stores the browser's zone before its first pull: only a default. The
 * zone the user chose on the old phone stays, on the server and then here, and the new phone
 * offers its own zone as after a flight. Before, the start's later time won and moved every day
 * boundary of the user's history to the new phone's zone.
 */
test('a new phone keeps the time zone the user chose, and offers its own', async ({ page, request }) => {
  await seedServer(request, { settings: [{ key: 'timeZone', value: 'Pacific/Auckland', updatedAt: iso(Date.now() - DAY) }] });
  await page.goto('/settings');
  await waitForSynced(page);
  await expect(page.getByLabel('Time zone')).toHaveValue('Pacific/Auckland');
  await expect(page.getByText(`This device is now in ${JOURNEY_ZONE.replace(/_/g, ' ')}.`)).toBeVisible();
  expect(await (await request.get('/api/settings')).json()).toMatchObject({ timeZone: 'Pacific/Auckland' });
});

test('turning notifications on asks the browser, and says when it refuses', async ({ page }) => {
  await page.goto('/settings');
  const enable = toggle(page, 'Enable Notifications');
  await enable.click();
  await expect(enable).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(/has blocked notifications/)).toHaveCount(0);
  // Headless Chromium refuses a permission nobody granted, as a user saying "Block" would.
  await enable.click();
  await expect(enable).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'This browser has blocked notifications for Ninety.' })).toBeVisible();
});

/** Grants this context's origin durable storage, as Chromium does for an installed app or one allowed to notify. */
async function browserKeepsData(page: Page, origin: string): Promise<void> {
  const { targetInfo } = await (await page.context().newCDPSession(page)).send('Target.getTargetInfo');
  const browser = await page.context().browser()!.newBrowserCDPSession();
  await browser.send('Browser.grantPermissions', { permissions: ['durableStorage'], origin, browserContextId: targetInfo.browserContextId });
}

test('each start asks the browser to keep the data until it does; Settings says which, and asks again on a tap', async ({ page, baseURL }) => {
  // Counted at the browser's boundary; each call goes on to Chromium's own answer.
  await page.addInitScript(() => {
    const storage = navigator.storage;
    const persist = storage.persist.bind(storage);
    sessionStorage.setItem('persist-asked', '0');
    storage.persist = () => {
      sessionStorage.setItem('persist-asked', String(Number(sessionStorage.getItem('persist-asked')) + 1));
      return persist();
    };
  });
  const asked = () => page.evaluate(() => Number(sessionStorage.getItem('persist-asked')));
  const note = page.getByRole('region', { name: 'Your Data' }).getByRole('status');

  // Headless Chromium, with no signal that the app matters to its user, keeps its best effort only.
  await page.goto('/settings');
  await expect(note).toContainText("This browser may clear Ninety's data on this device when space runs low, changes not yet synced included.");
  expect(await asked()).toBe(1);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Keep Data on This Device' }).click();
  await expect(toast(page)).toContainText('Not Kept Yet');
  await expect(note).toContainText('may clear');
  expect(await asked()).toBe(2);

  // The browser agrees (installed, say): a tap shows it at once, and later starts no longer ask.
  await browserKeepsData(page, baseURL!);
  await page.getByRole('button', { name: 'Keep Data on This Device' }).click();
  await expect(note).toHaveText("This browser keeps Ninety's data on this device and will not clear it to free space.");
  await expect(page.getByRole('button', { name: 'Keep Data on This Device' })).toHaveCount(0);
  await page.reload();
  await expect(note).toContainText('keeps');
  expect(await asked()).toBe(0);
});

test('export, then import of that file, gives the same data; a bad file changes nothing', async ({ page, request }, testInfo) => {
  await page.goto('/water');
  await waitForSynced(page);
  await page.getByRole('button', { name: 'Add 16 oz' }).click();
  await page.getByRole('button', { name: 'Add 8 oz' }).click();
  await expect(page.getByTestId('water-total')).toHaveText('24');
  // The ring counts a tap before its log is written; the list shows stored logs only. Leaving
  // the page before then would drop a write still under way.
  const stored = page.getByRole('list', { name: 'Hourly Intake' }).getByRole('listitem');
  await expect(stored).toHaveCount(2);
  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ninety-export-${journeyDay()}.json`);
  const file = testInfo.outputPath('export.json');
  await download.saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported.format).toBe('ninety-export');
  expect(exported.records.waterLogs).toHaveLength(2);

  // More water after the export; importing the file takes the data back to it.
  await page.goto('/water');
  await page.getByRole('button', { name: 'Add 12 oz' }).click();
  await expect(page.getByTestId('water-total')).toHaveText('36');
  await expect(stored).toHaveCount(3);
  await page.goto('/settings');
  await page.getByTestId('import-file').setInputFiles(file);
  const confirm = page.getByRole('dialog', { name: 'Replace everything?' });
  // The device holds the two logs and the one setting it ever saved: its time zone.
  await expect(confirm).toContainText('It holds 2 water logs and 1 setting.');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Replace Everything' }).click();
  await expect(toast(page)).toContainText('Data Imported');
  await page.goto('/water');
  await expect(page.getByTestId('water-total')).toHaveText('24');
  await waitForSynced(page);
  expect((await serverRows<{ amount: number }>(request, 'waterLogs')).map((log) => log.amount).sort()).toEqual([16, 8].sort());

  // A bad file: nothing changes, and the screen says why.
  await page.goto('/settings');
  const bad: [name: string, content: string, message: RegExp][] = [
    ['notes.txt', 'just some text', /it is not JSON/],
    ['other.json', '{"format":"something-else"}', /Import file is not a Ninety export/],
    ['broken.json', JSON.stringify({ ...exported, records: { ...exported.records, waterLogs: [{ id: 'x', amount: 8 }] } }), /waterLogs\[0\]/],
  ];
  for (const [name, content, message] of bad) {
    await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toContainText(message);
    await expect(page.getByRole('dialog', { name: 'Replace everything?' })).toHaveCount(0);
  }
  await page.goto('/water');
  await expect(page.getByTestId('water-total')).toHaveText('24');
});

test('settings and a weight changed offline reach the server once', async ({ page, context, request }) => {
  await page.goto('/settings');
  await waitForServiceWorker(page);
  await waitForSynced(page);
  await context.setOffline(true);
  await page.reload();
  await page.getByLabel('Daily Target (oz)').fill('96');
  await save(page).click();
  await expect(toast(page)).toContainText('Settings Saved');
  await page.goto('/analytics');
  await page.getByLabel('Current Weight (lbs)').fill('201');
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Weight Updated');
  await page.reload();
  await expect(page.getByText('2 changes waiting to sync')).toBeVisible();
  await context.setOffline(false);
  await waitForSynced(page);
  await page.reload();
  await waitForSynced(page);
  expect((await (await request.get('/api/settings')).json()).dailyTargetOz).toBe(96);
  expect((await serverRows<{ weight: number }>(request, 'weights')).map((w) => w.weight)).toEqual([201]);
});

test("a setting another phone saved while this one was editing is kept: saving sends only this phone's edits", async ({ page, context, browser, server, request }) => {
  await page.goto('/settings');
  await waitForSynced(page);
  await page.getByLabel('Daily Target (oz)').fill('100');

  // Meanwhile the other phone raises the starting HP.
  const other = await browser.newContext({ baseURL: server.url });
  try {
    const otherPage = await other.newPage();
    await otherPage.goto('/settings');
    await waitForSynced(otherPage);
    await otherPage.getByLabel('Starting HP (HP)').fill('150');
    await save(otherPage).click();
    await expect(toast(otherPage)).toContainText('Settings Saved');
    await waitForSynced(otherPage);
  } finally {
    await other.close();
  }

  // The connection comes back on this phone: the pull brings the other phone's save.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByLabel('Starting HP (HP)')).toHaveValue('150');
  await expect(page.getByLabel('Daily Target (oz)')).toHaveValue('100');
  await expect(state(page)).toHaveText('Unsaved changes');
  await save(page).click();
  await expect(toast(page)).toContainText('Settings Saved');
  await waitForSynced(page);
  expect(await (await request.get('/api/settings')).json()).toMatchObject({ dailyTargetOz: 100, startingHp: 150 });
});

test('changes not saved come back after another screen and a closed app, until saved or discarded', async ({ page, request }) => {
  const keptDrafts = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ninety-draft:')));
  await page.goto('/settings');
  await waitForSynced(page);
  await page.getByLabel('Daily Target (oz)').fill('100');
  await toggle(page, 'Water Reminders').click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Water' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByLabel('Daily Target (oz)')).toHaveValue('100');
  await expect(toggle(page, 'Water Reminders')).toHaveAttribute('aria-checked', 'false');
  await expect(state(page)).toHaveText('Unsaved changes');

  // Discarded, they are gone, here and after a reload.
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByLabel('Daily Target (oz)')).toHaveValue('128');
  await expect(toggle(page, 'Water Reminders')).toHaveAttribute('aria-checked', 'true');
  await expect(state(page)).toHaveText('All changes saved');
  await expect(page.getByRole('button', { name: 'Discard' })).toHaveCount(0);
  // Discard went with the edits; Save, beside it, has the focus it had.
  await expect(save(page)).toBeFocused();
  await page.reload();
  await expect(page.getByLabel('Daily Target (oz)')).toHaveValue('128');
  expect(await keptDrafts()).toEqual([]);

  // Kept through a reload, then saved: on the server, and no longer kept as unsaved.
  await page.getByLabel('Starting HP (HP)').fill('140');
  await page.reload();
  await expect(page.getByLabel('Starting HP (HP)')).toHaveValue('140');
  await save(page).click();
  await expect(toast(page)).toContainText('Settings Saved');
  await expect(state(page)).toHaveText('All changes saved');
  expect(await keptDrafts()).toEqual([]);
  await waitForSynced(page);
  expect((await (await request.get('/api/settings')).json()).startingHp).toBe(140);
});
