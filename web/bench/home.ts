// BENCH home-5y: with five years held, from navigation to / until "n/90" is shown, the stats
// kept from an earlier look (the usual open: web/src/db/stats-snapshot.ts).
// BENCH home-5y-derive: the same with no stats kept, derived from the rows kept at the last use
// (web/src/db/kept-rows.ts): the first open after midnight or after an update.
// BENCH home-5y-cold: the same with nothing kept, so every record is read and derived from
// (the first open on this device, or after writes made elsewhere to every table).
// Each is the median of three opens.
import type { Page } from 'playwright-core';
import { median } from './summaries';

export async function homeShown(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/settings`);
  await page.waitForLoadState('networkidle');
  const started = Date.now();
  await page.goto(url);
  await page.getByTestId('consistent-days').filter({ hasText: /\/90/ }).waitFor();
  return Date.now() - started;
}

/** Deletes `meta` rows of the app's database with bare IndexedDB, on a page of the app that is idle. */
async function forgetMeta(page: Page, url: string, keyPrefixes: readonly string[]): Promise<void> {
  await page.goto(`${url}/settings`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async (prefixes) => {
    const open = indexedDB.open('ninety');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction('meta', 'readwrite');
    for (const prefix of prefixes) tx.objectStore('meta').delete(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
  }, keyPrefixes);
}

/** Drops the kept stats (the meta row). */
export const forgetKeptStats = (page: Page, url: string) => forgetMeta(page, url, ['statsSnapshot']);

/** Drops the kept stats and the kept rows, so that the next open reads every record. */
const forgetAllKept = (page: Page, url: string) => forgetMeta(page, url, ['statsSnapshot', 'keptRows:']);

/** Waits until the app has kept rows (it does so once idle after reading tables as records). */
async function rowsKept(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const open = indexedDB.open('ninety');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction('meta');
      const count = await new Promise<number>((resolve) => {
        const request = tx.objectStore('meta').count(IDBKeyRange.bound('keptRows:', 'keptRows:\uffff'));
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return count > 0;
    },
    undefined,
    { timeout: 30_000, polling: 500 },
  );
}

/** Rounds of opens per figure: one open varies by half between runs on this machine. */
export const HOME_ROUNDS = 3;

export interface HomeRound {
  cold: number;
  derive: number;
  kept: number;
}

/**
 * Home opened with nothing kept, then with the rows kept but not the stats, then with the stats
 * kept, in HOME_ROUNDS rounds; each figure is the median of its rounds. `between` runs once,
 * after the first open, while the page holds every record it derived from.
 */
export async function homeOpens(page: Page, url: string, between: () => Promise<void>): Promise<HomeRound & { rounds: HomeRound[] }> {
  const rounds: HomeRound[] = [];
  for (let round = 0; round < HOME_ROUNDS; round++) {
    await forgetAllKept(page, url);
    const cold = await homeShown(page, url);
    if (round === 0) await between();
    await rowsKept(page);
    await forgetKeptStats(page, url);
    const derive = await homeShown(page, url);
    // The kept stats are written once Home has derived them, just after it shows them.
    await page.waitForTimeout(1000);
    rounds.push({ cold, derive, kept: await homeShown(page, url) });
  }
  const medianOf = (figure: keyof HomeRound) => median(rounds.map((r) => r[figure]));
  return { cold: medianOf('cold'), derive: medianOf('derive'), kept: medianOf('kept'), rounds };
}
