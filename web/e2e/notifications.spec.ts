import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForSynced } from './fixtures';
import { goal, HOUR, seedServer, setting, task } from './seed';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const inbox = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

// A reminder every 30 minutes all day with no quiet hours, so one is due whenever this runs.
const ALL_DAY_REMINDERS = [
  setting('reminderStart', '00:00'),
  setting('reminderEnd', '23:59'),
  setting('reminderIntervalMin', 30),
  setting('quietHoursStart', '00:00'),
  setting('quietHoursEnd', '00:00'),
];


test('the bell: unread dot, the four kinds, each opening its screen, read kept on the device', async ({ page, request }) => {
  const now = Date.now();
  await seedServer(request, {
    tasks: [task({ title: 'Pay rent', dueAt: now - 2 * HOUR }), task({ title: 'Call the bank', dueAt: now + HOUR / 2 })],
    goals: [goal('Run every day', 91)],
    settings: ALL_DAY_REMINDERS,
  });
  await page.goto('/');
  await waitForSynced(page);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 4 unread');
  await expect(page.getByTestId('unread-dot')).toHaveText('4');

  await bell(page).click();
  await expect(inbox(page)).toBeVisible();
  const entries = inbox(page).getByRole('link');
  await expect(entries).toHaveCount(4);
  await expect(inbox(page).getByText('Task overdue')).toBeVisible();
  await expect(inbox(page).getByText('"Pay rent" is overdue: -10 HP.')).toBeVisible();
  await expect(inbox(page).getByText('Task due soon')).toBeVisible();
  await expect(inbox(page).getByText('"Call the bank" is due within the hour.')).toBeVisible();
  await expect(inbox(page).getByText('Time to drink water')).toBeVisible();
  await expect(inbox(page).getByText('0 of 128 oz so far today.')).toBeVisible();
  await expect(inbox(page).getByText('Goal finished')).toBeVisible();
  await expect(inbox(page).getByText('"Run every day" reached its 90 days. Mark it achieved for +500 XP.')).toBeVisible();
  await expect(inbox(page).getByText('New')).toHaveCount(4);
  await expectNoAxeViolations(page);

  // Opening the list read them all: the dot goes, and stays gone after a reload.
  await page.keyboard.press('Escape');
  await expect(inbox(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // Each entry opens its screen.
  const opens: [text: string, heading: string][] = [
    ['Goal finished', '90-Day Locked Goals'],
    ['Time to drink water', 'Water Tracker'],
    ['Task overdue', 'Priority Tasks'],
  ];
  for (const [text, heading] of opens) {
    await bell(page).click();
    await expect(inbox(page).getByText('New')).toHaveCount(0);
    await inbox(page).getByRole('link').filter({ hasText: text }).click();
    await expect(inbox(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  // A new event is unread: a task that comes due within the hour.
  await page.goto('/priority');
  await page.getByRole('button', { name: 'Add Task' }).click();
  await page.getByLabel('Task Title').fill('Stretch');
  await page.getByLabel('Due In (hours)').fill('0.5');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('unread-dot')).toBeVisible();
  await bell(page).click();
  await expect(inbox(page).getByRole('link').filter({ hasText: '"Stretch" is due within the hour.' })).toContainText('New');
  await expect(inbox(page).getByRole('link').filter({ hasText: 'Pay rent' })).not.toContainText('New');
});

test('the Settings toggles decide what the inbox lists', async ({ page, request }) => {
  const now = Date.now();
  await seedServer(request, {
    tasks: [task({ title: 'Pay rent', dueAt: now - 2 * HOUR })],
    goals: [goal('Run every day', 91)],
    settings: [...ALL_DAY_REMINDERS, setting('taskDeadlineAlerts', false)],
  });
  await page.goto('/');
  await waitForSynced(page);
  await bell(page).click();
  await expect(inbox(page).getByRole('link')).toHaveCount(2);
  await expect(inbox(page).getByText('Task overdue')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await seedServer(request, {
    tasks: [task({ title: 'Pay rent', dueAt: now - 2 * HOUR })],
    settings: [...ALL_DAY_REMINDERS, setting('waterReminders', false)],
  });
  await page.reload();
  await waitForSynced(page);
  await bell(page).click();
  await expect(inbox(page).getByRole('link')).toHaveText([/Task overdue/]);
  await page.keyboard.press('Escape');

  await seedServer(request, { tasks: [task({ title: 'Pay rent', dueAt: now - 2 * HOUR })], settings: [setting('notificationsEnabled', false)] });
  await page.reload();
  await waitForSynced(page);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).click();
  await expect(inbox(page).getByText('Notifications are off')).toBeVisible();
  await inbox(page).getByRole('link', { name: 'Open Settings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
});
