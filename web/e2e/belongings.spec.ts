import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, holdDatabase, waitForSynced } from './fixtures';

const toast = (page: Page) => page.getByTestId('toast');
const location = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function addLocation(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Location' }).click();
  await page.getByPlaceholder('Location name (e.g., Home, Gym, Office)').fill(name);
  await page.keyboard.press('Enter');
  await expect(location(page, name)).toBeVisible();
}

async function addItem(page: Page, locationName: string, itemName: string) {
  await location(page, locationName).getByPlaceholder('Add item...').fill(itemName);
  await location(page, locationName).getByRole('button', { name: `Add item to ${locationName}` }).click();
  await expect(location(page, locationName).getByRole('checkbox', { name: itemName, exact: true })).toBeVisible();
}

test('a location and its items: add, check, count, delete, reset, and bad names refused', async ({ page, request }) => {
  await page.goto('/belongings');
  await expect(page.getByRole('heading', { name: 'Belongings Tracker', level: 1 })).toBeVisible();
  await expect(page.getByText('GPS-powered checklist to never forget your essentials')).toBeVisible();
  await expect(page.getByText('No locations yet. Add your first location to start tracking belongings.')).toBeVisible();

  // An empty name is refused with the spec's toast, and nothing is listed.
  await page.getByRole('button', { name: 'Add Location' }).click();
  await expect(page.getByRole('button', { name: 'Add Location' })).toHaveAttribute('aria-expanded', 'true');
  const nameInput = page.getByPlaceholder('Location name (e.g., Home, Gym, Office)');
  await expect(nameInput).toBeFocused();
  await nameInput.fill('   ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page)).toContainText('Invalid Location');
  await expect(toast(page)).toContainText('Please enter a location name');

  // Enter saves; the location exists on screen only, with its item input focused.
  await nameInput.fill('  Gym ');
  await nameInput.press('Enter');
  await expect(toast(page)).toContainText('Location Added');
  const gym = location(page, 'Gym');
  await expect(gym.getByText('No items yet. Add your first item above.')).toBeVisible();
  await expect(gym.getByPlaceholder('Add item...')).toBeFocused();
  await expect(gym.getByTestId('location-count')).toHaveText('0/0 checked');

  await gym.getByRole('button', { name: 'Add item to Gym' }).click();
  await expect(toast(page)).toContainText('Invalid Item');
  await expect(toast(page)).toContainText('Please enter an item name');

  // Enter adds, as does the button.
  await gym.getByPlaceholder('Add item...').fill('Towel');
  await gym.getByPlaceholder('Add item...').press('Enter');
  await expect(toast(page)).toContainText('Item Added');
  await expect(gym.getByPlaceholder('Add item...')).toHaveValue('');
  await addItem(page, 'Gym', 'Shoes');
  await addItem(page, 'Gym', 'Water bottle');
  await expect(gym.getByTestId('location-count')).toHaveText('0/3 checked');

  // Checking strikes the name through (not by colour alone) and counts it. The box shows what
  // the store holds: it turns once the check is kept, a moment after the click.
  const towel = gym.getByRole('checkbox', { name: 'Towel' });
  await towel.click();
  await expect(towel).toBeChecked();
  await expect(gym.locator('label', { hasText: 'Towel' })).toHaveCSS('text-decoration-line', 'line-through');
  await expect(gym.locator('label', { hasText: 'Shoes' })).toHaveCSS('text-decoration-line', 'none');
  await expect(gym.getByTestId('location-count')).toHaveText('1/3 checked');
  await expectNoAxeViolations(page);

  await gym.getByRole('button', { name: 'Delete Shoes' }).click();
  await expect(toast(page)).toContainText('Item Deleted');
  await expect(gym.getByRole('checkbox', { name: 'Shoes' })).toHaveCount(0);
  await expect(gym.getByTestId('location-count')).toHaveText('1/2 checked');

  // The item input is bound only to its own location.
  await addLocation(page, 'Office');
  await gym.getByPlaceholder('Add item...').fill('Cap');
  await expect(location(page, 'Office').getByPlaceholder('Add item...')).toHaveValue('');
  await addItem(page, 'Office', 'Laptop');
  await expect(gym.getByPlaceholder('Add item...')).toHaveValue('Cap');
  await expect(gym.getByRole('checkbox')).toHaveCount(2);

  // Reset unchecks every item of that location for the next trip.
  await location(page, 'Office').getByRole('checkbox', { name: 'Laptop' }).click();
  await expect(location(page, 'Office').getByRole('checkbox', { name: 'Laptop' })).toBeChecked();
  await gym.getByRole('button', { name: 'Reset for next trip: uncheck every item at Gym' }).click();
  await expect(towel).not.toBeChecked();
  await expect(gym.getByTestId('location-count')).toHaveText('0/2 checked');
  await expect(location(page, 'Office').getByRole('checkbox', { name: 'Laptop' })).toBeChecked();

  // Kept on the device, and on the server once synced.
  await waitForSynced(page);
  await page.reload();
  await expect(gym.getByRole('checkbox')).toHaveCount(2);
  await expect(gym.getByTestId('location-count')).toHaveText('0/2 checked');
  const server = (await (await request.get('/api/checklist')).json()) as { locationName: string; itemName: string; checked: boolean }[];
  expect(server.map(({ locationName, itemName, checked }) => [locationName, itemName, checked]).sort()).toEqual([
    ['Gym', 'Towel', false],
    ['Gym', 'Water bottle', false],
    ['Office', 'Laptop', true],
  ]);
});

test('keyboard only: add a location and an item, check it and delete it', async ({ page }) => {
  await page.goto('/belongings');
  await page.getByRole('button', { name: 'Add Location' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Car');
  await page.keyboard.press('Enter');
  // The new location opens with its item field focused, once it is saved.
  await expect(page.getByRole('textbox', { name: 'New item for Car' })).toBeFocused();
  await page.keyboard.type('Sunglasses');
  await page.keyboard.press('Enter');
  const car = location(page, 'Car');
  await expect(car.getByRole('checkbox', { name: 'Sunglasses' })).toBeVisible();
  await car.getByRole('checkbox', { name: 'Sunglasses' }).focus();
  await page.keyboard.press('Space');
  await expect(car.getByRole('checkbox', { name: 'Sunglasses' })).toBeChecked();
  // Reset, once done, has nothing left to reset and is disabled: its location keeps the focus.
  await car.getByRole('button', { name: /^Reset for next trip/ }).focus();
  await page.keyboard.press('Enter');
  await expect(car.getByRole('checkbox', { name: 'Sunglasses' })).not.toBeChecked();
  await expect(page.getByRole('listitem').filter({ has: car })).toBeFocused();
  await car.getByRole('checkbox', { name: 'Sunglasses' }).focus();
  await page.keyboard.press('Space');
  await expect(car.getByRole('checkbox', { name: 'Sunglasses' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(car.getByRole('button', { name: 'Delete Sunglasses' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(car.getByText('No items yet. Add your first item above.')).toBeVisible();
  // The location stays listed, and focus stays in it.
  const itemField = car.getByPlaceholder('Add item...');
  await expect(itemField).toBeFocused();

  // Deleted by mistake: F8 reaches the toast's Undo from there, and the focus comes back after.
  await page.keyboard.press('F8');
  await expect(toast(page).getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Item Restored');
  await expect(car.getByRole('checkbox', { name: 'Sunglasses' })).toBeChecked();
  await expect(itemField).toBeFocused();
  // The same for a reset undone; a toast without Undo offers its close button, and Esc closes it.
  await car.getByRole('button', { name: /^Reset for next trip/ }).focus();
  await page.keyboard.press('Enter');
  await expect(car.getByRole('checkbox', { name: 'Sunglasses' })).not.toBeChecked();
  const carRow = page.getByRole('listitem').filter({ has: car });
  await expect(carRow).toBeFocused();
  await page.keyboard.press('F8');
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Reset Undone');
  await expect(car.getByRole('checkbox', { name: 'Sunglasses' })).toBeChecked();
  await expect(carRow).toBeFocused();
  await page.keyboard.press('F8');
  await expect(toast(page).getByRole('button', { name: 'Dismiss notification' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toast(page)).toHaveCount(0);
  await expect(carRow).toBeFocused();
});

test('the next item typed while one is stored stays in the input, and is added in turn', async ({ page, request }) => {
  await page.goto('/belongings');
  await addLocation(page, 'Gym');
  const gym = location(page, 'Gym');
  const field = gym.getByPlaceholder('Add item...');
  await field.fill('Towel');
  // A store slow to answer (a busy phone, years of history): the add waits for it, and the
  // user is already typing the next item.
  const release = await holdDatabase(page);
  await field.press('Enter');
  await expect(gym.getByRole('button', { name: 'Add item to Gym' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.type('Water bottle');
  await release();
  await expect(gym.getByRole('checkbox', { name: 'Towel', exact: true })).toBeVisible();
  await expect(field).toHaveValue('Water bottle');
  await page.keyboard.press('Enter');
  await expect(gym.getByRole('checkbox', { name: 'Water bottle', exact: true })).toBeVisible();
  await expect(field).toHaveValue('');

  await waitForSynced(page);
  const server = (await (await request.get('/api/checklist')).json()) as { itemName: string }[];
  expect(server.map(({ itemName }) => itemName).sort()).toEqual(['Towel', 'Water bottle']);
});

const HOME = { latitude: 40.7128, longitude: -74.006 };
const OFFICE = { latitude: 40.758, longitude: -73.9855 }; // about 5 km from HOME
const NEAR_HOME = { latitude: 40.713, longitude: -74.0062 }; // about 30 m from HOME
const FAR_AWAY = { latitude: 41, longitude: -74 }; // about 27 km from OFFICE, 32 km from HOME

const groupNames = (page: Page) =>
  page.locator('.location-list [role="group"]').evaluateAll((groups) =>
    groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent),
  );
/** The disclosure button in the location's heading. */
const toggleOf = (page: Page, name: string) => location(page, name).getByRole('heading').getByRole('button');

test('GPS: position to 6 decimals, nearest location within 200 m first, marked and opened', async ({ page, context, server }) => {
  await context.grantPermissions(['geolocation'], { origin: server.url });
  await context.setGeolocation(HOME);
  await page.goto('/belongings');
  // Granted: the position is read on load, without asking.
  await expect(page.getByTestId('gps-lat')).toHaveText('40.712800');
  await expect(page.getByTestId('gps-lon')).toHaveText('-74.006000');
  await expect(page.getByText('Lat', { exact: true })).toBeVisible();
  await expect(page.getByText('Lon', { exact: true })).toBeVisible();
  await expect(page.getByText('Enable GPS to automatically detect your location and show relevant checklists')).toHaveCount(0);

  await addLocation(page, 'Home');
  await addItem(page, 'Home', 'Keys');
  await expect(location(page, 'Home').getByText('You are here')).toBeVisible();
  await expect(page.getByText('You are at Home')).toBeVisible();
  await expectNoAxeViolations(page);

  await context.setGeolocation(OFFICE);
  await page.getByRole('button', { name: 'Refresh Location' }).click();
  await expect(toast(page)).toContainText('Location Acquired');
  await expect(toast(page)).toContainText('Lat: 40.7580, Lon: -73.9855');
  await expect(page.getByTestId('gps-lat')).toHaveText('40.758000');
  await addLocation(page, 'Office');
  await addItem(page, 'Office', 'Laptop');

  // A fresh visit at the office: Office is the current place, listed first and open.
  await page.reload();
  await expect(location(page, 'Office').getByText('You are here')).toBeVisible();
  await expect.poll(() => groupNames(page)).toEqual(['Office', 'Home']);
  await expect(toggleOf(page, 'Office')).toHaveAttribute('aria-expanded', 'true');
  await expect(toggleOf(page, 'Home')).toHaveAttribute('aria-expanded', 'false');
  await expect(location(page, 'Home').getByText('You are here')).toHaveCount(0);
  await expect(location(page, 'Home').getByText(/^5\.\d km away$/)).toBeVisible();
  await expect(location(page, 'Home').getByRole('checkbox', { name: 'Keys' })).toBeHidden();
  // A closed location opens on request.
  await toggleOf(page, 'Home').click();
  await expect(location(page, 'Home').getByRole('checkbox', { name: 'Keys' })).toBeVisible();

  // Back within 200 m of home: Home comes first and is marked.
  await context.setGeolocation(NEAR_HOME);
  await page.getByRole('button', { name: 'Refresh Location' }).click();
  await expect(location(page, 'Home').getByText('You are here')).toBeVisible();
  await expect.poll(() => groupNames(page)).toEqual(['Home', 'Office']);
  await expect(location(page, 'Office').getByText('You are here')).toHaveCount(0);

  // Far from both: nothing is the current place; ordered by distance, all open.
  await context.setGeolocation(FAR_AWAY);
  await page.reload();
  await expect(page.getByTestId('gps-lat')).toHaveText('41.000000');
  await expect.poll(() => groupNames(page)).toEqual(['Office', 'Home']);
  await expect(page.getByText('You are here')).toHaveCount(0);
  await expect(toggleOf(page, 'Office')).toHaveAttribute('aria-expanded', 'true');
  await expect(toggleOf(page, 'Home')).toHaveAttribute('aria-expanded', 'true');
});

test('without permission the card offers Enable GPS; a refusal is a Location Error', async ({ page }) => {
  await page.goto('/belongings');
  await expect(page.getByText('Enable GPS to automatically detect your location and show relevant checklists')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Location' })).toHaveCount(0);
  await expect(page.getByTestId('gps-lat')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enable GPS' }).click();
  await expect(toast(page)).toContainText('Location Error');
  await expect(page.getByTestId('gps-lat')).toHaveCount(0);
});

test('a browser without geolocation says GPS Not Supported', async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { geolocation?: unknown }).geolocation;
  });
  await page.goto('/belongings');
  await page.getByRole('button', { name: 'Enable GPS' }).click();
  await expect(toast(page)).toContainText('GPS Not Supported');
});

test('a delete and a reset tapped by mistake are undone from their toast, on the server too', async ({ page, request }) => {
  await page.goto('/belongings');
  await addLocation(page, 'Trip');
  for (const item of ['Passport', 'Charger', 'Adapter']) await addItem(page, 'Trip', item);
  const trip = location(page, 'Trip');
  for (const item of ['Passport', 'Charger']) {
    await trip.getByRole('checkbox', { name: item }).click();
    await expect(trip.getByRole('checkbox', { name: item })).toBeChecked();
  }

  // The passport, packed, deleted by mistake: Undo brings it back, still packed.
  await trip.getByRole('button', { name: 'Delete Passport' }).click();
  await expect(toast(page)).toContainText('Item Deleted');
  await expect(trip.getByRole('checkbox', { name: 'Passport' })).toHaveCount(0);
  await toast(page).getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page)).toContainText('Item Restored');
  await expect(trip.getByRole('checkbox', { name: 'Passport' })).toBeChecked();
  await expect(trip.getByTestId('location-count')).toHaveText('2/3 checked');

  // An item half typed while packing is still there after a visit to Water and a reload.
  const newItem = trip.getByPlaceholder('Add item...');
  await newItem.fill('Sunscr');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Water' }).click();
  await nav.getByRole('link', { name: 'Items' }).click();
  await expect(newItem).toHaveValue('Sunscr');
  await page.reload();
  await expect(newItem).toHaveValue('Sunscr');
  // Added with a double tap: one item, not two.
  await newItem.fill('Sunscreen');
  await trip.getByRole('button', { name: 'Add item to Trip' }).dblclick();
  await expect(trip.getByRole('checkbox', { name: 'Sunscreen' })).toHaveCount(1);
  await expect(newItem).toHaveValue('');
  await page.reload();
  await expect(newItem).toHaveValue('');
  await expect(trip.getByRole('checkbox', { name: 'Sunscreen' })).toHaveCount(1);

  // A reset half way through packing: Undo checks again what was checked, and only that.
  await trip.getByRole('button', { name: 'Reset for next trip: uncheck every item at Trip' }).click();
  await expect(toast(page)).toContainText('Location Reset');
  await expect(trip.getByTestId('location-count')).toHaveText('0/4 checked');
  await toast(page).getByRole('button', { name: 'Undo' }).press('Enter');
  await expect(toast(page)).toContainText('Reset Undone');
  await expect(trip.getByRole('checkbox', { name: 'Passport' })).toBeChecked();
  await expect(trip.getByRole('checkbox', { name: 'Charger' })).toBeChecked();
  await expect(trip.getByRole('checkbox', { name: 'Adapter' })).not.toBeChecked();
  await expectNoAxeViolations(page);

  await waitForSynced(page);
  const server = (await (await request.get('/api/checklist')).json()) as { itemName: string; checked: boolean }[];
  expect(server.map(({ itemName, checked }) => [itemName, checked]).sort()).toEqual([
    ['Adapter', false],
    ['Charger', true],
    ['Passport', true],
    ['Sunscreen', false],
  ]);
});
