import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, edges, expectNoAxeViolations, recordToasts, serverRows, toast, waitForServiceWorker, waitForSynced } from './fixtures';
import { JOURNEY_ZONE, seedServer, setting, weight } from './seed';


const TODAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: JOURNEY_ZONE }).format(new Date());
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const todays = (page: Page) => page.getByRole('region', { name: "Today's Workout" });

/** Records every screen wake lock the page is granted (the browser's own, wrapped). */
async function recordWakeLocks(page: Page) {
  await page.addInitScript(() => {
    const granted: WakeLockSentinel[] = [];
    (window as unknown as { wakeLocks: WakeLockSentinel[] }).wakeLocks = granted;
    const request = navigator.wakeLock.request.bind(navigator.wakeLock);
    navigator.wakeLock.request = async (type) => {
      const lock = await request(type);
      granted.push(lock);
      return lock;
    };
  });
}
const heldWakeLocks = (page: Page) =>
  page.evaluate(() => (window as unknown as { wakeLocks: WakeLockSentinel[] }).wakeLocks.filter((lock) => !lock.released).length);

/** Records every vibration the page asks for, in place of a motor the test cannot feel. */
async function recordVibrations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { vibrations: unknown[] }).vibrations = [];
    navigator.vibrate = (pattern) => ((window as unknown as { vibrations: unknown[] }).vibrations.push(pattern), true);
  });
}
const vibrations = (page: Page) => page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations);

/** Training with a plan and the rest timer at `restSeconds`, on Playwright's clock. */
async function openTrainingWithRest(page: Page, request: APIRequestContext, restSeconds: number) {
  await page.clock.install();
  await seedServer(request, { settings: [setting('restTimerSeconds', restSeconds)] });
  await page.goto('/workouts');
  await waitForSynced(page);
  await generatePlan(page);
}

async function generatePlan(page: Page) {
  await page.getByRole('button', { name: 'Generate Weekly Plan' }).click();
  await expect(toast(page)).toContainText('Workouts Generated');
  await expect(toast(page)).toContainText('Your weekly workout plan has been created!');
}

test('a weekly plan: generate it, today\'s workout, the week, and the day marked done once', async ({ page, request }) => {
  await page.goto('/workouts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training');
  await expect(page.getByText('Build strength and flexibility')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Plan' })).toBeVisible();
  await expect(page.getByText('No Workouts Yet')).toBeVisible();
  await expect(page.getByText('A plan for the week: seven days, each with its muscle group and 4 to 6 exercises.')).toBeVisible();
  await expectNoAxeViolations(page);

  await generatePlan(page);
  await expect(page.getByRole('button', { name: 'Regenerate Plan' }).first()).toBeVisible();
  await expect(todays(page)).toContainText(TODAY);
  const exercises = todays(page).getByRole('list', { name: /^Exercises of/ }).getByRole('listitem');
  expect(await exercises.count()).toBeGreaterThanOrEqual(4);
  await expect(exercises.first()).toContainText(/\d+ x \d+/);

  const cards = page.getByTestId('schedule-card');
  await expect(cards.getByRole('heading')).toHaveText(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  const today = cards.filter({ hasText: TODAY });
  await expect(today).toHaveAttribute('aria-current', 'date');
  await expect(today.getByText('Today')).toBeVisible();
  for (const card of await cards.all()) {
    expect(await card.locator('.schedule-card__exercises li').count()).toBe(3);
    await expect(card.getByText(/^\+\d more exercises$/)).toHaveCount(1);
  }
  await expectNoAxeViolations(page);

  // A double tap marks the day once, and says so once: no "already marked" error after it.
  const toastsShown = await recordToasts(page);
  await todays(page).getByRole('button', { name: 'Mark Day Done' }).dblclick();
  await expect(todays(page).getByTestId('workout-done')).toHaveText('Done today');
  await waitForSynced(page);
  expect(await toastsShown()).toEqual(['Workout Done!']);
  await page.reload();
  await expect(todays(page).getByTestId('workout-done')).toHaveText('Done today');
  await expect(todays(page).getByRole('button', { name: 'Mark Day Done' })).toHaveCount(0);

  // Regenerating replaces the plan; the server keeps both, the newest is the plan. The day was
  // marked on the old one, so the new one's today is done too: nothing to mark, no +50 again.
  await page.getByRole('button', { name: 'Regenerate Plan' }).last().click();
  await expect(toast(page)).toContainText('Workouts Generated');
  // Read again from the store, so the card is the new plan's.
  await page.reload();
  await expect(todays(page).getByTestId('workout-done')).toHaveText('Done today');
  await expect(todays(page).getByRole('button', { name: 'Mark Day Done' })).toHaveCount(0);
  await waitForSynced(page);
  expect(await serverRows(request, 'workouts')).toHaveLength(14);
  expect(await serverRows(request, 'workoutCompletions')).toHaveLength(1);
  await page.goto('/');
  await expect(page.getByTestId('trait-Fitness')).toContainText('50 / 1000 XP');
});

test("keyboard only: Generate Weekly Plan and Mark Day Done leave the focus on today's workout", async ({ page }) => {
  await page.goto('/workouts');
  await waitForSynced(page);
  // The empty card, button and all, gives way to today's workout, which takes the focus.
  await page.getByRole('button', { name: 'Generate Weekly Plan' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('Workouts Generated');
  await expect(todays(page)).toBeFocused();
  // Mark Day Done gives way to "Done today".
  await todays(page).getByRole('button', { name: 'Mark Day Done' }).focus();
  await page.keyboard.press('Enter');
  await expect(todays(page).getByTestId('workout-done')).toHaveText('Done today');
  await expect(todays(page)).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the rest timer starts at the setting, counts down and says when rest is over', async ({ page, request }) => {
  await recordVibrations(page);
  await recordWakeLocks(page);
  await openTrainingWithRest(page, request, 45);
  const clock = page.getByTestId('rest-clock');
  await expect(clock).toHaveText('0:45');
  await expect(page.getByText('45 s rest')).toBeVisible();
  expect(await heldWakeLocks(page)).toBe(0);
  await page.getByRole('button', { name: 'Start Rest' }).click();
  // The screen stays on while the rest runs, so the phone does not lock before its end.
  await expect.poll(() => heldWakeLocks(page)).toBe(1);
  // The browser drops the lock while the page is hidden; shown again, the page asks anew.
  await page.evaluate(async () => {
    for (const lock of (window as unknown as { wakeLocks: WakeLockSentinel[] }).wakeLocks) await lock.release();
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => heldWakeLocks(page)).toBe(1);
  await page.clock.runFor(2_000);
  await expect(clock).toHaveText('0:43');
  await page.getByRole('button', { name: 'Pause Rest' }).click();
  await expect.poll(() => heldWakeLocks(page)).toBe(0);
  await page.clock.runFor(10_000);
  await expect(clock).toHaveText('0:43');
  await page.getByRole('button', { name: 'Start Rest' }).click();
  await expect.poll(() => heldWakeLocks(page)).toBe(1);
  await page.clock.runFor(44_000);
  await expect(clock).toHaveText('0:00');
  await expect(page.getByRole('status').filter({ hasText: 'Rest over: next set!' })).toBeVisible();
  await expect.poll(() => heldWakeLocks(page)).toBe(0);
  expect(await vibrations(page)).toEqual([[200, 100, 200]]);
  // The timer on screen says it; no toast says it twice.
  await expect(toast(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(clock).toHaveText('0:45');
});

test('a rest that ends while the user logs water is told there: one vibration and a toast', async ({ page, request }) => {
  await recordVibrations(page);
  await recordWakeLocks(page);
  await openTrainingWithRest(page, request, 30);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Start Rest' }).click();
  await nav.getByRole('link', { name: 'Water' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');
  // The screen stays on for the rest on Water too, or the phone would lock before its end.
  await expect.poll(() => heldWakeLocks(page)).toBe(1);
  await page.clock.runFor(29_000);
  expect(await vibrations(page)).toEqual([]);
  await page.clock.runFor(2_000);
  await expect(toast(page)).toContainText('Rest over: next set!');
  await expect(toast(page)).toContainText('Your rest timer on Training has ended.');
  expect(await vibrations(page)).toEqual([[200, 100, 200]]);
  await expect.poll(() => heldWakeLocks(page)).toBe(0);

  // A rest paused on Training and left there ends nowhere: nothing is told.
  await nav.getByRole('link', { name: 'Training' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rest over: next set!' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Rest' }).click();
  await page.getByRole('button', { name: 'Pause Rest' }).click();
  await nav.getByRole('link', { name: 'Home' }).click();
  await page.clock.runFor(40_000);
  await expect(toast(page)).toHaveCount(0);
  expect(await vibrations(page)).toEqual([[200, 100, 200]]);
});

test('a rest left running when the app closed is told on the screen it opens on', async ({ page, request }) => {
  await recordVibrations(page);
  await recordWakeLocks(page);
  await openTrainingWithRest(page, request, 30);
  await page.getByRole('button', { name: 'Start Rest' }).click();
  // The phone closed the app; opened again from the home screen, it starts on Home.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
  // The screen stays on for the rest, though Training was not opened.
  await expect.poll(() => heldWakeLocks(page)).toBe(1);
  await page.clock.runFor(31_000);
  await expect(toast(page)).toContainText('Rest over: next set!');
  expect(await vibrations(page)).toEqual([[200, 100, 200]]);
  await expect.poll(() => heldWakeLocks(page)).toBe(0);

  // With no rest running, a start loads no Training code.
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto('/water');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');
  await page.clock.runFor(2_000);
  expect(scripts.filter((path) => /rest-end-signal|training/.test(path))).toEqual([]);
  expect(await heldWakeLocks(page)).toBe(0);
});

test('a rest that ended as the app was starting is still told', async ({ page, request }) => {
  await recordVibrations(page);
  await openTrainingWithRest(page, request, 30);
  await page.getByRole('button', { name: 'Start Rest' }).click();
  const started = await page.evaluate(() => Date.now());
  // The phone closed the app during the rest, and it opens again on Home a second after the end:
  // the end comes before start-up has looked for a rest, but is not yet long past.
  await page.goto('about:blank');
  await page.clock.setFixedTime(started + 31_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
  await expect(toast(page)).toContainText('Rest over: next set!');
  expect(await vibrations(page)).toEqual([[200, 100, 200]]);

  // Told once: opened again at the same moment (the clock stands still), the end is not told
  // again, and start-up finds no rest to follow.
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
  // Start-up looks for a rest once Home has painted, within a second.
  await page.waitForTimeout(2_000);
  expect(scripts.filter((path) => /rest-end-signal/.test(path))).toEqual([]);
  await expect(toast(page)).toHaveCount(0);
  expect(await vibrations(page)).toEqual([]);
  // Training shows the rest as over.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Training' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rest over: next set!' })).toBeVisible();
});

test('a rest and a stretch under way keep going on another screen, another tab and after a reload', async ({ page, request }) => {
  await openTrainingWithRest(page, request, 45);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const clock = page.getByTestId('rest-clock');
  await page.getByRole('button', { name: 'Start Rest' }).click();
  await page.clock.runFor(5_000);
  await expect(clock).toHaveText('0:40');

  // Water logged between sets: the rest ran on meanwhile.
  await nav.getByRole('link', { name: 'Water' }).click();
  await page.clock.runFor(10_000);
  await nav.getByRole('link', { name: 'Training' }).click();
  await expect(clock).toHaveText('0:30');
  await expect(page.getByRole('status').filter({ hasText: 'Resting...' })).toBeVisible();
  // After a reload too (Playwright's fake clock moves on over a reload, so only "not restarted").
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Resting...' })).toBeVisible();
  await expect(clock).toHaveText(/^0:[0-3]\d$/);

  // Over, it says so; Start begins the next rest at once, without a Reset first.
  await page.clock.runFor(31_000);
  await expect(page.getByRole('status').filter({ hasText: 'Rest over: next set!' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Rest' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Resting...' })).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(clock).toHaveText('0:44');

  // A stretch half done: a tick by hand and the timer's walk survive a tab switch and a reload.
  await tab(page, 'Stretching').click();
  const morning = page.getByRole('region', { name: 'Morning Stretch' });
  await morning.getByRole('checkbox', { name: 'Arm Circles' }).check();
  await morning.getByRole('button', { name: 'Start Timer' }).click();
  await page.clock.runFor(31_000);
  await tab(page, 'Weight Tracker').click();
  await page.clock.runFor(10_000);
  await tab(page, 'Stretching').click();
  await expect(morning.getByRole('checkbox', { name: 'Neck Rolls' })).toBeChecked();
  await expect(morning.getByRole('checkbox', { name: 'Arm Circles' })).toBeChecked();
  await expect(morning.getByText('Shoulder Stretches: 34 s left')).toBeVisible();
  await page.reload();
  await tab(page, 'Stretching').click();
  await expect(morning.getByRole('checkbox', { name: 'Arm Circles' })).toBeChecked();
  await expect(morning.getByText('2 of 5 steps')).toBeVisible();
  await expect(morning.getByRole('button', { name: 'Stop Timer' })).toBeVisible();
});

test('the body diagram: every region is a named button, worked by keyboard', async ({ page }) => {
  await page.goto('/workouts');
  await tab(page, 'Weekly Schedule').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Muscles')).toHaveAttribute('aria-selected', 'true');
  const regions: [name: string, part: string][] = [
    ['Chest', 'Upper Chest'],
    ['Shoulders', 'Side Delts'],
    ['Biceps', 'Long Head'],
    ['Abs', ''],
    ['Quads', ''],
    ['Calves', ''],
    ['Back', ''],
    ['Triceps', ''],
    ['Glutes', 'Gluteus Maximus'],
    ['Hamstrings', 'Biceps Femoris'],
  ];
  await expect(page.getByRole('group', { name: 'Front of the body' }).getByRole('button')).toHaveCount(6);
  await expect(page.getByRole('group', { name: 'Back of the body' }).getByRole('button')).toHaveCount(4);
  for (const [name, part] of regions) {
    const region = page.getByRole('button', { name, exact: true });
    await region.focus();
    await page.keyboard.press(name === 'Abs' ? 'Space' : 'Enter');
    await expect(region).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    if (part) await expect(page.getByText(part, { exact: true })).toBeVisible();
    expect(await page.locator('.muscle-detail .exercise-list__item').count()).toBeGreaterThanOrEqual(3);
  }
  await expectNoAxeViolations(page);
});

test('stretching: ticked steps, the timer walking through them, and Complete only when all are ticked', async ({ page, request }) => {
  await recordWakeLocks(page);
  await recordVibrations(page);
  await page.clock.install();
  await page.goto('/workouts');
  await tab(page, 'Stretching').click();
  const morning = page.getByRole('region', { name: 'Morning Stretch' });
  const steps: [name: string, seconds: number][] = [
    ['Neck Rolls', 30],
    ['Shoulder Stretches', 45],
    ['Arm Circles', 30],
    ['Side Bends', 40],
    ['Hip Rotations', 30],
  ];
  for (const [name, seconds] of steps) await expect(morning.getByRole('listitem').filter({ hasText: name })).toContainText(`${seconds} s`);
  const post = page.getByRole('region', { name: 'Post-Workout Stretch' });
  await expect(post.getByRole('checkbox')).toHaveCount(6);
  for (const [name, seconds] of [['Quad Stretch', 45], ['Hamstring Stretch', 45], ['Calf Stretch', 30], ['Hip Flexor Stretch', 40], ['Shoulder Stretch', 30], ['Back Extension', 40]] as const) {
    await expect(post.getByRole('listitem').filter({ hasText: name })).toContainText(`${seconds} s`);
  }
  await expectNoAxeViolations(page);

  // A step is ticked by a tap anywhere on its 44 px row, not only on its text's line.
  const quads = post.locator('label', { hasText: 'Quad Stretch' });
  expect((await edges(quads)).height).toBeGreaterThanOrEqual(44);
  await quads.click({ position: { x: 4, y: 2 } });
  await expect(post.getByRole('checkbox', { name: 'Quad Stretch' })).toBeChecked();
  await quads.click();
  await expect(post.getByRole('checkbox', { name: 'Quad Stretch' })).not.toBeChecked();

  // The timer walks: after 31 s Neck Rolls is done and Shoulder Stretches is under way.
  await morning.getByRole('button', { name: 'Start Timer' }).click();
  await expect.poll(() => heldWakeLocks(page)).toBe(1);
  await page.clock.runFor(31_000);
  await expect(morning.getByRole('checkbox', { name: 'Neck Rolls' })).toBeChecked();
  await expect(morning.getByText('Shoulder Stretches: 44 s left')).toBeVisible();
  // The move to the next step is felt too: one short pulse.
  expect(await vibrations(page)).toEqual([[100]]);
  await morning.getByRole('button', { name: 'Stop Timer' }).click();
  await expect.poll(() => heldWakeLocks(page)).toBe(0);
  await expect(morning.getByRole('progressbar', { name: 'Morning Stretch progress' })).toHaveAttribute('aria-valuenow', '1');

  const complete = morning.getByRole('button', { name: 'Complete Morning Stretch' });
  for (const [name] of steps.slice(1, -1)) await morning.getByRole('checkbox', { name }).check();
  await expect(complete).toHaveCount(0);
  await morning.getByRole('checkbox', { name: 'Hip Rotations' }).check();
  await expect(morning.getByText('5 of 5 steps')).toBeVisible();
  // A double tap completes it once: +25 XP, not +50.
  await complete.dblclick();
  await expect(toast(page)).toContainText('Stretch Complete!');
  await expect(morning.getByText('0 of 5 steps')).toBeVisible();
  // Complete went with the ticks; the routine keeps the focus it had (ADR 36).
  await expect(morning).toBeFocused();
  await waitForSynced(page);
  expect(await serverRows(request, 'stretchCompletions')).toHaveLength(1);

  // Walked to its end by the timer: a pulse at each of the five next steps, two at the end.
  await post.getByRole('button', { name: 'Start Timer' }).click();
  const walk: [seconds: number, next: string][] = [[45, 'Hamstring Stretch'], [45, 'Calf Stretch'], [30, 'Hip Flexor Stretch'], [40, 'Shoulder Stretch'], [30, 'Back Extension']];
  for (const [seconds, next] of walk) {
    await page.clock.runFor(seconds * 1000);
    await expect(post.getByRole('status')).toContainText(`${next}:`);
  }
  await page.clock.runFor(40_000);
  await expect(post.getByRole('button', { name: 'Start Timer' })).toBeDisabled();
  // Disabled at the end, the timer's button lets go of the focus to its routine, not the page.
  await expect(post).toBeFocused();
  expect(await vibrations(page)).toEqual([[100], [100], [100], [100], [100], [100], [200, 100, 200]]);
});

test('the weight tracker: current, weekly change, total progress, history, and "Invalid Weight"', async ({ page, request }) => {
  await seedServer(request, { weights: [weight(200, 14), weight(195, 8)] });
  await page.goto('/workouts');
  await waitForSynced(page);
  await tab(page, 'Weight Tracker').click();
  await expect(page.getByTestId('weight-current')).toHaveText('195 lbs');
  // 195 lbs came six days after 200: no entry a week before it yet.
  await expect(page.getByTestId('weight-weekly')).toHaveText('Not enough data');
  await expect(page.getByTestId('weight-total')).toHaveText('-5 lbs');
  const input = page.getByLabel('Weight (lbs)');
  for (const bad of ['49', '501', '180.5', '']) {
    await input.fill(bad);
    await input.press('Enter');
    await expect(toast(page)).toContainText('Invalid Weight');
    await expect(toast(page)).toContainText('Please enter a weight between 50 and 500 lbs');
  }
  // A weight typed and not added is still there after another tab and a reload.
  await input.fill('190');
  await tab(page, 'Weekly Schedule').click();
  await tab(page, 'Weight Tracker').click();
  await expect(input).toHaveValue('190');
  await page.reload();
  await tab(page, 'Weight Tracker').click();
  await expect(input).toHaveValue('190');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page)).toContainText('Weight Updated');
  await expect(input).toHaveValue('');
  await expect(page.getByTestId('weight-current')).toHaveText('190 lbs');
  await expect(page.getByTestId('weight-weekly')).toHaveText('-5 lbs');
  await expect(page.getByTestId('weight-total')).toHaveText('-10 lbs');
  await expect(page.getByRole('list', { name: 'Weight history, newest first' }).getByRole('listitem')).toHaveText([/190 lbs/, /195 lbs/, /200 lbs/]);
  await expectNoAxeViolations(page);
  await waitForSynced(page);
  expect(await serverRows(request, 'weights')).toHaveLength(3);
});

test('a weight typed wrong is taken back from its toast, here and on the server', async ({ page, request }) => {
  await seedServer(request, { weights: [weight(200, 14), weight(181, 8)] });
  await page.goto('/workouts');
  await waitForSynced(page);
  await tab(page, 'Weight Tracker').click();
  const history = page.getByRole('list', { name: 'Weight history, newest first' }).getByRole('listitem');
  // 118 for 181: a slip of the thumb that would be the current weight from now on.
  await page.getByLabel('Weight (lbs)').fill('118');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page)).toContainText('Weight Updated');
  await expect(page.getByTestId('weight-current')).toHaveText('118 lbs');
  await expect(history).toHaveText([/118 lbs/, /181 lbs/, /200 lbs/]);
  await waitForSynced(page);
  expect(await serverRows(request, 'weights')).toHaveLength(3);

  await toast(page).getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page)).toContainText('Weight Undone');
  await expect(toast(page)).toContainText('118 lbs removed');
  await expect(page.getByTestId('weight-current')).toHaveText('181 lbs');
  await expect(page.getByTestId('weight-total')).toHaveText('-19 lbs');
  await expect(history).toHaveText([/181 lbs/, /200 lbs/]);
  await waitForSynced(page);
  expect((await serverRows<{ weight: number }>(request, 'weights')).map((row) => row.weight).sort()).toEqual([181, 200]);
  expect((await (await request.get('/api/stats')).json()).currentWeight).toBe(181);
});

test('keyboard only: a weight of the last 10 minutes has an Undo in the history, which leaves the focus in the list', async ({ page, request }) => {
  await seedServer(request, { weights: [weight(181, 8)] });
  await page.goto('/workouts');
  await waitForSynced(page);
  await tab(page, 'Weight Tracker').click();
  const input = page.getByLabel('Weight (lbs)');
  await input.fill('118');
  await input.press('Enter');
  await expect(page.getByTestId('weight-current')).toHaveText('118 lbs');
  const entries = page.getByRole('list', { name: 'Weight history, newest first' }).getByRole('listitem');
  await expect(entries).toHaveText([/118 lbs\s*Undo/, /181 lbs$/]);
  // Only the entry just logged can be taken back: the one of 8 days ago has no Undo.
  await expect(page.getByRole('button', { name: /^Undo \d+ lbs at/ })).toHaveCount(1);
  await page.getByRole('button', { name: /^Undo 118 lbs at/ }).press('Enter');
  await expect(toast(page)).toContainText('118 lbs removed');
  await expect(entries).toHaveText([/181 lbs$/]);
  await expect(entries.first()).toBeFocused();
  await expect(page.getByTestId('weight-current')).toHaveText('181 lbs');
  await expectNoAxeViolations(page);
  await waitForSynced(page);
  expect((await serverRows<{ weight: number }>(request, 'weights')).map((row) => row.weight)).toEqual([181]);
});

test('a plan, a stretch routine and a weight made offline reach the server once', async ({ page, context, request }) => {
  await page.goto('/workouts');
  await waitForServiceWorker(page);
  await waitForSynced(page);
  await context.setOffline(true);
  await page.reload();
  await generatePlan(page);
  const titles = await page.getByTestId('schedule-card').locator('.schedule-card__title').allTextContents();
  await tab(page, 'Stretching').click();
  const post = page.getByRole('region', { name: 'Post-Workout Stretch' });
  for (const box of await post.getByRole('checkbox').all()) await box.check();
  await post.getByRole('button', { name: 'Complete Post-Workout Stretch' }).click();
  await expect(toast(page)).toContainText('Stretch Complete!');
  await tab(page, 'Weight Tracker').click();
  await page.getByLabel('Weight (lbs)').fill('188');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('weight-current')).toHaveText('188 lbs');
  await page.reload();
  await expect(page.getByText('3 changes waiting to sync')).toBeVisible();
  await context.setOffline(false);
  await waitForSynced(page);
  await page.reload();
  await waitForSynced(page);
  const workouts = await serverRows<{ title: string; dayOfWeek: number }>(request, 'workouts');
  expect(workouts.sort((a, b) => a.dayOfWeek - b.dayOfWeek).map((w) => w.title)).toEqual(titles);
  expect(await serverRows(request, 'stretchCompletions')).toHaveLength(1);
  expect((await serverRows<{ weight: number }>(request, 'weights')).map((w) => w.weight)).toEqual([188]);
});
