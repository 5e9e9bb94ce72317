// BENCH screen-open-<empty|5y>-<screen>: from a tap on the screen's entry in the bottom bar (the
// header's Settings link for Settings) to the frame that shows its content: its heading, and
// nothing in the main area still saying "Loading". Each is the median of three taps, each in an
// app just started on another screen and left to settle, at 4x CPU. screen-open-5y-settled-
// <priority|quests>: the same, on five years in which all but the last days' tasks and quests
// are done (five-years.ts).
// BENCH priority-complete-<empty|5y>: on Priority Tasks, from a tap on a task's Complete to the
// "Task Completed!" toast on screen, the median of three.
import type { Page } from 'playwright-core';
import { median } from './summaries';

export interface ScreenEntry {
  /** The line's name: screen-open-5y-<name>. */
  name: string;
  /** The link's text in the bottom bar, or the header link's name. */
  link: string;
  /** The screen's h1. */
  title: string;
}

export const SCREENS: readonly ScreenEntry[] = [
  { name: 'home', link: 'Home', title: 'Ninety' },
  { name: 'water', link: 'Water', title: 'Water Tracker' },
  { name: 'priority', link: 'Priority', title: 'Priority Tasks' },
  { name: 'training', link: 'Training', title: 'Training' },
  { name: 'goals', link: 'Goals', title: '90-Day Locked Goals' },
  { name: 'quests', link: 'Quests', title: 'Adaptive Quests' },
  { name: 'analytics', link: 'Stats', title: 'Analytics' },
  { name: 'belongings', link: 'Items', title: 'Belongings Tracker' },
  { name: 'settings', link: 'Settings', title: 'Settings' },
];

const ROUNDS = 3;
const SETTLE_MS = 1500;

/** The app started on `path`, its content shown, then left alone a moment. */
async function startOn(page: Page, url: string, path: string, title: string): Promise<void> {
  await page.goto(`${url}${path}`);
  await page.waitForFunction((heading) => document.querySelector('main h1')?.textContent === heading && !document.querySelector('main .loading'), title, {
    timeout: 60_000,
  });
  await page.waitForTimeout(SETTLE_MS);
}

/**
 * In the page: clicks what `start` returns, then looks at every frame until `done()` holds, and
 * answers the time to the frame after. Source text, so that the bench's own compiler adds
 * nothing to it that the page lacks.
 */
const TIMED = `(start, done) => new Promise((resolve, reject) => {
  const target = start();
  if (!target) return reject(new Error('nothing to tap'));
  const started = performance.now();
  target.click();
  const look = () => (done() ? requestAnimationFrame(() => resolve(performance.now() - started)) : requestAnimationFrame(look));
  requestAnimationFrame(look);
})`;

/** One tap on the screen's link, to the frame after its content is shown, in ms. */
function timedOpen(page: Page, screen: ScreenEntry): Promise<number> {
  const link = JSON.stringify(screen.link);
  const title = JSON.stringify(screen.title);
  return page.evaluate(`(${TIMED})(
    () => [...document.querySelectorAll('a')].find((a) => a.getAttribute('aria-label') === ${link} || a.textContent.trim() === ${link}),
    () => document.querySelector('main h1')?.textContent === ${title} && !document.querySelector('main .loading'),
  )`) as Promise<number>;
}

/** Each screen opened ROUNDS times from a fresh start elsewhere; the median per screen. */
export async function screenOpens(page: Page, url: string, screens: readonly ScreenEntry[] = SCREENS): Promise<Map<string, number>> {
  const opened = new Map<string, number>();
  for (const screen of screens) {
    const from = screen.name === 'home' ? { path: '/water', title: 'Water Tracker' } : { path: '/', title: 'Ninety' };
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await startOn(page, url, from.path, from.title);
      times.push(await timedOpen(page, screen));
    }
    opened.set(screen.name, median(times));
  }
  return opened;
}

/** Complete on the first task that can be completed, to the toast; the median of three. */
export async function priorityCompletes(page: Page, url: string): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await startOn(page, url, '/priority', 'Priority Tasks');
    times.push(
      (await page.evaluate(`(${TIMED})(
        () => [...document.querySelectorAll('[data-testid="task-card"] button')].find((b) => b.textContent.trim() === 'Complete' && !b.disabled),
        () => [...document.querySelectorAll('[data-testid="toast"]')].some((toast) => toast.textContent.includes('Task Completed!')),
      )`)) as number,
    );
  }
  return median(times);
}

/** Open tasks for the empty device's Complete: made on the server through its REST route. */
export async function seedOpenTasks(url: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${url}/api/tasks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: `Bench task ${i + 1}`, dueDate: new Date(Date.now() + 24 * 3_600_000).toISOString(), hpImpact: 10 }),
    });
    if (!response.ok) throw new Error(`the server answered ${response.status} to a new task`);
  }
}
