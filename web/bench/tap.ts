// BENCH tap-to-stored-p95 / tap-to-stored-5y-p95: on Water, from the tap on "+8 oz" to the ring
// showing the new total, 20 taps, the 95th percentile. The ring counts a log only once the store
// has committed it and today's logs are read again (docs/decisions/0022), so this is tap to
// committed to shown, measured in the page (a MutationObserver on the total, then a frame).
// BENCH tap-to-stored-restore-p95: the same while a first restore of five years is written:
// taps made while the page says "Restoring", at most 20.
import type { Page } from 'playwright-core';
import { percentile } from './summaries';

/** One tap on "+8 oz", to the frame after the ring shows the new total, in ms. */
function timedTap(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const total = document.querySelector('[data-testid="water-total"]')!;
        const before = total.textContent;
        const button = document.querySelector<HTMLButtonElement>('button[aria-label="Add 8 oz"]')!;
        let started = 0;
        const observer = new MutationObserver(() => {
          if (total.textContent === before) return;
          observer.disconnect();
          // Painted: the frame after the change is on screen.
          requestAnimationFrame(() => resolve(performance.now() - started));
        });
        observer.observe(total, { childList: true, characterData: true, subtree: true });
        started = performance.now();
        button.click();
      }),
  );
}

export async function tapToStored(page: Page, url: string, taps = 20): Promise<number> {
  await page.goto(`${url}/water`);
  await page.getByTestId('water-total').waitFor();
  // A device at rest: its first sync (and the time zone a first start stores) done.
  await page.waitForFunction(() => !/waiting to sync|Restoring/.test(document.body.textContent ?? ''), undefined, { timeout: 60_000 });
  await page.waitForTimeout(1000);
  const times: number[] = [];
  for (let i = 0; i < taps; i++) {
    times.push(await timedTap(page));
    await page.waitForTimeout(150);
  }
  return percentile(times, 0.95);
}

/** A fresh device opens Water on a server holding five years and taps while it restores. */
export async function tapToStoredDuringRestore(page: Page, url: string, most = 20): Promise<{ p95: number; taps: number }> {
  await page.goto(`${url}/water`);
  const restoring = page.getByText(/^Restoring/);
  await restoring.waitFor({ timeout: 60_000 });
  await page.getByTestId('water-total').waitFor();
  const times: number[] = [];
  while (times.length < most && (await restoring.count()) > 0) {
    times.push(await timedTap(page));
    await page.waitForTimeout(100);
  }
  if (times.length === 0) throw new Error('the restore ended before a tap could be made');
  return { p95: percentile(times, 0.95), taps: times.length };
}
