import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForSynced } from './fixtures';
import { liquidShare } from './liquid-x';
import { seedServer, waterOnDays } from './seed';


const trait = (page: Page, name: string) => page.getByTestId(`trait-${name}`);

test('a new player: every text of the dashboard, and it moves with a consistent day', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
  await expect(page.getByText('Ninety days to gold')).toBeVisible();
  // Spec §2: Home names the product once, its title with the tagline; other screens keep the
  // name in the bar at the top, a link to Home.
  await expect(page.getByText('Ninety', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Ninety', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Consistent Days' })).toBeVisible();
  await expect(page.getByTestId('consistent-days')).toHaveText('0/90');
  await expect(page.getByText('90 days to gold')).toBeVisible();
  const liquidX = page.getByRole('img', { name: /^Liquid X/ });
  await expect(liquidX).toHaveAttribute('aria-label', 'Liquid X, 0/90 consistent days filled. On track: Keep meeting one commitment a day.');
  await expect(page.getByTestId('liquid-x-state')).toHaveText('On track');
  expect(await liquidShare(page)).toBe(0);

  const hp = page.getByRole('progressbar', { name: 'HP' });
  await expect(hp).toHaveAttribute('aria-valuenow', '100');
  await expect(hp).toHaveAttribute('aria-valuemax', '100');
  await expect(page.getByTestId('hp-value')).toHaveText('100 / 100 HP');

  const badges: [kind: string, title: string, label: string][] = [
    ['daily', 'Daily Streak', '0 days'],
    ['weekly', 'Weekly Streak', '0 weeks'],
    ['monthly', 'Monthly Streak', '0 months'],
  ];
  for (const [kind, title, label] of badges) {
    const badge = page.getByTestId(`streak-${kind}`);
    await expect(badge).toContainText(title);
    await expect(badge).toContainText(label);
    await expect(badge).toHaveAttribute('data-active', 'false');
  }

  await expect(page.getByRole('heading', { name: 'Trait Progression' })).toBeVisible();
  for (const name of ['Consistency', 'Fitness', 'Finance', 'Focus', 'Resilience', 'Persuasion']) {
    await expect(trait(page, name)).toContainText(name);
    await expect(trait(page, name)).toContainText('Level 1');
    await expect(trait(page, name)).toContainText('0 / 1000 XP');
  }

  await expect(page.getByRole('heading', { name: "Today's Water" })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '0 of 128 oz today' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
  await expect(page.getByText('Add your first goals and tasks to begin your journey')).toBeVisible();
  await expectNoAxeViolations(page);

  // Reaching the water target makes today consistent: the counter, the daily streak and
  // Consistency XP all move.
  await page.getByRole('link', { name: 'Log water' }).click();
  for (let i = 0; i < 8; i += 1) await page.getByRole('button', { name: 'Add 16 oz' }).click();
  await expect(page.getByTestId('water-total')).toHaveText('128');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('consistent-days')).toHaveText('1/90');
  await expect(page.getByText('89 days to gold')).toBeVisible();
  // The first day already shows in the X: a little liquid at the foot of its strokes.
  const firstDay = await liquidShare(page);
  expect(firstDay).toBeGreaterThan(0);
  expect(firstDay).toBeLessThan(0.1);
  await expect(page.getByTestId('streak-daily')).toContainText('1 day');
  await expect(page.getByTestId('streak-daily')).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('streak-weekly')).toContainText('0 weeks');
  await expect(trait(page, 'Consistency')).toContainText('50 / 1000 XP');
  await expect(page.getByTestId('home-water-total')).toHaveText('128');

  // A first task: the Getting Started hint has done its job.
  await page.goto('/priority');
  await page.getByRole('button', { name: 'Add Task' }).click();
  await page.getByLabel('Task Title').fill('Book the dentist');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Book the dentist' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('consistent-days')).toHaveText('1/90');
  await expect(page.getByText('Add your first goals and tasks to begin your journey')).toHaveCount(0);
});

test('90 consistent days: Gold Unlocked! and a gold X', async ({ page, request }) => {
  await seedServer(request, { waterLogs: waterOnDays(Array.from({ length: 90 }, (_, i) => i + 1)) });
  await page.goto('/');
  await waitForSynced(page);
  await expect(page.getByTestId('consistent-days')).toHaveText('90/90');
  await expect(page.getByText('Gold Unlocked!')).toBeVisible();
  await expect(page.getByTestId('liquid-x-state')).toHaveText('Gold');
  await expect(page.getByRole('img', { name: /^Liquid X/ })).toHaveAttribute('data-state', 'gold');
  // The whole X in liquid: only its track's thin rim, above and below, is not.
  expect(await liquidShare(page)).toBeGreaterThan(0.93);
  await expect(page.getByTestId('streak-daily')).toContainText('90 days');
  await expect(page.getByText('Add your first goals and tasks to begin your journey')).toBeVisible();
});

test('yesterday missed: the X warns in red and says why', async ({ page, request }) => {
  await seedServer(request, { waterLogs: waterOnDays([2, 3, 4, 5]) });
  await page.goto('/');
  await waitForSynced(page);
  await expect(page.getByTestId('consistent-days')).toHaveText('4/90');
  await expect(page.getByTestId('liquid-x-state')).toHaveText('Warning');
  await expect(page.getByText('Yesterday was missed and forgiven: miss today too and the count starts over')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Liquid X/ })).toHaveAttribute('data-state', 'warning');
  // Four days of 90 show as liquid in proportion, in the warning's red.
  const share = await liquidShare(page);
  expect(share).toBeGreaterThan(0.02);
  expect(share).toBeLessThan(0.12);
  // The daily streak has no forgiveness.
  await expect(page.getByTestId('streak-daily')).toContainText('0 days');
});

test('the liquid X waves, and holds still for reduced motion', async ({ page }) => {
  const wave = page.locator('.liquid-x__wave');
  await page.goto('/');
  await expect(wave).toHaveCSS('animation-name', 'liquid-x-wave');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(wave).toHaveCSS('animation-name', 'none');
});

test("today's water sits beside the dashboard on a wide screen and below it on a phone", async ({ page }) => {
  await page.goto('/');
  const gold = page.getByRole('img', { name: /^Liquid X/ });
  const water = page.getByRole('heading', { name: "Today's Water" });
  const phone = [await gold.boundingBox(), await water.boundingBox()];
  expect(phone[1]!.y).toBeGreaterThan(phone[0]!.y + phone[0]!.height);
  await page.setViewportSize({ width: 1280, height: 900 });
  const wide = [await gold.boundingBox(), await water.boundingBox()];
  expect(wide[1]!.x).toBeGreaterThan(wide[0]!.x + wide[0]!.width);
  expect(wide[1]!.y).toBeLessThan(wide[0]!.y + wide[0]!.height);
});
