import type { CDPSession, Page } from '@playwright/test';
import { test, expect, serverRows, waitForServiceWorker, waitForSynced } from './fixtures';

/** What the browser's Background Sync does for this app, as DevTools' Background services panel records it. */
async function recordBackgroundSync(page: Page): Promise<{ events: string[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  const events: string[] = [];
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent }) => events.push(backgroundServiceEvent.eventName));
  await cdp.send('BackgroundService.startObserving', { service: 'backgroundSync' });
  await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'backgroundSync' });
  return { events, cdp };
}

test('with the app closed, a sync that finds the server down is tried again, and the log arrives once', async ({ page, context, server }) => {
  await page.goto('/water');
  await waitForServiceWorker(page);
  await waitForSynced(page);
  const backgroundSync = await recordBackgroundSync(page);

  // At the gym with no signal: a log waits on the phone, and the app is closed.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add 8 oz' }).click();
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();
  await page.goto('about:blank');

  // The signal is back but the server is not: the browser's sync finds no server, and the
  // browser keeps it to try again (before, it counted as done and nothing tried again).
  await server.stop();
  await context.setOffline(false);
  await expect.poll(() => backgroundSync.events).toContain('sync event failed');
  expect(backgroundSync.events).not.toContain('Sync completed');

  // The server is back: the browser's next try sends the log, with no page open.
  await server.restart();
  await expect.poll(async () => (await serverRows<{ amount: number }>(page.request, 'waterLogs')).map((log) => log.amount), { timeout: 20_000 }).toEqual([8]);
  await expect.poll(() => backgroundSync.events).toContain('Sync completed');

  // Opened again: the log is there once, nothing waits, and the server still has it once.
  await page.goto('/water');
  await waitForSynced(page);
  await expect(page.getByTestId('water-total')).toHaveText('8');
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0);
  expect(await serverRows(page.request, 'waterLogs')).toHaveLength(1);
  await backgroundSync.cdp.detach();
});
