import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, serverRows, toast, waitForSynced } from './fixtures';
import { fearQuest, HOUR, seedServer, task } from './seed';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Create Priority Task' });
const cards = (page: Page) => page.getByTestId('task-card');
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title }) });

test('Create Priority Task: every message of spec §5, keyboard, and the created card', async ({ page }) => {
  await page.goto('/priority');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Priority Tasks');
  await expect(page.getByText('Time-sensitive goals with HP impact')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Priority Tasks/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No priority tasks yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tips' })).toBeVisible();

  const addTask = page.getByRole('button', { name: 'Add Task' });
  await addTask.click();
  await expect(dialog(page)).toBeVisible();
  const title = page.getByLabel('Task Title');
  const dueHours = page.getByLabel('Due In (hours)');
  const hpImpact = page.getByLabel('HP Impact');
  await expect(title).toBeFocused();
  await expect(dueHours).toHaveValue('2');
  await expect(dueHours).toHaveAttribute('step', '0.5');
  await expect(hpImpact).toHaveValue('10');
  await expectNoAxeViolations(page);

  await dialog(page).getByRole('button', { name: 'Create Task' }).click();
  await expect(title).toHaveAccessibleDescription('Title must be at least 3 characters');
  await title.fill('Read the contract');
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');

  const messages: [field: typeof dueHours, value: string, message: RegExp][] = [
    [dueHours, '0', /^30 minutes to 72 hours Must be at least 30 minutes$/],
    [dueHours, '73', /^30 minutes to 72 hours Maximum 72 hours$/],
    [hpImpact, '4', /^5 to 50 HP Minimum HP impact is 5$/],
    [hpImpact, '51', /Maximum HP impact is 50/],
  ];
  for (const [field, value, message] of messages) {
    await field.fill(value);
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByText('Maximum HP impact is 50')).toBeVisible();
  await expectNoAxeViolations(page);

  // Esc closes without creating anything and gives the focus back to Add Task.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(addTask).toBeFocused();
  await expect(page.getByText('No priority tasks yet')).toBeVisible();

  // Keyboard only: open, type, Enter.
  await page.keyboard.press('Enter');
  await expect(title).toBeFocused();
  await expect(title).toHaveValue('');
  await page.keyboard.type('Read the contract');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2.5');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(toast(page)).toContainText('Priority Task Created');
  await expect(toast(page)).toContainText('Read the contract due in 2.5 hours with 10 HP impact');

  const created = card(page, 'Read the contract');
  await expect(created.getByTestId('task-countdown')).toHaveText(/^(2h 29m|2h 30m)$/);
  await expect(created.getByTestId('task-hp')).toHaveText('+10 HP');
  await expect(page.getByRole('tab', { name: 'Priority Tasks 1' })).toBeVisible();

  // Start is this device's own state, kept across a reload.
  await created.getByRole('button', { name: 'Start' }).click();
  await expect(created.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'true');
  await expect(created.getByText('Running')).toBeVisible();
  await page.reload();
  await expect(card(page, 'Read the contract').getByRole('button', { name: 'Pause' })).toBeVisible();

  await card(page, 'Read the contract').getByRole('button', { name: 'Complete' }).click();
  await expect(toast(page)).toContainText('Task Completed!');
  await expect(toast(page)).toContainText('HP has been updated based on task performance.');
  await expect(card(page, 'Read the contract')).toContainText('Completed on time');
  await expect(card(page, 'Read the contract').getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('overdue first with its penalty, then open by due time, then completed newest first', async ({ page, request }) => {
  const now = Date.now();
  await seedServer(request, {
    tasks: [
      task({ title: 'Open later', dueAt: now + 5 * HOUR }),
      task({ title: 'Done long ago', dueAt: now - 20 * HOUR, completedAt: now - 22 * HOUR }),
      task({ title: 'Overdue', dueAt: now - HOUR, hpImpact: 15 }),
      task({ title: 'Open soon', dueAt: now + HOUR }),
      task({ title: 'Done lately', dueAt: now + 3 * HOUR, completedAt: now - HOUR / 2 }),
    ],
  });
  await page.goto('/priority');
  await waitForSynced(page);
  await expect(cards(page).getByRole('heading')).toHaveText(['Overdue', 'Open soon', 'Open later', 'Done lately', 'Done long ago']);
  // The open list and the Completed section, each under its heading (no level skipped after h1).
  await expectNoAxeViolations(page);
  const overdue = card(page, 'Overdue');
  await expect(overdue.getByTestId('task-countdown')).toContainText('OVERDUE');
  await expect(overdue.getByTestId('task-hp')).toHaveText('-15 HP penalty');
  await expect(overdue).toHaveClass(/task-card--overdue/);
  // The drain shows on Home: 100, -15 an hour ago, +10 half an hour ago = 95.
  await page.goto('/');
  await expect(page.getByTestId('hp-value')).toHaveText('95 / 100 HP');
});

test('keyboard only: a task completed hands its focus to the card in its place, not to the top of the page', async ({ page, request }) => {
  const now = Date.now();
  const made = now - HOUR;
  await seedServer(request, {
    tasks: [
      task({ title: 'Book the dentist', dueAt: now + HOUR, createdAt: made }),
      task({ title: 'Renew the passport', dueAt: now + 2 * HOUR, createdAt: made }),
      task({ title: 'Call the bank', dueAt: now + 3 * HOUR, createdAt: made }),
    ],
  });
  await page.goto('/priority');
  await waitForSynced(page);
  await card(page, 'Renew the passport').getByRole('button', { name: 'Complete' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Task Completed!');
  // The next task is where the one completed was, and the focus with it: Tab reaches its Start.
  await expect(card(page, 'Call the bank')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(card(page, 'Call the bank').getByRole('button', { name: 'Start' })).toBeFocused();
  // The last open one: the one before it takes the focus.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(card(page, 'Book the dentist')).toBeFocused();
  // None left open: the list's panel, not the page.
  await card(page, 'Book the dentist').getByRole('button', { name: 'Complete' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: /Priority Tasks/ })).toHaveText(/^Priority Tasks\s*0$/);
  await expect(page.getByRole('tabpanel')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a card counts down on screen and turns overdue at its due time; each card keeps its own Start', async ({ page, request }) => {
  await page.clock.install();
  const now = Date.now();
  await seedServer(request, {
    tasks: [task({ title: 'Stretch the calves', dueAt: now + 90_000, hpImpact: 20 }), task({ title: 'Pack the gym bag', dueAt: now + 3 * HOUR, createdAt: now })],
  });
  await page.goto('/priority');
  await waitForSynced(page);
  const calves = card(page, 'Stretch the calves');
  const bag = card(page, 'Pack the gym bag');
  await expect(calves.getByTestId('task-countdown')).toHaveText(/^0h 1m$/);
  await expect(calves.getByTestId('task-hp')).toHaveText('+20 HP');
  await bag.getByRole('button', { name: 'Start' }).click();
  await expect(bag.getByText('Running')).toBeVisible();
  await expect(calves.getByText('Running')).toHaveCount(0);

  // The countdown moves on by itself, to the minute, then the card says overdue and its penalty.
  await page.clock.runFor(31_000);
  await expect(calves.getByTestId('task-countdown')).toHaveText(/^0h 0m$/);
  await expect(calves.getByTestId('task-hp')).toHaveText('+20 HP');
  await page.clock.runFor(60_000);
  await expect(calves.getByTestId('task-countdown')).toContainText('OVERDUE');
  await expect(calves.getByTestId('task-hp')).toHaveText('-20 HP penalty');
  await expect(calves).toHaveClass(/task-card--overdue/);
  await expect(cards(page).getByRole('heading')).toHaveText(['Stretch the calves', 'Pack the gym bag']);
  await expect(bag.getByTestId('task-countdown')).toContainText(/^2h 5[89]m/);
  await expect(bag.getByText('Running')).toBeVisible();

  await bag.getByRole('button', { name: 'Pause' }).click();
  await expect(bag.getByRole('button', { name: 'Start' })).toHaveAttribute('aria-pressed', 'false');
  await bag.getByRole('button', { name: 'Complete' }).click();
  await expect(toast(page)).toContainText('Task Completed!');
  await expect(bag.getByText('Completed on time')).toBeVisible();
});

test('Fear Quests: the open ones with 2× XP beside their explanation, Start Quest, Pause and Complete', async ({ page, request }) => {
  await seedServer(request, {
    quests: [fearQuest({ title: 'Cold call a stranger', description: 'Call one business and ask for feedback.' })],
  });
  await page.goto('/priority');
  await waitForSynced(page);
  // Arrow keys move between the tabs and select them.
  await page.getByRole('tab', { name: /Priority Tasks/ }).focus();
  await page.keyboard.press('ArrowRight');
  const fearTab = page.getByRole('tab', { name: 'Fear Quests' });
  await expect(fearTab).toBeFocused();
  await expect(fearTab).toHaveAttribute('aria-selected', 'true');

  const quest = page.getByTestId('fear-quest-card');
  await expect(quest.getByRole('heading')).toHaveText('Cold call a stranger');
  await expect(quest).toContainText('Call one business and ask for feedback.');
  await expect(quest).toContainText('200 XP');
  await expect(quest).toContainText('2× XP BONUS');
  // Spec §2: the tab explains fear quests beside the quests it lists, not only when it is empty.
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(/challenge your courage and award 2× XP versus regular tasks, building Resilience and Focus/)).toBeVisible();
  await expect(panel.getByText(/public speaking, cold calling and networking/)).toBeVisible();
  await expect(page.getByText('No fear quests right now')).toHaveCount(0);
  await expect(quest.getByRole('button', { name: 'Complete' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await quest.getByRole('button', { name: 'Start Quest' }).click();
  await expect(toast(page)).toContainText('Quest started!');
  await expect(toast(page)).toContainText('Good luck on your journey!');
  await expect(quest).toContainText(/0h 59m|1h 0m/);
  await quest.getByRole('button', { name: 'Pause' }).click();
  await expect(quest.getByRole('button', { name: 'Start Quest' })).toBeVisible();
  await quest.getByRole('button', { name: 'Complete' }).click();
  await expect(toast(page)).toContainText('Quest completed!');
  await expect(toast(page)).toContainText('XP awarded to your trait!');
  await expect(page.getByText('No fear quests right now')).toBeVisible();
  // The quest's Complete had the focus; with no quest left the tab's panel takes it.
  await expect(panel).toBeFocused();
  await expect(page.getByText(/award 2× XP versus regular tasks, building Resilience and Focus/)).toBeVisible();
  await expect(page.getByText(/public speaking, cold calling and networking/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a task half written comes back after the app is closed, until it is cancelled', async ({ page }) => {
  await page.goto('/priority');
  await page.getByRole('button', { name: 'Add Task' }).click();
  await dialog(page).getByLabel('Task Title').fill('Renew the passport');
  await dialog(page).getByLabel('Due In (hours)').fill('24');
  await page.reload();
  await page.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog(page).getByLabel('Task Title')).toHaveValue('Renew the passport');
  await expect(dialog(page).getByLabel('Due In (hours)')).toHaveValue('24');
  await expect(dialog(page).getByLabel('HP Impact')).toHaveValue('10');

  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Add Task' }).click();
  await expect(dialog(page).getByLabel('Task Title')).toHaveValue('');
  await expect(dialog(page).getByLabel('Due In (hours)')).toHaveValue('2');
});

test('a task made with the wrong due time is taken back from its toast, on the server too', async ({ page, request }) => {
  await page.goto('/priority');
  await waitForSynced(page);
  await page.getByRole('button', { name: 'Add Task' }).click();
  await dialog(page).getByLabel('Task Title').fill('Call the dentist');
  await dialog(page).getByLabel('Due In (hours)').fill('72');
  await dialog(page).getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(page)).toContainText('Priority Task Created');
  await waitForSynced(page);
  expect(await serverRows(request, 'tasks')).toHaveLength(1);

  // Meant 2 hours, not 72: Undo takes it back, here and on the server; it costs nothing.
  await toast(page).getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page)).toContainText('Task Undone');
  await expect(toast(page)).toContainText('Call the dentist removed');
  await expect(card(page, 'Call the dentist')).toHaveCount(0);
  await waitForSynced(page);
  expect(await serverRows(request, 'tasks')).toEqual([]);
  expect((await (await request.get('/api/stats')).json()).currentHP).toBe(100);

  // The dialog opens again with what was typed: only the due time is fixed.
  await expect(dialog(page).getByLabel('Task Title')).toHaveValue('Call the dentist');
  await expect(dialog(page).getByLabel('Due In (hours)')).toHaveValue('72');
  await dialog(page).getByLabel('Due In (hours)').fill('2');
  await dialog(page).getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(page)).toContainText('Call the dentist due in 2 hours with 10 HP impact');
  await expect(card(page, 'Call the dentist').getByTestId('task-countdown')).toHaveText(/^(1h 59m|2h 0m)$/);
  await waitForSynced(page);
  expect(await serverRows(request, 'tasks')).toHaveLength(1);
});

test('keyboard only: F8 reaches the Undo of a task just made, and the focus comes back with the dialog', async ({ page }) => {
  await page.goto('/priority');
  await waitForSynced(page);
  const addTask = page.getByRole('button', { name: 'Add Task' });
  await addTask.press('Enter');
  await page.keyboard.type('Call the dentist');
  await dialog(page).getByLabel('Due In (hours)').fill('72');
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Priority Task Created');
  await expect(addTask).toBeFocused();

  // The toast is last in the page, after the bottom bar: F8 takes the keyboard straight to it.
  await page.keyboard.press('F8');
  await expect(toast(page).getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Task Undone');
  await expect(card(page, 'Call the dentist')).toHaveCount(0);
  // The dialog opens again at its title, with what was typed; closed, it hands the focus back to Add Task.
  await expect(dialog(page).getByLabel('Task Title')).toBeFocused();
  await expect(dialog(page).getByLabel('Task Title')).toHaveValue('Call the dentist');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(addTask).toBeFocused();
});
