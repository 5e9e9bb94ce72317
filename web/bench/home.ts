// BENCH home-5y: with five years held, from navigation to / until "n/90" is shown.
import type { Page } from 'playwright-core';

export async function homeShown(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/settings`);
  await page.waitForLoadState('networkidle');
  const started = Date.now();
  await page.goto(url);
  await page.getByTestId('consistent-days').filter({ hasText: /\/90/ }).waitFor();
  return Date.now() - started;
}
