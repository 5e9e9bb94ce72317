import type { Page } from '@playwright/test';
import { test, expect, waitForSynced } from './fixtures';
import { quest, seedServer, waterOnDays, weight } from './seed';

/**
 * Where each heading of the main area was drawn, frame by frame, from a tap on a link of the
 * bottom bar or the header until `ms` after the screen titled `title` first showed: each
 * heading's text and every distinct top it had. The window starts at the title, not the tap,
 * because a slow machine may take seconds to fetch and run a screen's chunk, and what is
 * watched is the screen's parts once it is there.
 */
async function headingTopsAfterTap(page: Page, link: string, title: string, ms: number): Promise<Record<string, number[]>> {
  return page.evaluate(
    ([name, heading1, span]) =>
      new Promise<Record<string, number[]>>((resolve) => {
        const tops: Record<string, number[]> = {};
        let shownAt: number | undefined;
        // A screen that never shows ends the watch, and the title's assertion says so.
        const givenUpAt = performance.now() + 15_000;
        const look = () => {
          if (shownAt === undefined && document.querySelector('h1')?.textContent?.trim() === heading1) shownAt = performance.now();
          if (shownAt !== undefined) {
            for (const heading of document.querySelectorAll('main h2')) {
              const seen = (tops[heading.textContent?.trim() ?? ''] ??= []);
              const top = Math.round(heading.getBoundingClientRect().top + window.scrollY);
              if (seen.at(-1) !== top) seen.push(top);
            }
          }
          const now = performance.now();
          if (now < givenUpAt && (shownAt === undefined || now - shownAt < span)) requestAnimationFrame(look);
          else resolve(tops);
        };
        const target = [...document.querySelectorAll('nav a, header a')].find((a) => a.getAttribute('aria-label') === name || a.textContent?.trim() === name);
        (target as HTMLElement).click();
        requestAnimationFrame(look);
      }),
    [link, title, ms] as const,
  );
}

/**
 * A part of a screen read a moment after the parts below it pushed them down as it arrived:
 * Water's schedule by today's card, Training's tabs by the empty plan's card, the quest list by
 * the trait card, Priority's tips by the empty list, Settings' install guide by the form, and its
 * last cards by the list of devices the server gave. Each screen draws its parts in one go.
 */
test('each screen draws its parts in one go: no heading drawn is pushed down by a part arriving after it', async ({ page, request }) => {
  await seedServer(request, {
    waterLogs: waterOnDays([1, 2, 3]),
    weights: [weight(190, 3), weight(188, 1)],
    // Quests held, so no first round is made while the screen is watched.
    quests: [quest({ title: 'Take the stairs' }), quest({ title: 'Ask one question in the meeting' })],
  });
  // Settings once: the list of devices is the server's, and until it first answers there is
  // none kept to draw with the other cards.
  await page.goto('/settings');
  await expect(page.getByText('Pairing is off on this server')).toBeVisible();
  await page.goto('/');
  await waitForSynced(page);
  // A phone's CPU: on a quick one the reads often land in the same frame, and the parts with them.
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Each screen, with the heading that was pushed down.
  for (const [link, title, pushed] of [
    ['Water', 'Water Tracker', 'Reminder Schedule'],
    ['Training', 'Training', 'Weekly Schedule'],
    ['Quests', 'Adaptive Quests', 'Your Quests'],
    ['Priority', 'Priority Tasks', 'Tips'],
    ['Settings', 'Settings', 'Devices'],
  ] as const) {
    await page.goto('/');
    await expect(page.getByTestId('consistent-days')).toBeVisible();
    const tops = await headingTopsAfterTap(page, link, title, 2_000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(Object.keys(tops)).toContain(pushed);
    for (const [heading, drawnAt] of Object.entries(tops)) {
      expect(drawnAt, `${link}: "${heading}"`).toHaveLength(1);
    }
  }
});
