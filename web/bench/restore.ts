// BENCH first-sync-5y: a fresh phone opens the app and restores five years from the server,
// from navigation until every record is held and the restore is no longer shown.
// BENCH first-sync-floor: the same rows fetched, then written with bare IndexedDB puts in one
// transaction per table, in the same kind of page: what the store cannot beat.
import type { Page } from 'playwright-core';

async function heldRecords(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const open = indexedDB.open('ninety');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const stores = [...db.objectStoreNames].filter((name) => !['outbox', 'sent', 'rejections', 'tombstones', 'meta'].includes(name));
    if (stores.length === 0) return 0;
    const tx = db.transaction(stores);
    const counts = await Promise.all(
      stores.map((name) => new Promise<number>((resolve) => {
        const request = tx.objectStore(name).count();
        request.onsuccess = () => resolve(request.result);
      })),
    );
    db.close();
    return counts.reduce((sum, n) => sum + n, 0);
  });
}

/**
 * Five years restore in some 15 s at 4x CPU and fifty in at most 90 s (ADR 15); a restore that
 * has not ended by this has stalled, and waiting on would only hide where.
 */
const RESTORE_AT_MOST_MS = 10 * 60_000;

export async function firstSync(page: Page, url: string, expected: number): Promise<number> {
  const started = Date.now();
  await page.goto(url);
  for (;;) {
    const held = await heldRecords(page).catch(() => 0);
    if (held >= expected && (await page.getByText(/Restoring/).count()) === 0) break;
    if (Date.now() - started > RESTORE_AT_MOST_MS) {
      // Say where it stopped: what the device holds, and what its header and screen say.
      const shown = async (selector: string) => (await page.locator(selector).first().innerText().catch(() => '?')).replace(/\s+/g, ' ').slice(0, 300);
      throw new Error(`the restore had not ended after ${RESTORE_AT_MOST_MS / 60_000} min: ${held} of ${expected} records held; header: ${await shown('header')}; screen: ${await shown('main')}`);
    }
    await page.waitForTimeout(200);
  }
  return Date.now() - started;
}

export async function firstSyncFloor(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/api/health`);
  return page.evaluate(async () => {
    const changes: { table: string; id: string; row?: unknown }[] = [];
    let cursor: number | undefined;
    for (;;) {
      const query = cursor === undefined ? '' : `?cursor=${cursor}`;
      const page = (await (await fetch(`/api/sync/pull${query}`)).json()) as { cursor: number; changes: typeof changes; remaining?: number };
      changes.push(...page.changes);
      if (!page.remaining) break;
      cursor = page.cursor;
    }
    const tables = [...new Set(changes.map((change) => change.table))];
    const open = indexedDB.open('floor', 1);
    open.onupgradeneeded = () => {
      for (const table of tables) open.result.createObjectStore(table);
    };
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    const started = performance.now();
    await Promise.all(
      tables.map((table) => new Promise<void>((resolve) => {
        const tx = db.transaction(table, 'readwrite');
        const store = tx.objectStore(table);
        for (const change of changes) if (change.table === table && change.row) store.put(change.row, change.id);
        tx.oncomplete = () => resolve();
      })),
    );
    return performance.now() - started;
  });
}

/** The page's JavaScript heap in use (DevTools protocol, after a garbage collection), in MB. */
export async function heapUsedMb(page: Page): Promise<number> {
  const client = await page.context().newCDPSession(page);
  await client.send('HeapProfiler.collectGarbage');
  const { usedSize } = await client.send('Runtime.getHeapUsage');
  await client.detach();
  return usedSize / 1_000_000;
}
