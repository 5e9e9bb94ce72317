import type { Page } from '@playwright/test';
import { test, expect, serverRows, toast, waitForServiceWorker, waitForSynced } from './fixtures';
import { HOUR, seedServer, task } from './seed';

interface ServerTask {
  id: string;
  title: string;
  createdAt: string;
  completedAt: string | null;
}
interface ServerQuest {
  id: string;
  title: string;
  startedAt: string | null;
  completedAt: string | null;
}
interface Stats {
  currentHP: number;
  traits: { traitName: string; currentXP: number; level: number }[];
}


/** What the device's Home shows: HP and each trait's "current / 1000 XP". */
async function deviceFigures(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('hp-value')).toBeVisible();
  const hp = Number((await page.getByTestId('hp-value').textContent())!.split(' / ')[0]);
  const traits: Record<string, number> = {};
  for (const name of ['Consistency', 'Fitness', 'Finance', 'Focus', 'Resilience', 'Persuasion']) {
    traits[name] = Number(await page.getByRole('progressbar', { name: `${name} XP` }).getAttribute('aria-valuenow'));
  }
  return { hp, traits };
}

test('a task and a quest made and completed offline reach the server once, at the time they were done', async ({ page, context, request }) => {
  // An overdue task from earlier took 10 HP, so the task completed today shows in HP.
  await seedServer(request, { tasks: [task({ title: 'Forgotten errand', dueAt: Date.now() - 3 * HOUR })] });
  await page.goto('/priority');
  await waitForServiceWorker(page);
  await waitForSynced(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();

  // A task, created and completed with no signal.
  const createdBefore = Date.now();
  await page.getByRole('button', { name: 'Add Task' }).click();
  await page.getByLabel('Task Title').fill('Deadlift session');
  await page.getByLabel('HP Impact').fill('20');
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Priority Task Created');
  const createdAfter = Date.now();
  const taskCard = page.getByTestId('task-card').filter({ hasText: 'Deadlift session' });
  const completedBefore = Date.now();
  await taskCard.getByRole('button', { name: 'Complete' }).click();
  await expect(taskCard).toContainText('Completed on time');
  const completedAfter = Date.now();

  // A round of quests, made on the device; one started and completed.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quests' }).click();
  const cards = page.getByTestId('quest-card');
  await expect(cards).toHaveCount(3);
  const deviceTitles = (await cards.getByRole('heading').allTextContents()).sort();
  const questTitle = deviceTitles[0]!;
  const quest = cards.filter({ has: page.getByRole('heading', { name: questTitle }) });
  const questBefore = Date.now();
  await quest.getByRole('button', { name: 'Start Quest' }).click();
  await page.getByRole('tab', { name: /^Active/ }).click();
  await quest.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(toast(page)).toContainText('Quest completed!');
  const questAfter = Date.now();

  // Still offline, a reload keeps everything.
  await page.reload();
  await page.getByRole('tab', { name: /^Completed/ }).click();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('tab', { name: /^Available/ })).toHaveAccessibleName('Available 2');
  const offline = await deviceFigures(page);
  expect(offline.hp).toBe(100);
  expect(offline.traits.Focus).toBeGreaterThanOrEqual(100);

  await page.waitForTimeout(1500);
  await context.setOffline(false);
  await waitForSynced(page);

  const tasks = await serverRows<ServerTask>(request, 'tasks');
  const made = tasks.filter((row) => row.title === 'Deadlift session');
  expect(made).toHaveLength(1);
  expect(Date.parse(made[0]!.createdAt)).toBeGreaterThanOrEqual(createdBefore - 1);
  expect(Date.parse(made[0]!.createdAt)).toBeLessThanOrEqual(createdAfter + 1);
  expect(Date.parse(made[0]!.completedAt!)).toBeGreaterThanOrEqual(completedBefore - 1);
  expect(Date.parse(made[0]!.completedAt!)).toBeLessThanOrEqual(completedAfter + 1);

  const quests = await serverRows<ServerQuest>(request, 'quests');
  expect(quests.map((row) => row.title).sort()).toEqual(deviceTitles);
  const done = quests.filter((row) => row.completedAt !== null);
  expect(done.map((row) => row.title)).toEqual([questTitle]);
  expect(Date.parse(done[0]!.startedAt!)).toBeGreaterThanOrEqual(questBefore - 1);
  expect(Date.parse(done[0]!.completedAt!)).toBeLessThanOrEqual(questAfter + 1);

  // HP and XP agree on the device and the server, and after one more reload and sync nothing
  // was counted twice.
  await page.reload();
  await waitForSynced(page);
  const online = await deviceFigures(page);
  expect(online).toEqual(offline);
  const stats = (await (await request.get('/api/stats')).json()) as Stats;
  expect(stats.currentHP).toBe(online.hp);
  expect(Object.fromEntries(stats.traits.map((t) => [t.traitName, t.currentXP]))).toEqual(online.traits);
  expect(await serverRows(request, 'tasks')).toHaveLength(2);
  expect(await serverRows(request, 'quests')).toHaveLength(3);
});
