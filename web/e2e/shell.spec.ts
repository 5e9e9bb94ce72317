import { randomUUID } from 'node:crypto';
import { CHECKLIST_USER_ID } from '@ninety/domain';
import { test, expect, edges, expectNoAxeViolations, iconsDrawnSmaller, waitForSynced, wordsSplitAcrossLines } from './fixtures';
import { checkIn, DAY, fearQuest, goal, HOUR, iso, quest, seedServer, task, waterOnDays, weight } from './seed';

const NAV = ['Home', 'Water', 'Priority', 'Training', 'Goals', 'Quests', 'Stats', 'Items'];

const SCREENS: [path: string, title: string][] = [
  ['/', 'Ninety'],
  ['/water', 'Water Tracker'],
  ['/priority', 'Priority Tasks'],
  ['/workouts', 'Training'],
  ['/goals', '90-Day Locked Goals'],
  ['/quests', 'Adaptive Quests'],
  ['/analytics', 'Analytics'],
  ['/belongings', 'Belongings Tracker'],
  ['/settings', 'Settings'],
];

test('the bottom navigation has the eight entries and highlights the active one', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(NAV);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Water' }).click();
  await expect(page).toHaveURL(/\/water$/);
  await expect(nav.getByRole('link', { name: 'Water' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  // The highlight is not colour alone: the active entry also carries a bar and a bolder icon.
  const water = nav.getByRole('link', { name: 'Water' });
  expect(await water.evaluate((el) => getComputedStyle(el, '::before').height)).toBe('3px');
  expect(await water.evaluate((el) => getComputedStyle(el.querySelector('svg')!).strokeWidth)).toBe('2.5px');
  expect(await nav.getByRole('link', { name: 'Home' }).evaluate((el) => getComputedStyle(el, '::before').content)).toBe('none');
  // And each entry, once active, shows its whole label at 375 px: none is cut short ("Traini...").
  for (const name of NAV) {
    const link = nav.getByRole('link', { name });
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
    expect(await link.locator('.bottom-nav__label').evaluate((label) => label.scrollWidth - label.clientWidth), name).toBe(0);
  }

  // The bar stays fixed at the bottom of a 375 px wide screen.
  const box = await nav.boundingBox();
  expect(box?.width).toBe(375);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(812, 0);
});

test('every route shows its screen, and unknown paths fall back to Home', async ({ page }) => {
  for (const [path, title] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
  await expect(page.getByText('Ninety days to gold')).toBeVisible();
});

test('at 320 px wide (a small phone, or 400% zoom) no screen scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const [path, title] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Measured once the screen's data is in: its loading lines are what it shows before.
    await expect(page.locator('.loading')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(320);
    // Nor does it break a word of its own in two ("Complet" / "e").
    expect(await wordsSplitAcrossLines(page.locator('body')), path).toEqual([]);
    // And every icon keeps its size beside text that wraps (the install guide's checks).
    expect(await iconsDrawnSmaller(page.locator('body')), path).toEqual([]);
  }
  // The three quick-add buttons still share one row, each inside the screen.
  await page.goto('/water');
  const tops = new Set<number>();
  for (const amount of [8, 12, 16]) {
    const box = await edges(page.getByRole('button', { name: `Add ${amount} oz` }));
    expect(box.right).toBeLessThanOrEqual(320);
    tops.add(Math.round(box.y));
  }
  expect(tops.size).toBe(1);
});

test('at 256 px (16 rem: a 360 px phone with its text at 140%) every screen and tab fits, a table scrolling in its card', async ({ page, request }) => {
  const now = Date.now();
  const locked = goal('Run a marathon', 10);
  await seedServer(request, {
    waterLogs: waterOnDays([0, 1, 2]),
    tasks: [task({ title: 'Renew the passport', dueAt: now - HOUR }), task({ title: 'Pay rent', dueAt: now + 5 * HOUR }), task({ title: 'Call the bank', dueAt: now - DAY, completedAt: now - 2 * DAY })],
    quests: [quest({ title: 'Take the stairs' }), fearQuest({ title: 'Speak up first', description: 'Open the meeting with a question.' })],
    goals: [locked],
    goalCheckIns: [checkIn(locked, 0, 'Ran 5 km')],
    weights: [weight(190, 3), weight(188, 1)],
    checklistItems: [{ id: randomUUID(), locationName: 'Gym', itemName: 'Padlock', checked: false, checkedAt: iso(now), latitude: null, longitude: null, userId: CHECKLIST_USER_ID, createdAt: iso(now) }],
  });
  await page.setViewportSize({ width: 256, height: 640 });
  await page.goto('/');
  await waitForSynced(page);
  for (const [path, title] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const tabs = page.getByRole('tab');
    for (let tab = 0; tab === 0 || tab < (await tabs.count()); tab += 1) {
      if ((await tabs.count()) > 0) await tabs.nth(tab).click();
      await expect(page.locator('.loading')).toHaveCount(0);
      const where = `${path}, tab ${tab}`;
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(256);
      expect(await wordsSplitAcrossLines(page.locator('body')), where).toEqual([]);
      expect(await iconsDrawnSmaller(page.locator('body')), where).toEqual([]);
    }
  }
  // The comparison's three columns need more than the card has: they scroll inside it.
  await page.goto('/analytics');
  const table = page.locator('.comparison__scroll');
  await expect(table.getByRole('columnheader', { name: 'Average' })).toBeAttached();
  expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  // A keyboard reaches it, between the screen's stops, and its arrows scroll it.
  const scroller = page.getByRole('region', { name: 'Comparison table, scrolls sideways' });
  await page.getByLabel('Your Age').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(scroller).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  // Wide enough for its columns, it scrolls nowhere and is no stop of its own.
  await page.setViewportSize({ width: 375, height: 640 });
  await expect(scroller).toHaveCount(0);
  expect(await table.getAttribute('tabindex')).toBeNull();
});

test('the text is the size the user chose for the browser, and 20 rem wide still holds every screen', async ({ page }) => {
  // 20 px text on a 400 px phone: the 20 rem the layout holds (a 320 px phone at 16 px).
  const browser = await page.context().newCDPSession(page);
  await browser.send('Page.enable');
  await browser.send('Page.setFontSizes', { fontSizes: { standard: 20 } });
  await page.setViewportSize({ width: 400, height: 740 });
  for (const [path, title] of SCREENS) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(title);
    // The title is 1.5 rem: 30 px of the user's 20, not 24 of a size fixed in pixels.
    expect(await heading.evaluate((h1) => getComputedStyle(h1).fontSize), path).toBe('30px');
    await expect(page.locator('.loading')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(400);
    expect(await wordsSplitAcrossLines(page.locator('body')), path).toEqual([]);
    expect(await iconsDrawnSmaller(page.locator('body')), path).toEqual([]);
  }
});

test('on a notched iPhone the header starts below the status bar, its buttons clear of it', async ({ page, context }) => {
  // A home-screen app draws under the status bar (black-translucent): 47 px on top, 34 below.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 47, bottom: 34, left: 0, right: 0 } });
  await page.goto('/water');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');
  // Measured once the time zone stored at start has synced: its pill would change the header.
  await waitForSynced(page);
  const header = await edges(page.getByRole('banner'));
  for (const control of [page.getByRole('button', { name: /^Notifications/ }), page.getByRole('link', { name: 'Settings' })]) {
    const box = await edges(control);
    expect(box.y).toBeGreaterThanOrEqual(47);
    expect(box.bottom).toBeLessThanOrEqual(header.bottom);
  }
  // The title is under the header, not behind it; the bar's entries are above the home indicator.
  expect((await edges(page.getByRole('heading', { level: 1 }))).y).toBeGreaterThanOrEqual(header.bottom);
  const water = await edges(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Water' }));
  expect(water.bottom).toBeLessThanOrEqual(812 - 34);
});

test('a notched iPhone on its side keeps the screen and the header clear of the notch', async ({ page, context }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 0, bottom: 21, left: 47, right: 47 } });
  // Home uses the whole width (the other screens are centred at 720 px, clear of it anyway).
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
  await waitForSynced(page);
  for (const shown of [
    page.getByRole('heading', { level: 1 }),
    page.getByText('Ninety days to gold'),
    page.getByRole('button', { name: /^Notifications/ }),
    page.getByRole('link', { name: 'Settings' }),
  ]) {
    const box = await edges(shown);
    expect(box.x).toBeGreaterThanOrEqual(47);
    expect(box.right).toBeLessThanOrEqual(844 - 47);
  }
});

test('Back and Forward move between screens, and a link to the screen shown adds no step', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Water' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');
  await nav.getByRole('link', { name: 'Water' }).click();
  await nav.getByRole('link', { name: 'Goals' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('90-Day Locked Goals');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');
  await expect(nav.getByRole('link', { name: 'Water' })).toHaveAttribute('aria-current', 'page');
  // The second tap on Water replaced its entry: one Back more is Home.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');
});

test('each screen names itself in the document title, which follows the taps and Back', async ({ page }) => {
  // The title is what the browser's history, the phone's app switcher and a screen reader say.
  for (const [path, title] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(path === '/' ? 'Ninety' : `${title} · Ninety`);
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Stats' }).click();
  await expect(page).toHaveTitle('Analytics · Ninety');
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveTitle('Ninety');
  await page.goBack();
  await expect(page).toHaveTitle('Analytics · Ninety');
});

test('a screen reader hears the new screen after each tap and Back, and nothing on a first screen or a redirect', async ({ page }) => {
  // Focus stays on the tapped entry, as in a native tab bar; the live region says where it led.
  const heard = (text: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });
  const anyScreen = page.getByRole('status').filter({ hasText: /^(Ninety|.+ · Ninety)$/ });
  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
  await expect(anyScreen).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Main' });
  // Every entry of the bottom bar, Home last so that it is a move too.
  const moves: [entry: string, said: string][] = [
    ['Water', 'Water Tracker · Ninety'],
    ['Priority', 'Priority Tasks · Ninety'],
    ['Training', 'Training · Ninety'],
    ['Goals', '90-Day Locked Goals · Ninety'],
    ['Quests', 'Adaptive Quests · Ninety'],
    ['Stats', 'Analytics · Ninety'],
    ['Items', 'Belongings Tracker · Ninety'],
    ['Home', 'Ninety'],
  ];
  for (const [entry, said] of moves) {
    await nav.getByRole('link', { name: entry }).click();
    await expect(heard(said)).toHaveCount(1);
    await expect(nav.getByRole('link', { name: entry })).toBeFocused();
  }
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(heard('Settings · Ninety')).toHaveCount(1);
  await page.goBack();
  await expect(heard('Ninety')).toHaveCount(1);
  // What was said stays a live region that axe accepts outside the landmarks.
  await expectNoAxeViolations(page);

  // A path spelt otherwise is a redirect on arrival: the first screen, said by nothing.
  await page.goto('/Water/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');
  await expect(anyScreen).toHaveCount(0);
});

test('a path spelt otherwise opens its screen under its own spelling, query kept', async ({ page }) => {
  await page.goto('/Water/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');
  await expect(page).toHaveURL(/\/water$/);
  // The Add task shortcut's address, typed in capitals, still opens the dialog once.
  await page.goto('/PRIORITY?new=task');
  await expect(page.getByRole('dialog', { name: 'Create Priority Task' })).toBeVisible();
  await expect(page).toHaveURL(/\/priority$/);
});

test('Settings is reached from the header, and everything is keyboard reachable with visible focus', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  // Away from Home, the name at the top is the way back to it, a target as tall as a button.
  const brand = page.getByRole('banner').getByRole('link', { name: 'Ninety', exact: true });
  // On a phone the sync state takes its room while it shows: the time zone stored at start
  // shows "1 change waiting to sync" for a moment, so the name is measured once that is over.
  await waitForSynced(page);
  await expect(brand).toBeVisible();
  expect((await edges(brand)).height).toBeGreaterThanOrEqual(44);
  await brand.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
  // Home is named once on screen, by its heading: the header drops its own name there. (The
  // screen reader's live region says "Ninety" too, unseen: the move's announcement.)
  await expect(page.getByRole('banner').getByText('Ninety', { exact: true })).toHaveCount(0);

  await page.goto('/');
  // Tab once the screen is there: before the first render there is nothing to reach.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  // Tab through to the Water entry of the bottom bar and open it with Enter.
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (label === 'Water') break;
  }
  const focused = page.locator(':focus');
  await expect(focused).toHaveText('Water');
  const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');
});

test('a field reached with Tab stops clear of the bottom bar, not behind it', async ({ page }) => {
  await page.goto('/water');
  await page.getByRole('button', { name: 'Add 16 oz' }).focus();
  const start = page.getByLabel('Start Time', { exact: true });
  for (let i = 0; i < 10 && !(await start.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(start).toBeFocused();
  // At 375 x 812 it sat just below the fold, which the fixed bar covers.
  const bar = await edges(page.getByRole('navigation', { name: 'Main' }));
  expect((await edges(start)).bottom).toBeLessThanOrEqual(bar.y);
});

test('a missing file answers 404, not the app', async ({ request }) => {
  expect((await request.get('/robots.txt')).status()).toBe(404);
  expect((await request.get('/assets/missing-0000.js')).status()).toBe(404);
  const index = await request.get('/goals');
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe('no-cache');
});
