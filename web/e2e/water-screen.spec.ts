import type { Page } from '@playwright/test';
import { WATER_QUICK_ADD_HIGHLIGHT_MS } from '@ninety/domain';
import { test, expect, expectNoAxeViolations, expectReadableNow, stopTheClock, waitForSynced } from './fixtures';

test('empty state, quick add with its one-second highlight, and one toast at a time', async ({ page }) => {
  await page.clock.install();
  await page.goto('/water');
  await expect(page.getByText('Stay hydrated, stay sharp')).toBeVisible();
  await expect(page.getByText('No water logged today')).toBeVisible();
  await expect(page.getByText('Start tracking your hydration!')).toBeVisible();
  await expect(page.getByTestId('water-pace')).toHaveText('No data');

  // Each quick-add label stays on one line at 375 px.
  for (const amount of [8, 12, 16]) {
    const box = await page.getByRole('button', { name: `Add ${amount} oz` }).boundingBox();
    expect(box?.height).toBeLessThanOrEqual(48);
  }

  await stopTheClock(page);
  const add12 = page.getByRole('button', { name: 'Add 12 oz' });
  await add12.click();
  await expect(add12).toHaveAttribute('data-highlighted', 'true');
  await page.clock.runFor(WATER_QUICK_ADD_HIGHLIGHT_MS - 1);
  await expect(add12).toHaveAttribute('data-highlighted', 'true');
  await page.clock.runFor(1);
  await expect(add12).not.toHaveAttribute('data-highlighted', 'true');
  await page.clock.resume();
  await expect(page.getByTestId('water-total')).toHaveText('12');
  await expect(page.getByText('No water logged today')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add 16 oz' }).click();
  await page.getByRole('button', { name: 'Add 8 oz' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(page.getByTestId('toast')).toContainText('+8 oz');
  await expect(page.getByTestId('water-total')).toHaveText('36');
  await expect(page.getByTestId('water-pace')).toHaveText('Behind');
  await expectNoAxeViolations(page);
});

test('a quick add stays readable in every frame as it lights up and goes out', async ({ page }) => {
  await page.clock.install();
  await page.goto('/water');
  await expect(page.getByText('No water logged today')).toBeVisible();
  // At a fiftieth of their speed, animations that touch the colours would still be under way
  // when axe reads them; the highlight's one second is a timer, on the page's stopped clock.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.02 });
  await stopTheClock(page);

  const add8 = page.getByRole('button', { name: 'Add 8 oz' });
  await add8.click();
  await expect(add8).toHaveAttribute('data-highlighted', 'true');
  await expectReadableNow(page, '.quick-add');
  await expect(add8).toHaveAttribute('data-highlighted', 'true');
  await page.clock.runFor(WATER_QUICK_ADD_HIGHLIGHT_MS);
  await expect(add8).not.toHaveAttribute('data-highlighted', 'true');
  await expectReadableNow(page, '.quick-add');
});

test('undo removes a mis-tapped log here and on the server', async ({ page, request }) => {
  await page.goto('/water');
  await page.getByRole('button', { name: 'Add 16 oz' }).click();
  await page.getByRole('button', { name: 'Add 8 oz' }).click();
  await expect(page.getByTestId('water-total')).toHaveText('24');
  await page.getByRole('button', { name: /^Undo 16 oz at/ }).click();
  await expect(page.getByTestId('water-total')).toHaveText('8');
  await waitForSynced(page);
  await expect.poll(async () => (await (await request.get('/api/water/today')).json()).total).toBe(8);
});

test('keyboard only: an Undo hands its focus to the log in its place, and the last one to the screen', async ({ page }) => {
  await page.goto('/water');
  for (const amount of [8, 12, 16]) await page.getByRole('button', { name: `Add ${amount} oz` }).press('Enter');
  await expect(page.getByTestId('water-total')).toHaveText('36');
  const log = (amount: number) => page.getByRole('listitem').filter({ hasText: `${amount} oz` }).filter({ has: page.locator('time') });
  // Newest first: 16, 12, 8. The middle one undone, the one now in its place has the focus.
  await page.getByRole('button', { name: /^Undo 12 oz at/ }).press('Enter');
  await expect(page.getByTestId('water-total')).toHaveText('24');
  await expect(log(8)).toBeFocused();
  // Tab reaches that log's own Undo, not the top of the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Undo 8 oz at/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(log(16)).toBeFocused();
  // The last log undone: the list gives way to its empty state, and the screen keeps the focus.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('No water logged today')).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
  await expectNoAxeViolations(page);
});

/**
 * Once `refuseWrites` is up the browser refuses every write, as a full disk would, and lists
 * the stores of each in `refusedWrites`. With `fullForRecords`, every write that touches the
 * records is refused from the start: the store opens, and the first thing it cannot keep is the
 * time zone of the first start. The store binds IndexedDB's transaction when it opens, so the
 * switch is put in before the app loads.
 */
async function diskThatFills(page: Page, { fullForRecords = false } = {}): Promise<void> {
  await page.addInitScript((recordsRefused) => {
    const disk = window as { refuseWrites?: boolean; refusedWrites?: string[][] };
    disk.refuseWrites = false;
    disk.refusedWrites = [];
    const open = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, stores, mode, options) {
      const touchesRecords = typeof stores === 'string' ? stores === 'settings' : [...stores].includes('settings');
      if (mode === 'readwrite' && (disk.refuseWrites || (recordsRefused && touchesRecords))) {
        disk.refusedWrites!.push(typeof stores === 'string' ? [stores] : [...stores]);
        throw new DOMException('The disk is full', 'QuotaExceededError');
      }
      return open.call(this, stores, mode, options);
    };
  }, fullForRecords);
}

test('a log the store cannot write is never counted: the error is told, the ring stays', async ({ page }) => {
  await diskThatFills(page);
  await page.goto('/water');
  await page.getByRole('button', { name: 'Add 8 oz' }).click();
  await expect(page.getByTestId('water-total')).toHaveText('8');

  // Every total the ring shows from here on.
  await page.evaluate(() => {
    const ring = document.querySelector('[data-testid="water-total"]')!;
    const shown: string[] = [];
    (window as { shownTotals?: string[] }).shownTotals = shown;
    new MutationObserver(() => shown.push(ring.textContent ?? '')).observe(ring, { childList: true, characterData: true, subtree: true });
    (window as { refuseWrites?: boolean }).refuseWrites = true;
  });
  await page.getByRole('button', { name: 'Add 16 oz' }).click();
  // The spec's words, not the browser's ("QuotaExceededError: ...").
  await expect(page.getByTestId('toast')).toContainText('Failed to log water');
  await expect(page.getByTestId('toast')).not.toContainText('QuotaExceeded');
  await expect(page.getByTestId('water-total')).toHaveText('8');
  // Not for a moment did the ring count what was not kept.
  expect(await page.evaluate(() => (window as { shownTotals?: string[] }).shownTotals)).not.toContain('24');
  await page.reload();
  await expect(page.getByTestId('water-total')).toHaveText('8');
});

test('a disk full before the first start stored its time zone: the app opens, and says a log was not kept', async ({ page }) => {
  // The first start stores the device's time zone once the screen is up, before it syncs; the
  // disk refuses it. That is no uncaught error (the fixture fails the test on one): the zone
  // stays the browser's until a later start stores it.
  await diskThatFills(page, { fullForRecords: true });
  await page.goto('/water');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');
  const refused = () => page.evaluate(() => (window as { refusedWrites?: string[][] }).refusedWrites!.flat());
  await expect.poll(refused).toContain('settings');
  await page.getByRole('button', { name: 'Add 8 oz' }).click();
  await expect(page.getByTestId('toast')).toContainText('Failed to log water');
  await expect(page.getByTestId('water-total')).toHaveText('0');
});

test('the reminder schedule refuses bad values with their message and keeps a valid save', async ({ page, request }) => {
  await page.goto('/water');
  const interval = page.getByLabel('Reminder Interval');
  const target = page.getByLabel('Daily Target');
  await expect(page.getByLabel('Start Time')).toHaveValue('07:00');
  await expect(page.getByLabel('End Time (Quiet Hours)')).toHaveValue('22:00');
  await expect(interval).toHaveValue('90');
  await expect(target).toHaveValue('128');
  // What the saved schedule does, above it: the day's next reminder (its hour is the run's).
  const status = page.getByTestId('reminder-status');
  await expect(status).toHaveText(/^Next reminder at \d{1,2}:\d{2} [AP]M, then every 90 min to 8:30 PM, while under 128 oz\.$/);

  await interval.fill('181');
  await target.fill('63');
  await page.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(page.getByText('Reminder interval must be between 30 and 180 minutes')).toBeVisible();
  await expect(page.getByText('Daily target must be between 64 and 256 oz')).toBeVisible();
  await expect(interval).toHaveAttribute('aria-invalid', 'true');

  await interval.fill('60');
  await target.fill('96');
  await page.getByLabel('Start Time').fill('08:30');
  await page.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(page.getByTestId('toast')).toContainText('Schedule Saved');
  // Every hour from 08:30, and 21:30 the last before quiet hours at 22:00.
  const nextHourly = /Next reminder at \d{1,2}:30 [AP]M, then every 60 min to 9:30 PM, while under 96 oz\./;
  await expect(page.getByTestId('toast')).toContainText(nextHourly);
  await expect(status).toHaveText(nextHourly);
  await expect(page.getByText('Reminder interval must be between 30 and 180 minutes')).toHaveCount(0);
  // The ring measures against the new target at once.
  await expect(page.getByRole('progressbar')).toHaveAccessibleName('0 of 96 oz today');

  await page.reload();
  await expect(page.getByLabel('Reminder Interval')).toHaveValue('60');
  await expect(page.getByLabel('Daily Target')).toHaveValue('96');
  await expect(page.getByLabel('Start Time')).toHaveValue('08:30');
  await waitForSynced(page);
  const settings = await (await request.get('/api/settings')).json();
  expect(settings).toMatchObject({ reminderIntervalMin: 60, dailyTargetOz: 96, reminderStart: '08:30' });

  // The times have no message (spec §5): a schedule that ends before it starts is saved, and
  // what it does, nothing, is said where a silence would pass for a reminder that failed.
  // It is said while typed, before the save, under the times.
  const warning = page.getByTestId('schedule-draft-warning');
  await page.getByLabel('Start Time').fill('21:00');
  await expect(warning).toHaveCount(0);
  await page.getByLabel('End Time (Quiet Hours)').fill('01:00');
  await expect(warning).toHaveText('This schedule would never remind: the end time, 1:00 AM, is before the start time, 9:00 PM.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save Schedule' }).click();
  const never = 'No reminders: the end time, 1:00 AM, is before the start time, 9:00 PM.';
  await expect(page.getByTestId('toast')).toContainText(never);
  await expect(status).toHaveText(never);
  // Saved, the line above says it once; the warning is for a schedule not yet saved.
  await expect(warning).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the schedule\'s inputs side by side line up at 375 px, when one label wraps or one field is refused', async ({ page }) => {
  await page.goto('/water');
  const top = async (label: string) => (await page.getByLabel(label, { exact: true }).boundingBox())?.y;
  const height = async (text: string) => (await page.locator('label').filter({ hasText: text }).boundingBox())?.height ?? 0;
  // At this width "End Time (Quiet Hours)" takes two lines beside a "Start Time" of one.
  await expect(page.getByLabel('Start Time')).toHaveValue('07:00');
  expect(await height('End Time')).toBeGreaterThan(1.5 * (await height('Start Time')));
  expect(await top('End Time (Quiet Hours)')).toBe(await top('Start Time'));
  expect(await top('Daily Target (oz)')).toBe(await top('Reminder Interval (min)'));

  // A message under one input leaves the other where it was, beside it.
  await page.getByLabel('Reminder Interval').fill('0');
  await page.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(page.getByText('Reminder interval must be between 30 and 180 minutes')).toBeVisible();
  expect(await top('Daily Target (oz)')).toBe(await top('Reminder Interval (min)'));
  expect(await top('End Time (Quiet Hours)')).toBe(await top('Start Time'));
});

test('a schedule edited and not saved comes back after another screen, until discarded', async ({ page }) => {
  await page.goto('/water');
  await page.getByLabel('Reminder Interval').fill('45');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Water' }).click();
  await expect(page.getByLabel('Reminder Interval')).toHaveValue('45');
  await expect(page.getByLabel('Daily Target')).toHaveValue('128');

  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByLabel('Reminder Interval')).toHaveValue('90');
  await expect(page.getByRole('button', { name: 'Discard' })).toHaveCount(0);
  // Discard went with the edits; Save Schedule, beside it, has the focus it had.
  await expect(page.getByRole('button', { name: 'Save Schedule' })).toBeFocused();
  await page.reload();
  await expect(page.getByLabel('Reminder Interval')).toHaveValue('90');
});
