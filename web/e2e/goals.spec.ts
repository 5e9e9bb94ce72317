import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, serverRows, toast, waitForServiceWorker, waitForSynced } from './fixtures';
import { checkIn, goal, journeyDate, seedServer } from './seed';


const createDialog = (page: Page) => page.getByRole('dialog', { name: 'Create 90-Day Locked Goal' });
const card = (page: Page, title: string) => page.getByTestId('goal-card').filter({ has: page.getByRole('heading', { name: title }) });

test('create a locked goal: texts, messages, the card and a daily note', async ({ page }) => {
  await page.goto('/goals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('90-Day Locked Goals');
  await expect(page.getByText('Goals cannot be edited for 90 days.')).toBeVisible();
  await expect(page.getByText('Progress is tracked daily with read-only notes.')).toBeVisible();
  await expect(page.getByText('An early override triggers a $100.00 penalty.')).toBeVisible();
  await expect(page.getByText('An override wipes all progress and restarts the 90-day timer.')).toBeVisible();
  await expect(page.getByText('No Goals Yet')).toBeVisible();
  await expect(page.getByText('Create your first 90-day locked goal to begin your transformation journey')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New Goal' }).click();
  await expect(createDialog(page)).toBeVisible();
  const title = page.getByLabel('Goal Title');
  const description = page.getByLabel('Description');
  await expect(title).toBeFocused();
  expect(await description.evaluate((el) => el.tagName)).toBe('TEXTAREA');
  await expect(createDialog(page).getByText(/cannot be edited for 90 days\. Overriding it early costs a \$100\.00 penalty/)).toBeVisible();
  await expect(createDialog(page).getByRole('button', { name: 'Cancel' })).toBeVisible();
  await createDialog(page).getByRole('button', { name: 'Lock Goal' }).click();
  await expect(title).toHaveAccessibleDescription('Title must be at least 3 characters');
  await expect(description).toHaveAccessibleDescription(/Description must be at least 10 characters/);
  await expectNoAxeViolations(page);
  await title.fill('Read every night');
  await description.fill('Twenty pages before sleep, every night.');
  await createDialog(page).getByRole('button', { name: 'Lock Goal' }).click();
  await expect(toast(page)).toContainText('Goal Created & Locked');
  // The penalty as the spec shows it everywhere, with two decimals.
  await expect(toast(page)).toContainText('Locked for 90 days. Overriding it early costs a $100.00 penalty.');
  await expect(createDialog(page)).toBeHidden();

  const created = card(page, 'Read every night');
  await expect(created).toContainText('Twenty pages before sleep, every night.');
  await expect(created).toContainText('Locked');
  await expect(created.getByTestId('goal-days-left')).toHaveText('90 days left');
  await expect(created.getByRole('progressbar', { name: 'Read every night progress' })).toHaveAttribute('aria-valuenow', '0');
  await expect(created.getByRole('button', { name: 'Override ($100.00 penalty)' })).toBeVisible();

  // One note a day, read-only once saved.
  const note = created.getByLabel("Today's note");
  await created.getByRole('button', { name: 'Save Note' }).click();
  await expect(note).toHaveAccessibleDescription(/Please write a note/);
  await note.fill('Finished chapter three.');
  await created.getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page)).toContainText('Note Saved');
  await expect(created.getByText('Finished chapter three.')).toBeVisible();
  await expect(created.getByLabel("Today's note")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('at 0 days left the goal unlocks and can be marked achieved', async ({ page, request }) => {
  await seedServer(request, { goals: [goal('Quit sugar', 91)] });
  await page.goto('/goals');
  await waitForSynced(page);
  const finished = card(page, 'Quit sugar');
  await expect(finished).toContainText('Unlocked');
  await expect(finished.getByTestId('goal-days-left')).toHaveText('0 days left');
  await expect(finished.getByRole('button', { name: /Override/ })).toHaveCount(0);
  await finished.getByRole('button', { name: 'Mark Achieved' }).click();
  await expect(toast(page)).toContainText('Goal Achieved!');
  const today = journeyDate();
  await expect(finished).toContainText(`Achieved ${today}`);
  await page.goto('/');
  await expect(page.getByTestId('trait-Consistency')).toContainText('500 / 1000 XP');
});

test('keyboard only: a note saved and a goal marked achieved leave the focus on their card', async ({ page, request }) => {
  await seedServer(request, { goals: [goal('Quit sugar', 91), goal('Read every night', 10)] });
  await page.goto('/goals');
  await waitForSynced(page);
  // The form goes once the note is saved (read-only): its card keeps the focus, not the page.
  const reading = card(page, 'Read every night');
  await reading.getByLabel("Today's note").focus();
  await page.keyboard.type('Finished chapter three.');
  await page.keyboard.press('Tab');
  await expect(reading.getByRole('button', { name: 'Save Note' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Note Saved');
  await expect(reading.getByText('Finished chapter three.')).toBeVisible();
  await expect(reading).toBeFocused();
  // Mark Achieved goes once pressed.
  const finished = card(page, 'Quit sugar');
  await finished.getByRole('button', { name: 'Mark Achieved' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Goal Achieved!');
  await expect(finished.getByRole('button', { name: 'Mark Achieved' })).toHaveCount(0);
  await expect(finished).toBeFocused();
});

test("at midnight the day's note becomes an earlier one and the new day's note can be written", async ({ page, context, request }) => {
  await page.clock.install();
  await seedServer(request, { goals: [goal('Sleep by eleven', 10)] });
  await page.goto('/goals');
  await waitForSynced(page);
  const sleep = card(page, 'Sleep by eleven');
  await sleep.getByLabel("Today's note").fill('Lights out at 22:40.');
  await sleep.getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page)).toContainText('Note Saved');
  await expect(sleep.getByText('Lights out at 22:40.')).toBeVisible();
  await expect(sleep.getByText(/Earlier notes/)).toHaveCount(0);
  await waitForSynced(page);

  // Offline, so no sync corrects the page's clock moved on past its next midnight.
  await context.setOffline(true);
  const { untilMidnight, today } = await page.evaluate(() => {
    const now = new Date();
    return { untilMidnight: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - now.getTime(), today: new Intl.DateTimeFormat('en-CA').format(now) };
  });
  await page.clock.fastForward(untilMidnight + 60_000);
  await expect(sleep.getByLabel("Today's note")).toBeVisible();
  await expect(sleep.getByText('Earlier notes (1)')).toBeVisible();
  await expect(sleep.getByText('Lights out at 22:40.')).toBeHidden();
  await sleep.getByText('Earlier notes (1)').click();
  await expect(sleep.getByText('Lights out at 22:40.')).toBeVisible();
  await expect(sleep.getByRole('heading', { level: 4 })).toHaveText(today);
});

test('without payment keys the dialog shows the not-configured card', async ({ page, request }) => {
  await seedServer(request, { goals: [goal('Run every morning', 10)] });
  await page.goto('/goals');
  await waitForSynced(page);
  await page.getByRole('button', { name: 'Override ($100.00 penalty)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Goal Payment' });
  await expect(dialog.getByRole('heading', { name: 'Payment Error' })).toBeVisible();
  await expect(dialog).toContainText('Card payments are not configured. Add STRIPE_PUBLISHABLE_KEY');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Override ($100.00 penalty)' })).toBeFocused();
});

test('offline, the override says payment needs a connection and opens nothing', async ({ page, context, request }) => {
  await seedServer(request, { goals: [goal('Run every morning', 10)] });
  await page.goto('/goals');
  await waitForSynced(page);
  await context.setOffline(true);
  const override = page.getByRole('button', { name: 'Override ($100.00 penalty)' });
  await expect(override).toHaveAttribute('aria-disabled', 'true');
  await expect(override).toHaveAccessibleDescription('Payment needs a connection');
  // aria-disabled keeps it focusable and announced; a tap still only explains.
  await override.click({ force: true });
  await expect(toast(page)).toContainText('Payment needs a connection');
  await expect(page.getByRole('dialog', { name: 'Reset Goal Payment' })).toHaveCount(0);
});

test('a goal and its note made offline reach the server once', async ({ page, context, request }) => {
  await page.goto('/goals');
  await waitForServiceWorker(page);
  await waitForSynced(page);
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'New Goal' }).click();
  await page.getByLabel('Goal Title').fill('Sleep by eleven');
  await page.getByLabel('Description').fill('Phone away at 22:30, lights out at 23:00.');
  await page.getByRole('button', { name: 'Lock Goal' }).click();
  const made = card(page, 'Sleep by eleven');
  await made.getByLabel("Today's note").fill('Lights out at 22:50.');
  await made.getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page)).toContainText('Note Saved');
  await expect(made.getByLabel("Today's note")).toHaveCount(0);
  await page.reload();
  await expect(card(page, 'Sleep by eleven').getByText('Lights out at 22:50.')).toBeVisible();
  await context.setOffline(false);
  await waitForSynced(page);
  await page.reload();
  await waitForSynced(page);
  expect(await serverRows(request, 'goals')).toHaveLength(1);
  const notes = await serverRows<{ note: string }>(request, 'goalCheckIns');
  expect(notes.map((n) => n.note)).toEqual(['Lights out at 22:50.']);
});

test("a note refused because another device wrote that day's first keeps its words on screen", async ({ page, context, request }) => {
  const run = goal('Run every morning', 10);
  const read = goal('Read every night', 12);
  await seedServer(request, { goals: [run, read] });
  await page.goto('/goals');
  await waitForSynced(page);
  await context.setOffline(true);
  for (const [title, note] of [
    ['Run every morning', 'Ran 5 km in the rain, knees fine.'],
    ['Read every night', 'Forty pages before bed.'],
  ] as const) {
    await card(page, title).getByLabel("Today's note").fill(note);
    await card(page, title).getByRole('button', { name: 'Save Note' }).click();
    await expect(toast(page)).toContainText('Note Saved');
  }
  // Meanwhile the laptop, online, wrote today's notes first.
  const { day } = checkIn(run, 0, '');
  for (const [row, note] of [
    [run, 'Stretched after the run.'],
    [read, 'Finished the chapter.'],
  ] as const) {
    const laptop = await request.post(`/api/goals/${row.id}/checkins`, { data: { note, day } });
    expect(laptop.status(), await laptop.text()).toBe(201);
  }

  await context.setOffline(false);
  await waitForSynced(page);
  // The server's note is the day's; the ones written here are refused, and their words stay.
  await expect(card(page, 'Run every morning').getByText('Stretched after the run.')).toBeVisible();
  const banner = page.getByRole('alert').filter({ hasText: 'could not be saved' });
  const refusal = (words: string) => banner.locator('.rejections__item').filter({ hasText: words });
  const ran = refusal('Ran 5 km');
  await expect(ran).toContainText('A change could not be saved on the server: This goal already has a check-in for that day');
  await expect(ran).toContainText(`Not saved: Your note for ${day}: "Ran 5 km in the rain, knees fine."`);
  await expect(refusal('Forty pages')).toContainText(`Not saved: Your note for ${day}: "Forty pages before bed."`);
  await expectNoAxeViolations(page);
  const notes = await serverRows<{ note: string }>(request, 'goalCheckIns');
  expect(notes.map((n) => n.note).sort()).toEqual(['Finished the chapter.', 'Stretched after the run.']);

  // Each Dismiss says which refusal it takes away, so two of them are told apart by ear.
  await expect(ran.getByRole('button', { name: 'Dismiss' })).toHaveAccessibleDescription(/already has a check-in for that day.*Ran 5 km in the rain/);
  await expect(refusal('Forty pages').getByRole('button', { name: 'Dismiss' })).toHaveAccessibleDescription(/Forty pages before bed/);
  // By keyboard: the refusal dismissed hands the focus to the one left, and the last to the screen.
  await ran.getByRole('button', { name: 'Dismiss' }).press('Enter');
  await expect(ran).toHaveCount(0);
  await expect(refusal('Forty pages')).toBeFocused();
  // Moved up in place of the one dismissed, it is not left under the sticky header.
  const header = (await page.getByRole('banner').boundingBox())!;
  expect((await refusal('Forty pages').boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await page.keyboard.press('Tab');
  await expect(refusal('Forty pages').getByRole('button', { name: 'Dismiss' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
});

test('a note typed and not yet saved is still there after leaving the screen and closing the app', async ({ page, request }) => {
  await seedServer(request, { goals: [goal('Run every morning', 10)] });
  await page.goto('/goals');
  const note = card(page, 'Run every morning').getByLabel("Today's note");
  await note.fill('Knee felt fine on the hills');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goals' }).click();
  await expect(note).toHaveValue('Knee felt fine on the hills');
  await page.reload();
  await expect(note).toHaveValue('Knee felt fine on the hills');

  await note.fill('Knee felt fine on the hills, 8 km.');
  await card(page, 'Run every morning').getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page)).toContainText('Note Saved');
  await page.reload();
  await expect(card(page, 'Run every morning').getByText('Knee felt fine on the hills, 8 km.')).toBeVisible();
  await expect(note).toHaveCount(0);
  // Saved, it is no longer kept as a draft anywhere.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ninety-draft:')))).toEqual([]);
});

test('a new goal half written comes back after the app is closed, until it is cancelled', async ({ page }) => {
  await page.goto('/goals');
  await page.getByRole('button', { name: 'New Goal' }).click();
  await createDialog(page).getByLabel('Goal Title').fill('Read every night');
  await createDialog(page).getByLabel('Description').fill('Twenty pages before sleep, no phone in bed.');
  await page.reload();
  await page.getByRole('button', { name: 'New Goal' }).click();
  await expect(createDialog(page).getByLabel('Goal Title')).toHaveValue('Read every night');
  await expect(createDialog(page).getByLabel('Description')).toHaveValue('Twenty pages before sleep, no phone in bed.');

  // Cancel is the user's choice to drop it.
  await createDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'New Goal' }).click();
  await expect(createDialog(page).getByLabel('Goal Title')).toHaveValue('');
  await expect(createDialog(page).getByLabel('Description')).toHaveValue('');
});
