// BENCH tap-to-screen-p95: on Water, from the tap on "+8 oz" to the ring showing the new total,
// measured in the page (a MutationObserver on the total), 20 taps, the 95th percentile.
import type { Page } from 'playwright-core';
import { percentile } from './phone';

export async function tapToScreen(page: Page, url: string, taps = 20): Promise<number> {
  await page.goto(`${url}/water`);
  await page.getByTestId('water-total').waitFor();
  await page.waitForTimeout(1000);
  const times: number[] = [];
  for (let i = 0; i < taps; i++) {
    times.push(
      await page.evaluate(
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
      ),
    );
    await page.waitForTimeout(150);
  }
  return percentile(times, 0.95);
}
