// A phone-class browser: Debian's Chromium with the CPU slowed 4x through the DevTools protocol.
import { chromium, type Browser, type Page } from 'playwright-core';

export const CPU_SLOWDOWN = 4;

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium' });
}

/** A fresh profile (no IndexedDB, no service worker) with the phone's CPU. */
export async function phonePage(browser: Browser, options: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: options.serviceWorkers ?? 'block', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * Runs `use` on a fresh phone page and closes its context after: a page left open keeps its
 * animations and timers running at the phone's CPU and slows every figure measured after it.
 */
export async function withPhonePage<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const page = await phonePage(browser);
  try {
    return await use(page);
  } finally {
    await page.context().close();
  }
}
