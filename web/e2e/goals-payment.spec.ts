import type { Page } from '@playwright/test';
import { expectNoAxeViolations, serverRows, toast, waitForSynced } from './fixtures';
import { expect, fakeStripeJs, test, type CardOutcome } from './payments';
import { checkIn, goal, seedServer } from './seed';

// page.route must see the request for Stripe.js, which a service worker would take instead.
test.use({ serviceWorkers: 'block' });

interface ServerGoal {
  id: string;
  title: string;
  startDate: string;
}

const card = (page: Page) => page.getByTestId('goal-card');
const payDialog = (page: Page) => page.getByRole('dialog', { name: 'Reset Goal Payment' });

async function openGoals(page: Page, request: Parameters<typeof seedServer>[0]) {
  const row = goal('Run every morning', 10);
  await seedServer(request, { goals: [row], goalCheckIns: [checkIn(row, 2, 'Ran 5 km before work')] });
  await page.goto('/goals');
  await waitForSynced(page);
  await expect(card(page).getByTestId('goal-days-left')).toHaveText('80 days left');
  return row;
}

test('a paid override resets the goal once: 90 days again, notes wiped, -20 HP', async ({ page, request, fakeStripe }) => {
  const outcome: CardOutcome = { kind: 'succeed' };
  const scriptLoads = await fakeStripeJs(page, fakeStripe, () => outcome);
  const seeded = await openGoals(page, request);
  await card(page).getByText('Earlier notes (1)').click();
  await expect(card(page).getByText('Ran 5 km before work')).toBeVisible();
  // Stripe.js is not part of any screen's load: only the dialog brings it.
  expect(scriptLoads).toEqual([]);

  await card(page).getByRole('button', { name: 'Override ($100.00 penalty)' }).click();
  await expect(payDialog(page)).toBeVisible();
  await expect(payDialog(page).getByText('Pay the $100.00 penalty to override Run every morning')).toBeVisible();
  await expect(payDialog(page).getByLabel('Card number')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(scriptLoads).toHaveLength(1);
  expect(fakeStripe.intents().map((intent) => intent.amount)).toEqual([10_000]);

  await payDialog(page).getByRole('button', { name: 'Pay $100.00' }).click();
  await expect(toast(page)).toContainText('Payment Successful');
  await expect(toast(page)).toContainText('Goal "Run every morning" has been reset');
  await expect(page).toHaveURL(/\/goals$/);
  await expect(card(page).getByTestId('goal-days-left')).toHaveText('90 days left');
  await expect(card(page).getByText(/Earlier notes/)).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByTestId('hp-value')).toHaveText('80 / 100 HP');

  const [reset] = await serverRows<ServerGoal>(request, 'goals');
  expect(Date.parse(reset!.startDate)).toBeGreaterThan(Date.parse(seeded.startDate as string));
  expect(await serverRows(request, 'goalCheckIns')).toEqual([]);
  expect(await serverRows(request, 'goalResets')).toHaveLength(1);

  // The return address visited again resets nothing twice.
  const intent = fakeStripe.intents()[0]!;
  await page.goto(`/goals?payment_intent=${intent.id}&payment_intent_client_secret=${intent.client_secret}&redirect_status=succeeded`);
  await expect(page).toHaveURL(/\/goals$/);
  await expect(card(page).getByTestId('goal-days-left')).toHaveText('90 days left');
  await expect(toast(page)).toHaveCount(0);
  expect(await serverRows(request, 'goalResets')).toHaveLength(1);
  expect((await (await request.get('/api/stats')).json()).currentHP).toBe(80);
});

test('a declined card leaves the goal as it was, with the provider message', async ({ page, request, fakeStripe }) => {
  await fakeStripeJs(page, fakeStripe, () => ({ kind: 'decline', message: 'Your card was declined.' }));
  const seeded = await openGoals(page, request);
  await card(page).getByRole('button', { name: 'Override ($100.00 penalty)' }).click();
  await payDialog(page).getByRole('button', { name: 'Pay $100.00' }).click();
  await expect(toast(page)).toContainText('Payment Failed');
  await expect(toast(page)).toContainText('Your card was declined.');
  // Still ready for another card; nothing changed.
  await expect(payDialog(page).getByRole('button', { name: 'Pay $100.00' })).toBeEnabled();
  await payDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(payDialog(page)).toBeHidden();
  await expect(card(page).getByTestId('goal-days-left')).toHaveText('80 days left');
  const [held] = await serverRows<ServerGoal>(request, 'goals');
  expect(held!.startDate).toBe(seeded.startDate);
  expect(await serverRows(request, 'goalResets')).toEqual([]);
  expect(await serverRows(request, 'goalCheckIns')).toHaveLength(1);
});

test('a connection lost as the dialog opens says that payment needs one, and changes nothing', async ({ page, request, fakeStripe }) => {
  await fakeStripeJs(page, fakeStripe, () => ({ kind: 'succeed' }));
  const seeded = await openGoals(page, request);
  // The phone still believes it is online; the request itself fails, as in a tunnel.
  await page.route('**/api/payments/config', (route) => route.abort('internetdisconnected'));
  await card(page).getByRole('button', { name: 'Override ($100.00 penalty)' }).click();
  await expect(payDialog(page).getByRole('alert')).toContainText('Payment Error');
  await expect(payDialog(page).getByRole('alert')).toContainText('Payment needs a connection');
  await expect(payDialog(page)).not.toContainText('Failed to fetch');
  await payDialog(page).getByRole('alert').getByRole('button', { name: 'Close' }).click();
  await expect(payDialog(page)).toBeHidden();
  expect(fakeStripe.intents()).toEqual([]);
  const [held] = await serverRows<ServerGoal>(request, 'goals');
  expect(held!.startDate).toBe(seeded.startDate);
});

/** Pays for the override while every reset call is lost on the way (the phone lost its signal). */
async function payWithTheResetLost(page: Page) {
  await page.route('**/api/goals/*/reset', (route) => route.abort('internetdisconnected'));
  await card(page).getByRole('button', { name: 'Override ($100.00 penalty)' }).click();
  await payDialog(page).getByRole('button', { name: 'Pay $100.00' }).click();
  await expect(page).toHaveURL(/\/goals$/);
}

/**
 * Closes the app while the reset calls are still lost, then opens Goals again with a connection.
 * The app asks about a held payment after each sync, so a page left open as the route is lifted
 * could reset the goal in between (a sync that ended just then did so, once, under load). A call
 * of the closed page that still slips through only does early what the reopened page asks for,
 * and the reopened page then finds it done.
 */
async function reopenWithConnection(page: Page) {
  await page.goto('about:blank');
  await page.unroute('**/api/goals/*/reset');
  await page.goto('/goals');
}

test('a payment whose reset is lost on the way back resets the goal once the server answers', async ({ page, request, fakeStripe }) => {
  await fakeStripeJs(page, fakeStripe, () => ({ kind: 'succeed' }));
  await openGoals(page, request);
  await payWithTheResetLost(page);
  await expect(toast(page)).toContainText('Payment received');
  await expect(toast(page)).toContainText('Goal "Run every morning" will be reset once the server can be reached.');
  // The card says the payment is on its way rather than inviting a second one.
  await expect(card(page).getByRole('status')).toHaveText('Payment sent: this goal resets once the server confirms it.');
  await expect(card(page).getByRole('button', { name: /Override/ })).toHaveCount(0);
  await expect(card(page).getByTestId('goal-days-left')).toHaveText('80 days left');
  await expectNoAxeViolations(page);
  expect(await serverRows(request, 'goalResets')).toEqual([]);

  // The app is opened again later, with a connection: the payment kept on the device is asked about.
  await reopenWithConnection(page);
  await expect(toast(page)).toContainText('Payment Successful');
  await expect(toast(page)).toContainText('Goal "Run every morning" has been reset');
  await expect(card(page).getByTestId('goal-days-left')).toHaveText('90 days left');
  await expect(card(page).getByRole('button', { name: 'Override ($100.00 penalty)' })).toBeVisible();
  expect(await serverRows(request, 'goalResets')).toHaveLength(1);
  expect(fakeStripe.intents()).toHaveLength(1);
  expect((await (await request.get('/api/stats')).json()).currentHP).toBe(80);
});

test('an override of a lock already paid finishes its reset instead of charging again', async ({ page, request, fakeStripe }) => {
  await fakeStripeJs(page, fakeStripe, () => ({ kind: 'succeed' }));
  await openGoals(page, request);
  await payWithTheResetLost(page);
  await expect(toast(page)).toContainText('Payment received');
  // What the device kept is gone (its data cleared, or another browser): only the server knows.
  // The reset calls stay lost to the end, so only the override can finish what was paid for.
  // Lifting that route could let an old page's lost call through: Playwright sends on a request
  // whose route event it handles after the unroute.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await waitForSynced(page);
  await expect(card(page).getByTestId('goal-days-left')).toHaveText('80 days left');
  expect(await serverRows(request, 'goalResets')).toEqual([]);

  await card(page).getByRole('button', { name: 'Override ($100.00 penalty)' }).click();
  await expect(toast(page)).toContainText('Payment Successful');
  await expect(toast(page)).toContainText('Goal "Run every morning" has been reset');
  await expect(payDialog(page)).toBeHidden();
  await expect(card(page).getByTestId('goal-days-left')).toHaveText('90 days left');
  expect(fakeStripe.intents().map((intent) => intent.status)).toEqual(['succeeded']);
  expect(await serverRows(request, 'goalResets')).toHaveLength(1);
  expect((await (await request.get('/api/stats')).json()).currentHP).toBe(80);
});
