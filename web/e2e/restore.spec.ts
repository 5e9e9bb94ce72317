import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { test, expect as journeyExpect, expectNoAxeViolations, recordHomeFigures, toast, waitForServiceWorker } from './fixtures';
import { DAY, HOUR, iso, journeyDate, quest, seedServer, task, weight } from './seed';

// Each journey here waits on pages of 5,000 records being written: some 3 s on an idle core of
// this machine, and more than 10 s (the journeys' usual wait) with the other core busy, as CI's
// can be. How long a restore takes is the benchmark's to say (first-sync-5y), not a journey's.
const expect = journeyExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** How many records of `table` the device's store holds. */
function recordsHeld(page: Page, table: 'waterLogs' | 'quests'): Promise<number> {
  return page.evaluate(async (table) => {
    const open = indexedDB.open('ninety');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    const count = db.transaction(table).objectStore(table).count();
    return new Promise<number>((resolve) => (count.onsuccess = () => resolve(count.result)));
  }, table);
}

/** 12,000 water logs, one an hour from 600 days ago: a restore of three pages (5,000 a page). */
async function seedHourlyWater(request: APIRequestContext): Promise<void> {
  const start = Date.now() - 600 * DAY;
  const waterLogs = Array.from({ length: 12_000 }, (_, i) => ({ id: randomUUID(), amount: 8, loggedAt: iso(start + i * 3_600_000) }));
  await seedServer(request, { waterLogs });
}

/**
 * The phone loses its signal as it asks for a restore's second page, as at the gym: the browser
 * goes offline and the page fails. The returned function brings the signal back, once it was
 * lost. Only the first ask cuts the signal, and the cut waits for the service worker, so a slow
 * machine's journey could reach its signal back first: it waits for the cut. The app's retries
 * while offline fail without touching the signal: one that waited for the service worker, as
 * the cut does, went offline again after the signal was back and left the browser offline for
 * good.
 */
async function signalLostAfterFirstPage(page: Page, context: BrowserContext): Promise<() => Promise<void>> {
  let cutting = false;
  let signal = false;
  let cut!: () => void;
  const lost = new Promise<void>((resolve) => (cut = resolve));
  await page.route('**/api/sync/pull*', async (route) => {
    if (!new URL(route.request().url()).searchParams.has('cursor') || signal) return route.continue();
    if (cutting) return route.abort('internetdisconnected');
    cutting = true;
    // The phone has the app installed (its screens cached): cut off before the service worker
    // holds them, a slow machine's first visit could not open another screen at all.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    cut();
    return route.abort('internetdisconnected');
  });
  return async () => {
    await lost;
    signal = true;
    await context.setOffline(false);
  };
}

/**
 * A phone restoring years of records (issue 14): the pull arrives in pages (5,000 changes each in
 * the app), the app says how far it has come, and at the end everything is there once.
 */
test('a first restore arrives in pages and says how far it has come', async ({ page, request }) => {
  await seedHourlyWater(request);
  // As on a slow phone network, the next page arrives only after the progress of the last one
  // was read: a page applied quickly would otherwise replace its figure between two looks.
  let readFiveThousand!: () => void;
  let readTenThousand!: () => void;
  const progressRead = [new Promise<void>((resolve) => (readFiveThousand = resolve)), new Promise<void>((resolve) => (readTenThousand = resolve))];
  let pagesAfterTheFirst = 0;
  await page.route('**/api/sync/pull*', async (route) => {
    if (new URL(route.request().url()).searchParams.has('cursor')) await progressRead[pagesAfterTheFirst++];
    await route.continue();
  });

  await page.goto('/analytics');
  await expect(page.getByRole('status').filter({ hasText: /Restoring 5,000 of 12,00\d/ })).toBeVisible();
  // No weight among the first page's records is not no weight at all.
  const weightTrend = page.getByRole('region', { name: 'Weight Trend' });
  await expect(weightTrend).toContainText('Still restoring your history');
  await expect(weightTrend).not.toContainText('Log your weight');
  // Nor are days whose water is still to come counted as missed: what counts every record waits.
  const figures = page.getByRole('region', { name: 'Still restoring your history' });
  await expect(figures.getByRole('progressbar', { name: 'Records restored' })).toHaveAttribute('aria-valuetext', /^5,000 of 12,00\d records$/);
  await expect(page.getByRole('region', { name: 'Last 90 Days' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Streak History' })).toHaveCount(0);
  // The first page holds the oldest logs: they are not the user's latest activity.
  const recentActivity = page.getByRole('region', { name: 'Recent Activity' });
  await expect(recentActivity).toContainText('Your latest activity will show once the rest has arrived.');
  await expect(recentActivity.getByTestId('activity-item')).toHaveCount(0);
  // What stands in for the figures is read out as well as seen: the bar's name and value, the
  // header's count, and their contrast.
  await expectNoAxeViolations(page);
  readFiveThousand();
  await expect(page.getByRole('status').filter({ hasText: /Restoring 10,000 of 12,00\d/ })).toBeVisible();
  await expect(figures.getByRole('progressbar', { name: 'Records restored' })).toHaveAttribute('aria-valuetext', /^10,000 of 12,00\d records$/);
  readTenThousand();
  await expect(page.getByText(/Restoring/)).toHaveCount(0);
  await expect(weightTrend).toContainText('Log your weight to see its trend here.');
  await expect(figures).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Last 90 Days' })).toBeVisible();
  // Now the latest: the last of 12,000 hourly logs from 600 days ago is 100 days old (the first
  // page's latest, some 390).
  await expect(recentActivity.getByTestId('activity-item')).toHaveCount(2);
  const latest = await recentActivity.locator('time').first().getAttribute('datetime');
  expect(Date.now() - Date.parse(latest!)).toBeLessThan(101 * DAY);
  expect(await recordsHeld(page, 'waterLogs')).toBe(12_000);
});

/**
 * The network lost, or the app closed, between two pages of a first restore: the device holds a
 * part of the user's history, says so until the rest has come, and goes on from the page it
 * stopped at when the app next starts, still saying how far it has come.
 */
test('a restore cut off says so, and goes on from where it stopped', async ({ page, request }) => {
  await seedHourlyWater(request);
  let cutOff = true;
  let readTenThousand!: () => void;
  const tenThousandRead = new Promise<void>((resolve) => (readTenThousand = resolve));
  const resumedPages: string[] = [];
  await page.route('**/api/sync/pull*', async (route) => {
    const cursor = new URL(route.request().url()).searchParams.get('cursor');
    if (cursor === null) return route.continue();
    if (cutOff) return route.abort('internetdisconnected');
    resumedPages.push(cursor);
    // The page after the resumed one waits until its progress was read (as in the test above).
    if (resumedPages.length > 1) await tenThousandRead;
    await route.continue();
  });

  await page.goto('/');
  const status = page.getByRole('status').filter({ hasText: 'Offline' });
  await expect(status).toBeVisible();
  await expect(status).toContainText(/Restoring 5,000 of 12,00\d/);
  // Home does not invite a user whose history is still on its way to add a first goal, nor show
  // HP and streaks counted from the part restored (with the rest, they are other figures).
  await expect(page.getByRole('heading', { name: "Today's Water" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Still restoring your history' })).toContainText(/5,000 of 12,00\d records are on this device\./);
  await expect(page.getByTestId('hp-value')).toHaveCount(0);
  await expect(page.getByTestId('consistent-days')).toHaveCount(0);
  // Today's water comes in the last pages: no pace ("No data") of the part restored, but that
  // it is still restoring.
  const todaysWater = page.getByRole('region', { name: "Today's Water" });
  await expect(todaysWater).toContainText('Still restoring');
  await expect(todaysWater).not.toContainText('No data');
  await expectNoAxeViolations(page);
  // Nor is the user "all caught up" while deadlines may be among the records still to come.
  await page.getByRole('button', { name: 'Notifications' }).click();
  const inbox = page.getByRole('dialog', { name: 'Notifications' });
  await expect(inbox).toContainText('Still restoring your history');
  await expect(inbox).not.toContainText("You're all caught up.");
  await page.keyboard.press('Escape');
  await expect(inbox).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Water' }).click();
  await expect(page.getByTestId('water-pace')).toHaveText('Still restoring');
  // Nor does an empty list say the user has none, nor Quests make a first round on its own:
  // their quests and tasks may be in the pages still to come.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quests' }).click();
  await expect(page.getByRole('region', { name: 'Your Quests' })).toContainText('Still restoring your history');
  await expect(page.getByRole('region', { name: 'Your Trait Progress' })).toHaveCount(0);
  // An export now would be a "copy of everything" holding 5,000 records: it is refused, and says
  // why. (Imported later, such a file would replace the whole history with its part.)
  await page.getByRole('link', { name: 'Settings' }).click();
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(toast(page)).toContainText(/Your history is still restoring: 5,000 of 12,00\d records are on this device\. Export once all of it has arrived/);
  expect(downloads).toBe(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Priority' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Priority Tasks');
  await expect(page.getByText('Still restoring your history')).toBeVisible();
  await expect(page.getByText(/^5,000 of 12,00\d records are on this device\./)).toBeVisible();
  await expect(page.getByText('No priority tasks yet')).toHaveCount(0);
  expect(await recordsHeld(page, 'quests')).toBe(0);

  cutOff = false;
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /Restoring 10,000 of 12,00\d/ })).toBeVisible();
  readTenThousand();
  await expect(page.getByText(/Restoring/)).toHaveCount(0);
  // Resumed from the first page's cursor, not from the beginning. (Quests' first round, below,
  // syncs again.)
  expect(resumedPages).toHaveLength(2);
  // All of it here: water only, no goal and no task, so the empty list says so, and Home invites
  // a first one.
  await expect(page.getByText('No priority tasks yet')).toBeVisible();
  await expect(page.getByText('Still restoring your history')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
  await expect(page.getByTestId('hp-value')).toBeVisible();
  await expect(todaysWater).toContainText('No data');
  await expect(page.getByRole('region', { name: 'Still restoring your history' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(inbox).toBeVisible();
  await expect(inbox).not.toContainText('Still restoring your history');
  await page.keyboard.press('Escape');
  // And with no quest among the user's records, Quests makes the first round now.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quests' }).click();
  await expect(toast(page)).toContainText('New quests generated!');
  expect(await recordsHeld(page, 'waterLogs')).toBe(12_000);
});

/**
 * The signal lost at the gym between two pages, and back a while later with the app still open:
 * the restore goes on by itself from where it stopped, and the figures come when it ends.
 */
test('a restore cut off by the network goes on when the network returns, with no reload', async ({ page, context, request }) => {
  await seedHourlyWater(request);
  const signalBack = await signalLostAfterFirstPage(page, context);

  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toContainText(/Restoring 5,000 of 12,00\d/);
  await expect(page.getByRole('region', { name: 'Still restoring your history' })).toBeVisible();
  await signalBack();
  await expect(page.getByText(/Restoring/)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
  await expect(page.getByTestId('hp-value')).toBeVisible();
  expect(await recordsHeld(page, 'waterLogs')).toBe(12_000);
});

/**
 * A new phone opened straight on Quests: its first page says at once both that the device has
 * pulled and that a restore is under way. Read apart, the first could arrive alone, and Quests
 * made a round of its own beside the quests still to come (or, refused by the store, used up its
 * one try of the visit). With the rest restored, the visit makes its first round.
 */
test('a fresh device opened on Quests makes its first round only once its restore has ended', async ({ page, context, request }) => {
  await seedHourlyWater(request);
  const signalBack = await signalLostAfterFirstPage(page, context);

  await page.goto('/quests');
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toContainText(/Restoring 5,000 of 12,00\d/);
  await expect(page.getByRole('region', { name: 'Your Quests' })).toContainText('Still restoring your history');
  // What a round of its own would have shown by now (it is made and told within a second).
  await page.waitForTimeout(1_500);
  await expect(toast(page)).toHaveCount(0);
  expect(await recordsHeld(page, 'quests')).toBe(0);

  await signalBack();
  await expect(page.getByText(/Restoring/)).toHaveCount(0);
  await expect(toast(page)).toContainText('New quests generated!');
  expect(await recordsHeld(page, 'quests')).toBe(3);
});

/**
 * What is the latest (a weight, this week's completions) and how many there are is known only
 * once every record is in, and a restore brings the newest last: cut off after its first page, no
 * screen answers with the part restored ("None yet", "None in the last 7 days.", a tab's count),
 * and each answers at the end.
 */
test('a restore cut off claims no latest weight, no week without completions, and no counts', async ({ page, context, request }) => {
  // The oldest first: 4,990 tasks and 10 quests completed years ago fill the first page; every
  // weight, and the tasks made since (one open, one completed this week), come in the second.
  const longAgo = Date.now() - 2_000 * DAY;
  const oldTasks = Array.from({ length: 4_990 }, (_, i) => task({ title: `Old task ${i}`, dueAt: longAgo + i * HOUR, completedAt: longAgo + i * HOUR - 60_000 }));
  const oldQuests = Array.from({ length: 10 }, (_, i) => quest({ title: `Old quest ${i}`, createdAt: longAgo, startedAt: longAgo, completedAt: longAgo + HOUR }));
  await seedServer(request, { tasks: oldTasks, quests: oldQuests, weights: [weight(200, 30), weight(195, 8), weight(190, 1)] });
  const dueIn = (ms: number) => ({ title: 'Call the bank', dueDate: iso(Date.now() + ms), hpImpact: 10 });
  const thisWeek = await (await request.post('/api/tasks', { data: dueIn(DAY) })).json();
  expect((await request.post(`/api/tasks/${thisWeek.id}/complete`)).ok()).toBe(true);
  expect((await request.post('/api/tasks', { data: { ...dueIn(3 * DAY), title: 'Renew the passport' } })).ok()).toBe(true);
  const signalBack = await signalLostAfterFirstPage(page, context);
  const nav = page.getByRole('navigation', { name: 'Main' });

  await page.goto('/priority');
  await expect(page.getByRole('status').filter({ hasText: /Restoring 5,000 of 5,00\d/ })).toBeVisible();
  const completed = page.getByRole('region', { name: 'Completed' });
  await expect(completed).toContainText('Still restoring your history');
  await expect(completed).not.toContainText('None in the last 7 days.');
  await expect(page.getByRole('tab', { name: 'Priority Tasks', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Quests' }).click();
  await expect(page.getByRole('tab', { name: 'Completed', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Training' }).click();
  await page.getByRole('tab', { name: 'Weight Tracker' }).click();
  await expect(page.getByText('Your current weight and its changes will show once the rest has arrived.')).toBeVisible();
  await expect(page.getByTestId('weight-current')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Stats' }).click();
  const customize = page.getByRole('region', { name: 'Customize Comparison' });
  await expect(customize).toContainText('Your latest weight is still restoring.');
  await expect(customize).not.toContainText('Track your weight to see how it compares to average');

  await signalBack();
  await expect(page.getByText(/Restoring/)).toHaveCount(0);
  await expect(customize).toContainText(`Last updated: ${journeyDate(new Date(Date.now() - DAY))}`);
  await nav.getByRole('link', { name: 'Training' }).click();
  await page.getByRole('tab', { name: 'Weight Tracker' }).click();
  await expect(page.getByTestId('weight-current')).toHaveText('190 lbs');
  await nav.getByRole('link', { name: 'Quests' }).click();
  await expect(page.getByRole('tab', { name: 'Completed 10', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Priority' }).click();
  await expect(page.getByRole('tab', { name: 'Priority Tasks 1', exact: true })).toBeVisible();
  await expect(completed).toContainText('Call the bank');
  await expect(completed).not.toContainText('Still restoring your history');
});

/**
 * The end of a first restore: Home's figures are the whole history's from the first frame they
 * show. What the device derived before the restore (a new phone's "0 days") stood on screen
 * while the whole was derived, a moment at every restore's end and seconds on a phone.
 */
test('a first restore ends on the figures of the whole history, never on those from before it', async ({ page, request }) => {
  // 12,000 water logs, one an hour up to now (three pages): every whole day's target is met.
  const start = Date.now() - 12_000 * HOUR;
  const waterLogs = Array.from({ length: 12_000 }, (_, i) => ({ id: randomUUID(), amount: 8, loggedAt: iso(start + (i + 1) * HOUR - 60_000) }));
  await seedServer(request, { waterLogs });
  const figuresDrawn = await recordHomeFigures(page);

  await page.goto('/');
  // Recorded as it is drawn: on a quick machine the restore's card stands for less than a second,
  // between two looks of an assertion that polls.
  await expect.poll(figuresDrawn).toContain('restoring');
  await expect(page.getByText(/Restoring/)).toHaveCount(0);
  await expect(page.getByTestId('consistent-days')).toHaveText(/^49\d\/90$/);
  const drawn = await figuresDrawn();
  expect(drawn.slice(drawn.indexOf('restoring'))).toEqual(['restoring', drawn.at(-1)]);
  expect(await recordsHeld(page, 'waterLogs')).toBe(12_000);
});
