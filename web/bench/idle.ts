// BENCH priority-idle-script-<empty|5y>: Priority Tasks open and left alone, the main thread's
// script time over 10 s, in ms: what its countdowns' tick costs a phone while the user only looks
// (docs/decisions/0024). At 4x CPU, from the DevTools protocol's own counter.
import type { Page } from 'playwright-core';

const SETTLE_MS = 3_000;
const WINDOW_MS = 10_000;

export async function priorityIdleScriptMs(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/priority`);
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Priority Tasks' && !document.querySelector('main .loading'), null, {
    timeout: 60_000,
  });
  await page.waitForTimeout(SETTLE_MS);
  const client = await page.context().newCDPSession(page);
  try {
    await client.send('Performance.enable');
    const scriptSeconds = async () => {
      const script = (await client.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ScriptDuration');
      if (!script) throw new Error('Chromium reported no ScriptDuration');
      return script.value;
    };
    const before = await scriptSeconds();
    await page.waitForTimeout(WINDOW_MS);
    return ((await scriptSeconds()) - before) * 1000;
  } finally {
    await client.detach();
  }
}
