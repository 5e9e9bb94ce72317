import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, recordToasts, toast, waitForSynced } from './fixtures';
import { HOUR, seedServer, task } from './seed';

/**
 * A first visit that loses its signal before the service worker has kept the app on the device
 * (the worker is blocked here, so it never does): screens not opened yet cannot load. Each says
 * so in its place, the rest of the app goes on working, and it opens once the signal is back. One
 * slow to arrive shows that it is on its way.
 */
test.use({ serviceWorkers: 'block' });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Marks this document, so that a test can tell whether the page was reloaded since. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  return () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

test('a screen that could not load says it needs a connection, and opens when the signal returns', async ({ page, context }) => {
  await page.goto('/');
  await expect(heading(page)).toHaveText('Ninety');
  const sameDocument = await markDocument(page);
  await context.setOffline(true);

  await nav(page).getByRole('link', { name: 'Water' }).click();
  await expect(heading(page)).toHaveText('Needs a Connection Once');
  await expect(page).toHaveTitle('Needs a Connection Once · Ninety');
  await expect(page.getByText('This screen opens by itself once you are back online.')).toBeVisible();
  // The shell stays: the header, and the bottom bar with Water marked as where the user is.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Water' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  // Still offline, Try Again finds no connection: the panel stays, and the page is not reloaded
  // (a reload with no signal and no service worker would leave the browser's error page).
  // By keyboard: the panel drawn anew takes the button with it, and the screen keeps the focus.
  await page.getByRole('button', { name: 'Try Again' }).press('Enter');
  await expect(heading(page)).toHaveText('Needs a Connection Once');
  await expect(page.getByRole('main')).toBeFocused();
  // A screen already loaded still opens with no signal; back on Water, the panel again.
  await nav(page).getByRole('link', { name: 'Home' }).click();
  await expect(heading(page)).toHaveText('Ninety');
  await nav(page).getByRole('link', { name: 'Water' }).click();
  await expect(heading(page)).toHaveText('Needs a Connection Once');

  // The signal returns: Water opens by itself, in the same page.
  await context.setOffline(false);
  await expect(heading(page)).toHaveText('Water Tracker');
  await expect(page.getByRole('button', { name: 'Add 8 oz' })).toBeVisible();
  expect(await sameDocument()).toBe(true);
});

/**
 * A weak signal: Water's code is on its way, the browser still waiting for it, until the test
 * calls what this returns.
 */
async function holdBackWatersCode(page: Page): Promise<() => void> {
  let letThrough!: () => void;
  const signal = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\/assets\/water-screen-[^/]+\.js$/, async (route) => {
    await signal;
    await route.continue();
  });
  return letThrough;
}

test('a screen slow to arrive shows a moving bar, and the screen it was on stays until it opens', async ({ page }) => {
  await page.goto('/');
  await expect(heading(page)).toHaveText('Ninety');
  const letThrough = await holdBackWatersCode(page);

  await nav(page).getByRole('link', { name: 'Water' }).click();
  const bar = page.getByRole('progressbar', { name: 'Loading' });
  await expect(bar).toBeVisible();
  await expect(heading(page)).toHaveText('Ninety');
  await expectNoAxeViolations(page);

  letThrough();
  await expect(heading(page)).toHaveText('Water Tracker');
  await expect(bar).toHaveCount(0);
});

test('a slow screen left for one that opens takes its bar away, and opened again brings it back', async ({ page }) => {
  await page.goto('/');
  await expect(heading(page)).toHaveText('Ninety');
  const letThrough = await holdBackWatersCode(page);
  const bar = page.getByRole('progressbar', { name: 'Loading' });

  await nav(page).getByRole('link', { name: 'Water' }).click();
  await expect(bar).toBeVisible();
  // The user gives up on Water: Home, already loaded, opens, and nothing shown waits any more.
  await nav(page).getByRole('link', { name: 'Home' }).click();
  await expect(bar).toHaveCount(0);
  await expect(heading(page)).toHaveText('Ninety');
  await expect(nav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  // Water tapped again waits for the same load, still on its way: the bar says so again.
  await nav(page).getByRole('link', { name: 'Water' }).click();
  await expect(bar).toBeVisible();
  letThrough();
  await expect(heading(page)).toHaveText('Water Tracker');
  await expect(bar).toHaveCount(0);
});

test.describe('a retry refused by the server', () => {
  // The refusal below is the browser's to log.
  test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test('a retry that fails while the server answers reloads the page, which loads the screen', async ({ page, context }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText('Ninety');
    await context.setOffline(true);
    await nav(page).getByRole('link', { name: 'Priority' }).click();
    await expect(heading(page)).toHaveText('Needs a Connection Once');
    const sameDocument = await markDocument(page);

    // Back online, the retry fails once more, as in a browser that keeps a failed module load for
    // the life of the page (Safari): the server answers, so a reload is what loads the screen.
    let refused = 0;
    await page.route(/\/assets\/priority-screen-[^/]+\.js$/, (route) => (refused++ === 0 ? route.abort('failed') : route.continue()));
    await context.setOffline(false);
    await expect(heading(page)).toHaveText('Priority Tasks');
    expect(refused).toBe(2);
    expect(await sameDocument()).toBe(false);
  });
});

test('offline, the body diagram and the notifications say they need a connection, and load once back online', async ({ page, context, request }) => {
  // A task due within the hour: the bell has something unread whatever the time of day.
  await seedServer(request, { tasks: [task({ title: 'Call the bank', dueAt: Date.now() + HOUR / 2 })] });
  // Time runs as usual, and can be moved on: the bell draws itself again every 30 seconds.
  await page.clock.install();
  await page.goto('/workouts');
  await expect(heading(page)).toHaveText('Training');
  await waitForSynced(page);
  await context.setOffline(true);

  await page.getByRole('tab', { name: 'Muscles' }).click();
  const diagramMissing = page.getByRole('status').filter({ hasText: 'The body diagram needs a connection the first time it opens.' });
  await expect(diagramMissing).toBeVisible();
  await expect(page.getByText('Choose a muscle on the body to see how to train it.')).toBeVisible();
  await expectNoAxeViolations(page);
  // Its Try Again, still offline, by keyboard: the tab panel around it keeps the focus.
  await diagramMissing.getByRole('button', { name: 'Try Again' }).press('Enter');
  await expect(diagramMissing).toBeVisible();
  await expect(page.getByRole('tabpanel')).toBeFocused();

  // What is unread stays unread: the list that could not load showed none of it.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const unread = await bell.getAttribute('aria-label');
  const toastsShown = await recordToasts(page);
  await bell.click();
  await expect(toast(page)).toContainText('Notifications need a connection');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);
  await expect(bell).toHaveAccessibleName(unread!);
  // Said once for the tap, not again each time the bell is drawn while the list cannot load.
  await page.clock.runFor(61_000);
  expect(await toastsShown()).toEqual(['Notifications need a connection']);

  // Another tab, then back online: the Muscles tab opened again is drawn anew, and its diagram
  // loads there, though its first load failed and the signal returned while it was away.
  await page.getByRole('tab', { name: 'Weekly Schedule' }).click();
  await expect(page.getByRole('tab', { name: 'Weekly Schedule' })).toHaveAttribute('aria-selected', 'true');
  await context.setOffline(false);
  await page.getByRole('tab', { name: 'Muscles' }).click();
  await expect(page.getByRole('group', { name: 'Front of the body' }).getByRole('button')).toHaveCount(6);
  // The bell, tapped again, loads its list.
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
});
