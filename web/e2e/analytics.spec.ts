import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, holdDatabase, serverRows, toast, waitForSynced, wordsSplitAcrossLines } from './fixtures';
import { HOUR, iso, journeyDate, quest, seedServer, task, waterOnDays, weight } from './seed';


const statCard = (page: Page, title: string) => page.getByTestId('stat-card').filter({ hasText: title });
const row = (page: Page, label: string) => page.getByTestId('comparison-row').filter({ hasText: label });

test('a new user: every title, the figures at zero, and the empty activity', async ({ page }) => {
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics');
  await expect(page.getByText('Track your progress and insights')).toBeVisible();
  await expect(statCard(page, 'Completion Rate')).toContainText('0%');
  await expect(statCard(page, 'Completion Rate')).toContainText('Steady');
  await expect(statCard(page, 'Water Pace')).toContainText('No data');
  await expect(statCard(page, 'XP Earned')).toContainText('0 XP');
  await expect(page.getByRole('heading', { name: 'vs. Average Male (Age 28)' })).toBeVisible();
  await expect(row(page, 'Weight')).toContainText('235 lbs (default)');
  await expect(row(page, 'Water Today')).toContainText('Below average');
  await expect(page.getByText('Track your weight to see how it compares to average')).toBeVisible();
  for (const label of ['Priority Tasks', 'Water Intake', 'Consistency', 'Streaks']) {
    await expect(page.getByRole('progressbar', { name: label })).toHaveAttribute('aria-valuenow', '0');
  }
  await expect(page.getByText('No activity yet')).toBeVisible();
  await expect(page.getByText('Start logging water or completing tasks to see activity')).toBeVisible();
  await expect(page.getByTestId('history-daily')).toHaveText('0 days');
  await expect(page.getByTestId('history-weekly')).toHaveText('0 weeks');
  await expect(page.getByTestId('history-monthly')).toHaveText('0 months');
  await expect(page.getByTestId('calendar-summary')).toHaveText('In the last 90 days: 0 consistent, 0 forgiven misses, 0 missed.');
  await expectNoAxeViolations(page);
});

test('with history: trends in words, the comparison, recent activity, streaks, calendar and weight', async ({ page, request }) => {
  const now = Date.now();
  await seedServer(request, {
    tasks: [
      task({ title: 'Call the bank', dueAt: now + HOUR, completedAt: now - 3 * HOUR, hpImpact: 15 }),
      task({ title: 'Pay rent', dueAt: now + 2 * HOUR, completedAt: now - 2 * HOUR }),
      task({ title: 'Book dentist', dueAt: now + 5 * HOUR }),
    ],
    waterLogs: [...waterOnDays([2, 3, 4, 6, 7]), { id: crypto.randomUUID(), amount: 100, loggedAt: iso(now - 60_000) }],
    // Six quests of 100 XP done today, so that XP Earned reaches four digits.
    quests: Array.from({ length: 6 }, (_, i) => quest({ title: `Quest ${i + 1}`, startedAt: now - 2 * HOUR, completedAt: now - HOUR })),
  });
  await page.goto('/analytics');
  await waitForSynced(page);
  await expect(statCard(page, 'Completion Rate')).toContainText('66%');
  await expect(statCard(page, 'Completion Rate')).toContainText('Trending up');
  await expect(statCard(page, 'Water Pace')).toContainText('On Track');
  await expect(statCard(page, 'Water Pace')).toContainText('Trending up');
  // 6 quests (600), the tasks on time (5 x 15 and 5 x 10 to Focus), 6 consistent days (300).
  await expect(statCard(page, 'XP Earned')).toContainText('1,025 XP');
  await expect(row(page, 'Water Today')).toContainText('100 oz');
  await expect(row(page, 'Water Today')).toContainText('Better than average');

  const activity = page.getByTestId('activity-item');
  await expect(activity).toHaveCount(4);
  await expect(activity.nth(0)).toContainText('100oz');
  await expect(activity.nth(0)).toContainText('+2 HP');
  await expect(activity.nth(1)).toContainText('Pay rent');
  await expect(activity.nth(1)).toContainText('+10 HP');
  await expect(activity.nth(2)).toContainText('Call the bank');
  await expect(activity.nth(2)).toContainText('+15 HP');
  await expect(activity.nth(3)).toContainText('128oz');

  // Today (tasks on time), and 2, 3, 4 days ago; 1 day ago missed, forgiven: the daily streak
  // is 1 and the gold counter keeps going.
  await expect(page.getByTestId('history-daily')).toHaveText('1 day');
  await expect(page.getByTestId('calendar-summary')).toHaveText('In the last 90 days: 6 consistent, 2 forgiven misses, 0 missed.');
  await expect(page.locator('.calendar [data-state="forgiven"]')).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('the stat cards keep each word whole on a 375 and a 320 px phone', async ({ page, request }) => {
  // The longest figures: today's water complete, and XP in five digits.
  const now = Date.now();
  await seedServer(request, {
    waterLogs: waterOnDays([0]),
    quests: Array.from({ length: 100 }, (_, i) => quest({ title: `Quest ${i + 1}`, startedAt: now - 2 * HOUR, completedAt: now - HOUR })),
  });
  await page.goto('/analytics');
  await waitForSynced(page);
  await expect(statCard(page, 'Water Pace')).toContainText('Complete');
  await expect(statCard(page, 'XP Earned')).toContainText(/\d{2},\d{3} XP/);
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await wordsSplitAcrossLines(page.locator('.stat-cards')), `at ${width} px`).toEqual([]);
  }
});

test('Recent Activity tells a task completed late as bringing no HP, as the HP bar counts it', async ({ page, request }) => {
  const now = Date.now();
  await seedServer(request, {
    tasks: [
      task({ title: 'Renew the passport', dueAt: now - 3 * HOUR, completedAt: now - HOUR, hpImpact: 20 }),
      task({ title: 'Pay rent', dueAt: now + HOUR, completedAt: now - 2 * HOUR }),
    ],
  });
  await page.goto('/analytics');
  await waitForSynced(page);
  const activity = page.getByTestId('activity-item');
  await expect(activity).toHaveCount(2);
  await expect(activity.nth(0)).toContainText('Renew the passport');
  await expect(activity.nth(0)).toContainText('Late: no HP');
  await expect(activity.nth(0)).not.toContainText('+20 HP');
  await expect(activity.nth(1)).toContainText('Pay rent');
  await expect(activity.nth(1)).toContainText('+10 HP');
  // Home agrees: 100, less the 20 drained when the passport was found overdue, plus the rent's 10.
  await page.goto('/');
  await expect(page.getByTestId('hp-value')).toHaveText('90 / 100 HP');
});

test('a weight updated wrong is taken back from its toast: the comparison and the server are as before', async ({ page, request }) => {
  await seedServer(request, { weights: [weight(181, 3)] });
  await page.goto('/analytics');
  await waitForSynced(page);
  const lastUpdated = page.getByText(/^Last updated: /);
  const before = await lastUpdated.textContent();
  await expect(row(page, 'Weight')).toContainText('181 lbs');
  const input = page.getByLabel('Current Weight (lbs)');
  await input.fill('118');
  await input.press('Enter');
  await expect(toast(page)).toContainText('Weight Updated');
  await expect(row(page, 'Weight')).toContainText('118 lbs');
  await expect(lastUpdated).toHaveText(`Last updated: ${journeyDate()}`);

  await toast(page).getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page)).toContainText('Weight Undone');
  await expect(row(page, 'Weight')).toContainText('181 lbs');
  await expect(lastUpdated).toHaveText(before!);
  await waitForSynced(page);
  expect((await serverRows<{ weight: number }>(request, 'weights')).map((entry) => entry.weight)).toEqual([181]);
});

test('Customize Comparison: the age kept in settings, and the weight with its messages', async ({ page, request }) => {
  await page.goto('/analytics');
  await waitForSynced(page);
  const age = page.getByLabel('Your Age');
  await age.fill('41');
  await age.press('Enter');
  await expect(page.getByRole('heading', { name: 'vs. Average Male (Age 41)' })).toBeVisible();
  await age.fill('17');
  await age.blur();
  await expect(age).toHaveAccessibleDescription(/Age must be between 18 and 100/);
  await expect(page.getByRole('heading', { name: 'vs. Average Male (Age 41)' })).toBeVisible();
  // Not a number: 28.
  await age.fill('');
  await age.press('Enter');
  await expect(page.getByRole('heading', { name: 'vs. Average Male (Age 28)' })).toBeVisible();
  await expect(age).toHaveValue('28');
  await age.fill('35');
  await age.blur();
  await expect(page.getByRole('heading', { name: 'vs. Average Male (Age 35)' })).toBeVisible();

  const weight = page.getByLabel('Current Weight (lbs)');
  for (const bad of ['49', '501', '180.5']) {
    await weight.fill(bad);
    await weight.press('Enter');
    await expect(toast(page)).toContainText('Invalid Weight');
    await expect(toast(page)).toContainText('Please enter a weight between 50 and 500 lbs');
  }
  // A weight typed and not saved survives a reload; once saved, it is gone from the input.
  await weight.fill('190');
  await page.reload();
  await expect(weight).toHaveValue('190');
  // While the save is under way, Update says "Saving...".
  const release = await holdDatabase(page);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await release();
  await expect(toast(page)).toContainText('Weight Updated');
  await expect(row(page, 'Weight')).toContainText('190 lbs');
  await expect(row(page, 'Weight')).toContainText('10 lbs above average');
  const today = journeyDate();
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
  await expect(page.getByTestId('weight-trend-summary')).toHaveText(`One entry: 190 lbs on ${today}.`);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'vs. Average Male (Age 35)' })).toBeVisible();
  await expect(weight).toHaveValue('');
  await waitForSynced(page);
  expect((await (await request.get('/api/settings')).json()).age).toBe(35);
  expect((await serverRows<{ weight: number }>(request, 'weights')).map((w) => w.weight)).toEqual([190]);
});
