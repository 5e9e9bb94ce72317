import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, serverRows, toast, waitForServiceWorker, waitForSynced } from './fixtures';

test('the manifest makes the app installable on a home screen', async ({ request, server, launchOptions }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: expect.stringContaining('Ninety'), short_name: 'Ninety', display: 'standalone', start_url: '/' });
  expect(manifest.theme_color).toMatch(/^#/);
  const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);

  // Chromium never offers to install from an incognito profile, which is what a default test
  // context is: use a real, persistent profile.
  const profile = mkdtempSync(join(tmpdir(), 'ninety-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, viewport: { width: 375, height: 812 } });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(server.url);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a first visit precaches every screen, so each opens with no network', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const screens: [path: string, title: string][] = [
    ['/quests', 'Adaptive Quests'],
    ['/belongings', 'Belongings Tracker'],
    ['/water', 'Water Tracker'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): string {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest offers two shortcuts and screenshots for the richer install sheet', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.description).toMatch(/HP and XP/);
  expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
    ['Log 8 oz of water', '/water?log=8'],
    ['Add priority task', '/priority?new=task'],
  ]);
  for (const shortcut of manifest.shortcuts) {
    const [icon] = shortcut.icons;
    const response = await request.get(icon.src);
    expect(response.status()).toBe(200);
    expect(pngSize(await response.body())).toBe(icon.sizes);
  }
  const factors = manifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor);
  expect(factors).toEqual(expect.arrayContaining(['narrow', 'wide']));
  for (const shot of manifest.screenshots) {
    const response = await request.get(shot.src);
    expect(response.status()).toBe(200);
    expect(pngSize(await response.body())).toBe(shot.sizes);
    expect(shot.label).not.toBe('');
  }
});

test('the shortcuts work from their URLs offline: +8 oz is logged once, the task dialog opens', async ({ page, context, request }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await waitForSynced(page);
  await context.setOffline(true);

  await page.goto('/water?log=8');
  await expect(page).toHaveURL(/\/water$/);
  await expect(toast(page)).toContainText('Water Logged');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();
  // The address no longer asks for a log: a reload logs nothing more.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();
  // Only a quick-add amount is taken from an address.
  await page.goto('/water?log=500');
  await expect(page).toHaveURL(/\/water$/);
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();

  await page.goto('/priority?new=task');
  await expect(page.getByRole('dialog', { name: 'Create Priority Task' })).toBeVisible();
  await expect(page).toHaveURL(/\/priority$/);

  await context.setOffline(false);
  await waitForSynced(page);
  expect((await serverRows<{ amount: number }>(request, 'waterLogs')).map((log) => log.amount)).toEqual([8]);
});
