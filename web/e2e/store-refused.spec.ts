import { chromium } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, expectNoAxeViolations } from './fixtures';

test('where the user blocks site data, every screen says why it shows nothing instead of loading for ever', async ({ server, launchOptions }) => {
  // Chromium's own setting "Don't allow sites to save data on your device", in a real profile:
  // it refuses IndexedDB, Web Locks and the service worker alike.
  const profile = mkdtempSync(join(tmpdir(), 'ninety-blocked-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, viewport: { width: 375, height: 812 } });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto(`${server.url}/water`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Storage Not Available');
    await expect(page).toHaveTitle('Storage Not Available · Ninety');
    // The browser's own words, what is safe, and what to do.
    await expect(page.getByText('It said: "The user denied permission to access the database."')).toBeVisible();
    await expect(page.getByText('Nothing stored on this device was changed')).toBeVisible();
    await expect(page.getByText(/Allow this site to save data/)).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Every screen says the same.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Goals' }).click();
    await expect(page).toHaveURL(/\/goals$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Storage Not Available');

    // Try Again loads the app anew: here the browser still refuses, and says so again.
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Try Again' }).click()]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Storage Not Available');
    // Nothing syncs from a store that never opened, so nothing fails unheard either.
    expect(uncaught).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
