// BENCH home-5y: with five years held, from navigation to / until "n/90" is shown, the stats
// kept from an earlier look (the usual open: web/src/db/stats-snapshot.ts).
// BENCH home-5y-derive: the same with no stats kept, so every record is read and derived from
// (the first open after a write made elsewhere, after midnight or after an update).
// Each is the median of three opens.
import type { Page } from 'playwright-core';
import { median } from './phone';

export async function homeShown(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/settings`);
  await page.waitForLoadState('networkidle');
  const started = Date.now();
  await page.goto(url);
  await page.getByTestId('consistent-days').filter({ hasText: /\/90/ }).waitFor();
  return Date.now() - started;
}

/** Drops the kept stats (the meta row), with bare IndexedDB, on a page of the app that is idle. */
export async function forgetKeptStats(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/settings`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const open = indexedDB.open('ninety');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction('meta', 'readwrite');
    tx.objectStore('meta').delete('statsSnapshot');
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  });
}

/** Rounds of opens per figure: one open varies by half between runs on this machine. */
export const HOME_ROUNDS = 3;

/**
 * Home opened with no stats kept, then opened again once they are (it keeps them), in
 * HOME_ROUNDS rounds; each figure is the median of its rounds. `between` runs once, after the
 * first open, while the page holds every record it derived from.
 */
export async function homeOpens(page: Page, url: string, between: () => Promise<void>): Promise<{ derive: number; kept: number; rounds: { derive: number; kept: number }[] }> {
  const rounds: { derive: number; kept: number }[] = [];
  for (let round = 0; round < HOME_ROUNDS; round++) {
    await forgetKeptStats(page, url);
    const derive = await homeShown(page, url);
    // The kept stats are written once Home has derived them, just after it shows them.
    await page.waitForTimeout(1000);
    if (round === 0) await between();
    rounds.push({ derive, kept: await homeShown(page, url) });
  }
  return { derive: median(rounds.map((r) => r.derive)), kept: median(rounds.map((r) => r.kept)), rounds };
}
