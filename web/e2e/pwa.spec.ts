import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, waitForServiceWorker } from './fixtures';

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
