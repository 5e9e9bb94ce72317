import { test, expect, waitForServiceWorker, waitForSynced } from './fixtures';

const TAPS = 20;

// Nothing the ring has counted is ever lost: a log reaches the ring only once the store has
// committed it (docs/decisions/0022-the-screen-shows-what-the-store-holds.md). On a phone's CPU
// with no signal, the page is reloaded the instant the ring moves, as a phone does when the app
// is swiped away, twenty times; every log the ring showed is there after each reload, and all
// of them reach the server once the connection returns.
test('offline at 4x CPU, a reload the instant the ring changes keeps every log, 20 times', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await page.goto('/water');
  await waitForServiceWorker(page);
  await waitForSynced(page);
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const total = page.getByTestId('water-total');
  await page.reload();
  await expect(total).toHaveText('0');
  for (let tap = 1; tap <= TAPS; tap += 1) {
    const reloaded = page.waitForEvent('load');
    // Set in the page, so the reload starts in the same task as the change it saw.
    await page.evaluate(() => {
      const ring = document.querySelector('[data-testid="water-total"]')!;
      const before = ring.textContent;
      new MutationObserver(() => {
        if (ring.textContent !== before) location.reload();
      }).observe(ring, { childList: true, characterData: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Add 8 oz' }).click();
    await reloaded;
    await expect(total, `after tap ${tap}`).toHaveText(String(8 * tap));
  }
  await expect(page.getByText(`${TAPS} changes waiting to sync`)).toBeVisible();

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.setOffline(false);
  await waitForSynced(page, 30_000);
  const today = await (await request.get('/api/water/today')).json();
  expect(today.logs).toHaveLength(TAPS);
  expect(today.total).toBe(8 * TAPS);
});
