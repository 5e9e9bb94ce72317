import { test as base, expect, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../sync-server/dist/index.js', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

export interface AppServer {
  url: string;
  dataDir: string;
}

/** The production server (built by `pnpm build`) on a free port with a fresh SQLite file. */
export const test = base.extend<{ server: AppServer }>({
  // Playwright reads the fixture's dependencies from this destructuring; it has none.
  // eslint-disable-next-line no-empty-pattern
  server: async ({}, use) => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'ninety-e2e-'));
    const child = spawn(process.execPath, [serverEntry], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const url = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(url, child);
      await use({ url, dataDir });
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect };

/** Waits until the service worker controls the page and has precached the app shell. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active && navigator.serviceWorker.controller);
  });
}

/** Waits until nothing is waiting to sync. */
export async function waitForSynced(page: Page): Promise<void> {
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0);
}
