import { test, expect, waitForServiceWorker, waitForSynced } from './fixtures';

interface PulledLog {
  table: string;
  id: string;
  row?: { id: string; amount: number; loggedAt: string };
  deleted?: boolean;
}

test('water logged offline reaches the server once, at the time it was made', async ({ page, context, request }) => {
  await page.goto('/water');
  await expect(page.getByRole('heading', { name: 'Water Tracker' })).toBeVisible();
  await waitForServiceWorker(page);
  await waitForSynced(page);

  // No signal at the gym: the app still starts.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Water Tracker' })).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await expect(page.getByText('No water logged today')).toBeVisible();

  const made: { amount: number; before: number; after: number }[] = [];
  for (const amount of [8, 16]) {
    const before = Date.now();
    await page.getByRole('button', { name: `Add ${amount} oz` }).click();
    await expect(page.getByRole('listitem').filter({ hasText: `${amount} oz` })).toHaveCount(1);
    made.push({ amount, before, after: Date.now() });
  }
  await expect(page.getByTestId('water-total')).toHaveText('24');
  await expect(page.getByRole('progressbar', { name: '24 of 128 oz today' })).toHaveAttribute('aria-valuenow', '19');
  const items = page.getByRole('list', { name: 'Hourly Intake' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first().locator('time')).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);
  await expect(page.getByText('2 changes waiting to sync')).toBeVisible();

  // Still offline, a reload keeps both logs.
  await page.reload();
  await expect(page.getByTestId('water-total')).toHaveText('24');
  await expect(items).toHaveCount(2);

  // Stay offline a while, so the time of the sync differs from the time the logs were made.
  await page.waitForTimeout(2500);
  const onlineAt = Date.now();
  await context.setOffline(false);
  await waitForSynced(page);
  await expect(page.getByText('Offline', { exact: true })).toHaveCount(0);

  async function serverLogs() {
    const pulled = (await (await request.get('/api/sync/pull')).json()) as { changes: PulledLog[] };
    return pulled.changes.filter((change) => change.table === 'waterLogs');
  }
  const logs = await serverLogs();
  expect(logs).toHaveLength(2);
  for (const { amount, before, after } of made) {
    const log = logs.find((change) => change.row?.amount === amount);
    expect(log, `${amount} oz on the server`).toBeDefined();
    const loggedAt = Date.parse(log!.row!.loggedAt);
    expect(loggedAt).toBeGreaterThanOrEqual(before - 1);
    expect(loggedAt).toBeLessThanOrEqual(after + 1);
    expect(onlineAt - loggedAt).toBeGreaterThan(2000);
  }

  // Another reload and sync: still exactly two, on the device and on the server.
  await page.reload();
  await waitForSynced(page);
  await expect(page.getByTestId('water-total')).toHaveText('24');
  await expect(items).toHaveCount(2);
  expect(await serverLogs()).toHaveLength(2);
  const today = await (await request.get('/api/water/today')).json();
  expect(today.total).toBe(24);
});
