import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, waitForServiceWorker, waitForSynced } from './fixtures';

/**
 * Two phones of the one user against one server (issue 5, point 5): both change the checklist
 * and log water while offline, including opposite changes to the same items at different
 * times; once both are back online every replica shows what the server holds, where the later
 * action won each conflict and nothing was lost or counted twice.
 */

interface Device {
  context: BrowserContext;
  page: Page;
}

type Row = [location: string, item: string, checked: boolean];

async function openDevice(browser: Browser, baseURL: string): Promise<Device> {
  // A context of its own is a device of its own: its own IndexedDB, clientId and outbox.
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/belongings');
  await expect(page.getByRole('heading', { name: 'Belongings Tracker' })).toBeVisible();
  await waitForServiceWorker(page);
  await waitForSynced(page);
  return { context, page };
}

const location = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const box = (page: Page, locationName: string, item: string) =>
  location(page, locationName).getByRole('checkbox', { name: item, exact: true });

async function addItems(page: Page, locationName: string, items: string[]) {
  if ((await location(page, locationName).count()) === 0) {
    await page.getByRole('button', { name: 'Add Location' }).click();
    await page.getByPlaceholder('Location name (e.g., Home, Gym, Office)').fill(locationName);
    await page.keyboard.press('Enter');
  }
  const input = location(page, locationName).getByPlaceholder('Add item...');
  for (const item of items) {
    await input.fill(item);
    await input.press('Enter');
    await expect(box(page, locationName, item)).toBeVisible();
  }
}

/** Sets a box and waits until the change is stored, so the action's time is the click's. */
async function setBox(page: Page, locationName: string, item: string, checked: boolean) {
  // The box turns once the change is stored, so it is clicked rather than set.
  if ((await box(page, locationName, item).isChecked()) !== checked) await box(page, locationName, item).click();
  await expect(box(page, locationName, item)).toBeChecked({ checked });
  // Conflicting actions must be apart in time for "the later one wins" to mean something.
  await page.waitForTimeout(50);
}

async function logWater(page: Page, amounts: number[]) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Water' }).click();
  for (const amount of amounts) {
    const before = Number(await page.getByTestId('water-total').textContent());
    await page.getByRole('button', { name: `Add ${amount} oz` }).click();
    await expect(page.getByTestId('water-total')).toHaveText(String(before + amount));
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Items' }).click();
  await expect(page.getByRole('heading', { name: 'Belongings Tracker' })).toBeVisible();
}

/** The checklist as a device shows it: location, item and box state, sorted. */
function shownChecklist(page: Page): Promise<Row[]> {
  return page.locator('.location-list [role="group"]').evaluateAll((groups) =>
    groups
      .flatMap((group) => {
        const name = document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
        return [...group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map(
          (input): [string, string, boolean] => [name, input.labels?.[0]?.textContent ?? '', input.checked],
        );
      })
      .sort(),
  );
}

test('two devices offline converge on the server: later action wins, nothing lost or doubled', async ({
  browser,
  server,
  request,
}) => {
  const a = await openDevice(browser, server.url);
  const b = await openDevice(browser, server.url);
  try {
    // Both devices know the trip's items before the signal goes.
    await addItems(a.page, 'Trip', ['Passport', 'Charger']);
    await waitForSynced(a.page);
    await b.page.reload();
    await expect(box(b.page, 'Trip', 'Passport')).toBeVisible();
    await expect(box(b.page, 'Trip', 'Charger')).toBeVisible();
    await waitForSynced(b.page);

    await a.context.setOffline(true);
    await b.context.setOffline(true);
    await expect(a.page.getByText('Offline', { exact: true })).toBeVisible();
    await expect(b.page.getByText('Offline', { exact: true })).toBeVisible();

    // First A: checks the passport, packs for the gym, drinks.
    await setBox(a.page, 'Trip', 'Passport', true);
    await addItems(a.page, 'Gym', ['Towel', 'Shoes']);
    await setBox(a.page, 'Gym', 'Towel', true);
    await logWater(a.page, [8]);

    // Later B: checks and unchecks both trip items (so B's passport uncheck is later than A's
    // check), packs for the pool, drinks.
    await setBox(b.page, 'Trip', 'Passport', true);
    await setBox(b.page, 'Trip', 'Charger', true);
    await setBox(b.page, 'Trip', 'Passport', false);
    await setBox(b.page, 'Trip', 'Charger', false);
    await addItems(b.page, 'Pool', ['Goggles', 'Cap']);
    await setBox(b.page, 'Pool', 'Goggles', true);
    await setBox(b.page, 'Pool', 'Cap', true);
    await setBox(b.page, 'Pool', 'Cap', false);
    await logWater(b.page, [12, 16]);

    // Last A: checks the charger, later than B's uncheck of it.
    await setBox(a.page, 'Trip', 'Charger', true);
    await expect(a.page.getByText(/waiting to sync/)).toBeVisible();
    await expect(b.page.getByText(/waiting to sync/)).toBeVisible();

    // B reaches the server first, A second: arrival order is the opposite of action order for
    // the passport, so "last to arrive wins" would be caught here, and "first wins" by the charger.
    await b.context.setOffline(false);
    await waitForSynced(b.page);
    await a.context.setOffline(false);
    await waitForSynced(a.page);

    const expected: Row[] = [
      ['Gym', 'Shoes', false],
      ['Gym', 'Towel', true],
      ['Pool', 'Cap', false],
      ['Pool', 'Goggles', true],
      ['Trip', 'Charger', true],
      ['Trip', 'Passport', false],
    ];
    const onServer = (await (await request.get('/api/checklist')).json()) as {
      id: string;
      locationName: string;
      itemName: string;
      checked: boolean;
    }[];
    expect(onServer.map((item): Row => [item.locationName, item.itemName, item.checked]).sort()).toEqual(expected);
    expect(new Set(onServer.map((item) => item.id)).size).toBe(onServer.length);
    const water = (await (await request.get('/api/water/today')).json()) as { total: number; logs: unknown[] };
    expect(water.total).toBe(36);
    expect(water.logs).toHaveLength(3);

    // A reload runs the start-up sync, which pulls what the other device sent meanwhile.
    for (const device of [a, b]) {
      await device.page.reload();
      await waitForSynced(device.page);
      await expect.poll(() => shownChecklist(device.page)).toEqual(expected);
      await device.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Water' }).click();
      await expect(device.page.getByTestId('water-total')).toHaveText('36');
      await expect(device.page.getByRole('list', { name: 'Hourly Intake' }).getByRole('listitem')).toHaveCount(3);
    }

    // Another round of syncing changes nothing: nothing was queued twice.
    for (const device of [a, b]) {
      await device.page.reload();
      await waitForSynced(device.page);
    }
    expect(((await (await request.get('/api/checklist')).json()) as unknown[]).length).toBe(6);
    expect(((await (await request.get('/api/water/today')).json()) as { total: number }).total).toBe(36);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
