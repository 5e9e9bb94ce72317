import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeBuilder, keepBrowserTimers } from './axe';

const serverEntry = fileURLToPath(new URL('../../sync-server/dist/index.js', import.meta.url));

/** Answers whether `port` (0: any the kernel picks) can be listened on now, and which it was. */
function listenable(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(null));
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/** The first port of the kernel's range for outgoing connections (Linux: 32768 by default). */
function firstEphemeralPort(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 0;
  } catch {
    return 0;
  }
}

/**
 * A free port below the range the kernel gives outgoing connections. A port from that range
 * (what listening on port 0 returns) can be taken, between this check and the server's own
 * bind, as the local end of an outgoing connection: a health poll, Chromium's requests. Under
 * load Caddy lost its port so ("address already in use"). Where there is no room below the
 * range, the kernel's pick.
 */
export async function freePort(): Promise<number> {
  const below = firstEphemeralPort();
  // Above every port the Fetch standard calls bad (the highest is 10080, once picked here):
  // Node's fetch and Chromium refuse to reach one, so a running server looked dead to both.
  const lowest = 10_081;
  for (let attempt = 0; below - lowest > 1000 && attempt < 50; attempt += 1) {
    const port = await listenable(lowest + Math.floor(Math.random() * (below - lowest)));
    if (port !== null) return port;
  }
  const picked = await listenable(0);
  if (picked === null) throw new Error('no free port');
  return picked;
}

/** What each server process printed, as a person starting it would read it. */
const printedBy = new WeakMap<ChildProcess, string>();

/** What a server process has printed since it started. */
export const printedByProcess = (child: ChildProcess): string => printedBy.get(child) ?? '';

/** Whether the server answers its health check, a hung connection counting as no. */
async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false; // not listening yet
  }
}

/**
 * Waits until the server answers. The deadline is looked at only after an answer is asked for:
 * a test process stopped for a while (a busy machine, a log reader holding its writes) woke
 * past the deadline and said "server did not start" of a server that had long been running,
 * as CI once did. Each ask is bounded, so a hung connection cannot stall it in turn.
 */
async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; it printed:\n${printedByProcess(child)}`);
    if (await healthy(url)) return;
    if (Date.now() > deadline) throw new Error(`server did not answer ${url} in 30 s; it printed:\n${printedByProcess(child)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface AppServer {
  url: string;
  dataDir: string;
  /** What the server printed since it last started (the pairing link is there). */
  printed(): string;
  /** Stops the server: its port refuses connections until `restart`. */
  stop(): Promise<void>;
  /** Stops the server if it runs and starts it again on the same port and data, with more environment. */
  restart(env?: Record<string, string>): Promise<void>;
}

/** Pairing is off unless a test turns it on (AUTH=off is for loopback tests, as here). */
export async function startServerProcess(port: number, dataDir: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, AUTH: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  printedBy.set(child, '');
  child.stdout!.on('data', (chunk: Buffer) => {
    printedBy.set(child, printedBy.get(child) + chunk.toString());
    process.stdout.write(chunk);
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return child;
}

export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * What Chromium itself logs when a request cannot leave an offline device: the app expects it
 * (it keeps the change and retries), so it is no error of the app's.
 */
const OFFLINE_NOISE = /net::ERR_INTERNET_DISCONNECTED/;

interface Fixtures {
  server: AppServer;
  /** Extra environment for the server process (payment keys, for one). */
  serverEnv: Record<string, string>;
  /** Console messages a test expects (a refused push answers 4xx, which Chromium logs). */
  expectedConsoleErrors: RegExp[];
  /** Every console error and uncaught exception of the page; the test fails if any is left. */
  consoleErrors: string[];
}

/** The production server (built by `pnpm build`) on a free port with a fresh SQLite file. */
export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  serverEnv: [{}, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const expected = [OFFLINE_NOISE, ...expectedConsoleErrors];
      page.on('console', (message) => {
        if (message.type() === 'error' && !expected.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  server: async ({ serverEnv }, use) => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'ninety-e2e-'));
    const url = `http://127.0.0.1:${port}`;
    let child = await startServerProcess(port, dataDir, serverEnv);
    try {
      await use({
        url,
        dataDir,
        printed: () => printedBy.get(child) ?? '',
        stop: () => stopServerProcess(child),
        restart: async (env = {}) => {
          await stopServerProcess(child);
          child = await startServerProcess(port, dataDir, { ...serverEnv, ...env });
        },
      });
    } finally {
      await stopServerProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  baseURL: async ({ server }, use) => use(server.url),
  // Before any `page.clock.install()`, so axe still runs on a page whose clock a test stopped.
  context: async ({ context }, use) => {
    await keepBrowserTimers(context);
    await use(context);
  },
});

export { expect };

/** Waits until the service worker controls the page and has precached the app shell. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active && navigator.serviceWorker.controller);
  });
}

interface StoredSyncState {
  pulled: boolean;
  waiting: number;
}

/**
 * What the device's store says of its sync, read straight from IndexedDB (the screen may render
 * a moment later): whether it has pulled at least once (it holds a pull cursor) and how many
 * changes wait in its outbox.
 */
function storedSyncState(page: Page): Promise<StoredSyncState> {
  return page.evaluate(async () => {
    const none: StoredSyncState = { pulled: false, waiting: 0 };
    if (!(await indexedDB.databases()).some((db) => db.name === 'ninety')) return none;
    return new Promise<StoredSyncState>((resolve) => {
      const open = indexedDB.open('ninety');
      open.onerror = () => resolve(none);
      open.onsuccess = () => {
        const db = open.result;
        const done = (answer: StoredSyncState) => {
          db.close();
          resolve(answer);
        };
        if (!db.objectStoreNames.contains('meta') || !db.objectStoreNames.contains('outbox')) return done(none);
        const read = db.transaction(['meta', 'outbox']);
        const cursor = read.objectStore('meta').get('cursor');
        const waiting = read.objectStore('outbox').count();
        read.oncomplete = () => done({ pulled: cursor.result !== undefined, waiting: waiting.result });
        read.onerror = () => done(none);
      };
    });
  });
}

/**
 * Waits until the device has pulled from the server at least once and nothing is waiting to
 * sync: what the server held is on the device, and what the device made is on the server. The
 * store is asked as well as the screen, as the indicator may show a stored change a moment late.
 */
export async function waitForSynced(page: Page, timeout?: number): Promise<void> {
  await expect.poll(() => storedSyncState(page), { timeout }).toEqual({ pulled: true, waiting: 0 });
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0, { timeout });
}

/**
 * Every state Home's figures pass through, as the page draws them: "restoring" while the card
 * standing in for them shows (the history asked for or arriving), else the consistent days
 * shown. A look now and then could miss a state drawn for a moment. Call it before the visit.
 */
export async function recordHomeFigures(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const drawn: string[] = [];
    Object.assign(window, { homeFiguresDrawn: drawn });
    new MutationObserver(() => {
      const now = document.getElementById('restoring-figures')
        ? 'restoring'
        : (document.querySelector('[data-testid="consistent-days"]')?.textContent ?? '');
      if (now && now !== drawn.at(-1)) drawn.push(now);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { homeFiguresDrawn: string[] }).homeFiguresDrawn);
}

/**
 * axe-core finds nothing on what the page shows now (dialogs included): no WCAG 2.1 A/AA
 * violation, and none of axe's best-practice rules broken either (heading order, one banner),
 * which Lighthouse's accessibility score also counts.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Judged on the settled page: halfway through a toast's fade-in its text is half transparent,
  // and axe measured that contrast now and then (one run in three of the priority journey).
  // An animation cancelled on the way (a highlight that ends) rejects its `finished`, and the one
  // that replaces it is waited for in the next round.
  await page.evaluate(async () => {
    const running = () => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
    for (let round = 0; round < 10 && running().length > 0; round++) {
      await Promise.allSettled(running().map((animation) => animation.finished));
    }
  });
  const { violations } = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/**
 * axe's contrast rule holds inside `selector` at this very frame, animations or not: for what
 * must be readable while it changes, where `expectNoAxeViolations` would wait for it to settle.
 */
export async function expectReadableNow(page: Page, selector: string): Promise<void> {
  const { violations, incomplete } = await axeBuilder(page).include(selector).withRules(['color-contrast']).analyze();
  // What axe could not judge is not known to be readable: text the colour of its background
  // (ratio 1:1) axe takes for text hidden on purpose, and leaves undecided.
  const unreadable = [...violations, ...incomplete].flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  expect(unreadable).toEqual([]);
}

/**
 * Stops the page's clock (after `page.clock.install()`): a second the app counts (a highlight, a
 * toast) then lasts until the test moves the clock on, however long a busy machine takes between
 * the tap and the look.
 */
export async function stopTheClock(page: Page): Promise<void> {
  // A moment ahead, however slowly the machine reaches the pause: it must not be in the past.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
}

/** The one toast on screen. */
export const toast = (page: Page) => page.getByTestId('toast');

/**
 * Records the title of every toast the page shows from now on, however short its life, so a
 * test can say what was never told (an error replacing a success a moment later).
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen = new Set<Element>();
    const titles: string[] = [];
    (window as unknown as { toastTitles: string[] }).toastTitles = titles;
    new MutationObserver(() => {
      for (const shown of document.querySelectorAll('[data-testid="toast"]')) {
        if (seen.has(shown)) continue;
        seen.add(shown);
        titles.push(shown.querySelector('.toast__title')?.textContent ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { toastTitles: string[] }).toastTitles]);
}

/** Where something is on the screen, with its right and bottom edges; it must be shown. */
export async function edges(locator: Locator): Promise<{ x: number; y: number; width: number; height: number; right: number; bottom: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} is not on the screen`);
  return { ...box, right: box.x + box.width, bottom: box.y + box.height };
}

/**
 * The words inside `locator` that the layout broke across two lines ("Complet" / "e"): each
 * word's box is measured, and a word drawn on more than one line is listed.
 */
export async function wordsSplitAcrossLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Split at spaces and hyphens: "read-only" may break after its hyphen.
      for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)));
        if (lines.size > 1) split.push(word[0]);
      }
    }
    return split;
  });
}

/**
 * The icons inside `locator` drawn narrower than their own size (a flex row beside text that
 * wraps squeezes them), each named by its class and the text beside it.
 */
export async function iconsDrawnSmaller(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) =>
    [...root.querySelectorAll('svg.lucide')]
      .filter((icon) => {
        const drawn = icon.getBoundingClientRect().width;
        return drawn > 0 && drawn < Number(icon.getAttribute('width')) - 0.5;
      })
      .map((icon) => `${icon.getAttribute('class')} beside "${icon.parentElement?.textContent?.trim()}"`),
  );
}

/** What the server holds of a table, read through the sync pull (live rows only). */
export async function serverRows<Row>(request: APIRequestContext, table: string): Promise<Row[]> {
  const pulled = (await (await request.get('/api/sync/pull')).json()) as { changes: { table: string; row?: Row; deleted?: boolean }[] };
  return pulled.changes.filter((change) => change.table === table && !change.deleted && change.row).map((change) => change.row as Row);
}

/**
 * Holds a write transaction on the device's database, so the app's next write waits behind it
 * and its pending state ("Saving...") can be seen. Answers the function that lets it go.
 */
export async function holdDatabase(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(
    () =>
      new Promise<void>((started) => {
        const open = indexedDB.open('ninety');
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(db.objectStoreNames, 'readwrite');
          const store = tx.objectStore('meta');
          const held = window as unknown as { releaseDatabase?: boolean };
          held.releaseDatabase = false;
          // A transaction stays open while requests keep coming.
          const keepAlive = () => {
            if (held.releaseDatabase) return;
            store.get('clientId').onsuccess = keepAlive;
          };
          keepAlive();
          tx.oncomplete = () => db.close();
          started();
        };
      }),
  );
  return () =>
    page.evaluate(() => {
      (window as unknown as { releaseDatabase?: boolean }).releaseDatabase = true;
    });
}

/** The pairing link the server printed at its last start (`Pair a device: open <link>`). */
export function printedPairingLink(server: Pick<AppServer, 'printed'>): string {
  const link = /Pair a device: open (\S+)/.exec(server.printed())?.[1];
  if (!link) throw new Error(`the server printed no pairing link:\n${server.printed()}`);
  return link;
}
