import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * The browser's own timers, kept where axe (below) finds them before `page.clock.install()`
 * replaces them: an init script added to the context first runs first, as Playwright's clock is an
 * init script of the context too.
 */
export async function keepBrowserTimers(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    (window as unknown as { browserTimers: Record<string, unknown> }).browserTimers = {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
      setInterval: window.setInterval.bind(window),
      clearInterval: window.clearInterval.bind(window),
    };
  });
}

/**
 * axe-core's script with its timers the browser's own where they were kept, the page's otherwise.
 * On a page whose clock a test has stopped, axe's timers of no delay would wait for the test to
 * move the clock, and one set while the clock moves is due a millisecond later (Playwright's
 * fake timers): a check then hung until the test's time ran out. So axe runs to its end while
 * the page's own timers (a highlight's second) stand still.
 */
const axeOnBrowserTimers = `(function (setTimeout, clearTimeout, setInterval, clearInterval) {
${axe.source}
}).apply(window, ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'].map((name) => (window.browserTimers ?? window)[name]));`;

/** An axe run on `page`, whichever clock the page is on. */
export const axeBuilder = (page: Page): AxeBuilder => new AxeBuilder({ page, axeSource: axeOnBrowserTimers });
