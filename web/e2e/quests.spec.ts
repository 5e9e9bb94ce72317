import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, serverRows, toast, waitForSynced } from './fixtures';
import { HOUR, journeyDate, quest, seedServer } from './seed';

interface ServerQuest {
  id: string;
  title: string;
  isFear: boolean;
  xpReward: number;
  traitName: string;
  startedAt: string | null;
  completedAt: string | null;
}

const questCards = (page: Page) => page.getByTestId('quest-card');
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test('a first visit generates one round on its own; start, complete, tabs and their empty texts', async ({ page, request }) => {
  await page.goto('/quests');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adaptive Quests');
  await expect(page.getByText('The system analyzes your 6 traits and generates quests for your 3 weakest.')).toBeVisible();
  await expect(page.getByText('New quests are auto-generated.')).toBeVisible();
  await expect(page.getByText('Fear Quests earn 2x XP.')).toBeVisible();
  await expect(page.getByText('Completing quests levels up your traits.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Trait Progress' })).toBeVisible();
  await expect(page.getByTestId('trait-Focus')).toContainText('0 / 1000 XP');

  // One round, on its own: three quests, one of them a fear quest worth twice its base.
  await expect(toast(page)).toContainText('New quests generated!');
  await expect(toast(page)).toContainText('Adaptive quests tailored to your weakest traits');
  await expect(questCards(page)).toHaveCount(3);
  await expect(tab(page, 'Available')).toHaveAccessibleName('Available 3');
  await expect(tab(page, 'Active')).toHaveAccessibleName('Active 0');
  await expect(tab(page, 'Completed')).toHaveAccessibleName('Completed 0');
  const fear = questCards(page).filter({ hasText: 'Fear Quest' });
  await expect(fear).toHaveCount(1);
  for (const difficulty of await questCards(page).locator('.badge--green, .badge--yellow, .badge--red').allTextContents()) {
    expect(['Easy', 'Medium', 'Hard']).toContain(difficulty);
  }
  await waitForSynced(page);
  const round = await serverRows<ServerQuest>(request, 'quests');
  expect(round).toHaveLength(3);
  const fearRow = round.find((quest) => quest.isFear)!;
  await expect(fear).toContainText(`${fearRow.xpReward * 2} XP`);
  await expect(fear).toContainText(fearRow.traitName);
  await expectNoAxeViolations(page);

  // Once per visit, and never while quests exist: a reload generates nothing more.
  await page.reload();
  await expect(questCards(page)).toHaveCount(3);
  await page.waitForTimeout(500);
  await expect(questCards(page)).toHaveCount(3);

  // Empty tabs say what to do.
  await tab(page, 'Active').click();
  await expect(page.getByText('No active quests. Start one from the Available tab!')).toBeVisible();
  await expectNoAxeViolations(page);
  await tab(page, 'Completed').click();
  await expect(page.getByText('No completed quests yet. Keep grinding!')).toBeVisible();
  await tab(page, 'Available').click();

  // Start the fear quest; it moves to Active.
  const title = (await fear.getByRole('heading').textContent())!;
  await fear.getByRole('button', { name: 'Start Quest' }).click();
  await expect(toast(page)).toContainText('Quest started!');
  await expect(toast(page)).toContainText('Good luck on your journey!');
  await expect(tab(page, 'Active')).toHaveAccessibleName('Active 1');
  await tab(page, 'Active').click();
  const active = questCards(page).filter({ hasText: title });
  await active.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(toast(page)).toContainText('Quest completed!');
  await expect(toast(page)).toContainText('XP awarded to your trait!');
  await tab(page, 'Completed').click();
  await expect(questCards(page).filter({ hasText: title })).toContainText(`Completed ${journeyDate()}`);
  // Its trait gains the doubled XP (and a first consistent day of the user's gives Consistency 50).
  const gained = fearRow.xpReward * 2 + (fearRow.traitName === 'Consistency' ? 50 : 0);
  await expect(page.getByRole('progressbar', { name: `${fearRow.traitName} XP` })).toHaveAttribute('aria-valuenow', String(gained));
  await expect(page.getByTestId(`trait-${fearRow.traitName}`)).toContainText(`${gained} / 1000 XP`);
  await expectNoAxeViolations(page);

  // Start the other two: Available is empty; Generate New Quests makes another round.
  await tab(page, 'Available').click();
  for (let left = 2; left > 0; left -= 1) {
    await questCards(page).first().getByRole('button', { name: 'Start Quest' }).click();
    await expect(questCards(page)).toHaveCount(left - 1);
  }
  await expect(page.getByText('No available quests. Generate new ones!')).toBeVisible();
  await page.getByRole('button', { name: 'Generate New Quests' }).click();
  await expect(questCards(page)).toHaveCount(3);
  await expect(tab(page, 'Available')).toHaveAccessibleName('Available 3');
  await waitForSynced(page);
  expect(await serverRows<ServerQuest>(request, 'quests')).toHaveLength(6);
});

test('keyboard only: a quest started hands its focus to the quest in its place, then to the tab panel', async ({ page, request }) => {
  const now = Date.now();
  // Newest first: Write the letter, Ask for feedback, Take the stairs.
  await seedServer(request, {
    quests: [
      quest({ title: 'Write the letter', createdAt: now - HOUR }),
      quest({ title: 'Ask for feedback', createdAt: now - 2 * HOUR }),
      quest({ title: 'Take the stairs', createdAt: now - 3 * HOUR }),
    ],
  });
  await page.goto('/quests');
  await waitForSynced(page);
  const named = (title: string) => questCards(page).filter({ has: page.getByRole('heading', { name: title }) });
  await expect(questCards(page).getByRole('heading')).toHaveText(['Write the letter', 'Ask for feedback', 'Take the stairs']);
  await named('Ask for feedback').getByRole('button', { name: 'Start Quest' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Quest started!');
  // Moved to Active; the quest now in its place has the focus, and Tab reaches its Start Quest.
  await expect(named('Take the stairs')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(named('Take the stairs').getByRole('button', { name: 'Start Quest' })).toBeFocused();
  // The last one: the one before it.
  await page.keyboard.press('Enter');
  await expect(named('Write the letter')).toBeFocused();
  await expect(tab(page, 'Active')).toHaveAccessibleName('Active 2');
  // None left on the tab: its panel, with the tab's empty text.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(tab(page, 'Available')).toHaveAccessibleName('Available 0');
  await expect(page.getByRole('tabpanel')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('keyboard only: Generate New Quests keeps the focus while it works and after', async ({ page, request }) => {
  await seedServer(request, { quests: [quest({ title: 'Write the letter' })] });
  await page.goto('/quests');
  await waitForSynced(page);
  const generate = page.getByRole('button', { name: 'Generate New Quests' });
  await generate.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('New quests generated!');
  await expect(tab(page, 'Available')).toHaveAccessibleName('Available 4');
  // The focus was not dropped to the page while it said "Generating...": Enter asks again.
  await expect(generate).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tab(page, 'Available')).toHaveAccessibleName('Available 7');
  await expect(generate).toBeFocused();
});

test('at 375 px the list stays where it is while Generate New Quests works', async ({ page, request }) => {
  await seedServer(request, { quests: [quest({ title: 'Write the letter' })] });
  await page.goto('/quests');
  await waitForSynced(page);
  await expect(tab(page, 'Available')).toHaveAccessibleName('Available 1');
  // Every top the tabs were drawn at, from the press to the new round listed. Wrapping by its
  // label, the button sat beside the heading while it said "Generating..." and moved the list.
  const tops = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const tabs = () => document.querySelector('[role="tablist"]')!;
        [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Generate New Quests')!.click();
        const look = () => {
          const top = Math.round(tabs().getBoundingClientRect().top + window.scrollY);
          if (seen.at(-1) !== top) seen.push(top);
          if (tabs().textContent?.includes('Available4')) resolve(seen);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  expect(tops).toHaveLength(1);
});

test.describe('a fresh device', () => {
  // page.route does not see requests a service worker handles; this one needs to hold the pull.
  test.use({ serviceWorkers: 'block' });

  test('waits for its first sync before generating, showing "No quests yet" meanwhile', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/sync/pull**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/quests');
    await expect(page.getByText('No quests yet')).toBeVisible();
    await expect(page.getByText('Click Generate New Quests to get quests for your weakest traits.')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(questCards(page)).toHaveCount(0);
    release();
    await expect(questCards(page)).toHaveCount(3);
  });
});
