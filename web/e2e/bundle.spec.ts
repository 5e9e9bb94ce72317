import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Counted from the page's own requests; a service worker would fetch every file to precache it.
test.use({ serviceWorkers: 'block' });

/** Text only the quest bank holds, and text only the workout bank holds. */
const QUEST_BANK = 'Two-Minute Starter';
const WORKOUT_BANK = 'Seated Dumbbell Shoulder Press';
/** A warning only React Router's development build carries (scripts/react-router-production.ts). */
const ROUTER_DEV_WARNING = 'You rendered descendant <Routes>';

function collectScripts(page: Page): Map<string, string> {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, await response.text());
  });
  return scripts;
}

test('the first load of / carries neither bank nor React Router\'s development build; each screen arrives as its own chunk', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
  await page.waitForLoadState('networkidle');
  // The files that carry a text, so a failure names them rather than printing every script.
  const carrying = (text: string) => [...scripts].filter(([, script]) => script.includes(text)).map(([path]) => path);
  expect(carrying(QUEST_BANK)).toEqual([]);
  expect(carrying(WORKOUT_BANK)).toEqual([]);
  expect(carrying(ROUTER_DEV_WARNING)).toEqual([]);
  expect([...scripts.keys()].some((path) => /home-screen-[\w-]+\.js$/.test(path))).toBe(true);

  const screens: [link: string, chunk: RegExp][] = [
    ['Priority', /priority-screen-[\w-]+\.js$/],
    ['Quests', /quests-screen-[\w-]+\.js$/],
    ['Water', /water-screen-[\w-]+\.js$/],
  ];
  for (const [link, chunk] of screens) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await expect.poll(() => [...scripts.keys()].some((path) => chunk.test(path))).toBe(true);
  }
  // The quest bank came with the screen that generates quests.
  await expect.poll(() => [...scripts.values()].some((text) => text.includes(QUEST_BANK))).toBe(true);
});
