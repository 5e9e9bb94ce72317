import { chromium, type Browser } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCaddy, type Caddy } from './caddy';
import { expect, freePort, printedByProcess, printedPairingLink, startServerProcess, stopServerProcess, test, toast, waitForServiceWorker, waitForSynced } from './fixtures';
import config from '../playwright.config';

/** A name that is not localhost: only HTTPS makes its pages a secure context. */
const NAME = 'ninety.test';

let caddy: Caddy;
let app: ChildProcess;
let appPort: number;
let dataDir: string;
let browser: Browser;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  appPort = await freePort();
  const caddyPort = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'ninety-https-'));
  // As docs/deploy.md runs it: on loopback behind the proxy, pairing on, the public address set.
  app = await startServerProcess(appPort, dataDir, { AUTH: '', PUBLIC_ORIGIN: `https://${NAME}:${caddyPort}` });
  caddy = await startCaddy({ name: NAME, port: caddyPort, upstreamPort: appPort });
  const launch = config.use!.launchOptions!;
  browser = await chromium.launch({
    ...launch,
    env: { ...process.env, HOME: caddy.trustingHome },
    args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${NAME} 127.0.0.1`],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await caddy?.stop();
  if (app) await stopServerProcess(app);
  rmSync(dataDir, { recursive: true, force: true });
});

test('through Caddy with HTTPS: pair with the printed link, start offline, sync a log made offline; a stranger gets 401', async () => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    const link = printedPairingLink({ printed: () => printedByProcess(app) });
    expect(link).toMatch(new RegExp(`^${caddy.origin}/pair#[A-Za-z0-9_-]{24}$`));
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ninety');
    await expect(toast(page)).toContainText('Device Paired');
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ name: 'ninety_device', path: '/api', httpOnly: true, secure: true, sameSite: 'Strict' });

    // The service worker controls the page, so the app starts with no network at all.
    await waitForServiceWorker(page);
    await waitForSynced(page);
    await context.setOffline(true);
    await page.goto(`${caddy.origin}/water`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Tracker');
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add 16 oz' }).click();
    await expect(page.getByTestId('water-total')).toHaveText('16');
    await expect(page.getByText('1 change waiting to sync')).toBeVisible();

    await context.setOffline(false);
    await waitForSynced(page, 30_000);
    // On the server, read behind the proxy with this device's cookie: the log, once.
    const serverLogs = async () => {
      const today = await fetch(`http://127.0.0.1:${appPort}/api/water/today`, { headers: { Cookie: `${cookie!.name}=${cookie!.value}` } });
      return ((await today.json()) as { logs: { amount: number }[] }).logs.map((log) => log.amount).sort((a, b) => a - b);
    };
    expect(await serverLogs()).toEqual([16]);

    // Background Sync: another log made offline, the app closed, the connection back. The
    // browser wakes the service worker, which flushes it alone, with the device's cookie.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add 8 oz' }).click();
    await expect(page.getByText('1 change waiting to sync')).toBeVisible();
    await page.goto('about:blank');
    await context.setOffline(false);
    await expect.poll(serverLogs, { timeout: 20_000 }).toEqual([8, 16]);

    // A stranger through the same proxy reads nothing and wipes nothing.
    const stranger = await browser.newContext();
    try {
      const strangerPage = await stranger.newPage();
      expect((await strangerPage.goto(`${caddy.origin}/api/export`))!.status()).toBe(401);
      const wipe = await strangerPage.evaluate(async () => {
        const response = await fetch('/api/import', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
        return response.status;
      });
      expect(wipe).toBe(401);
      // The app itself is public: it holds no data.
      expect((await strangerPage.goto(caddy.origin))!.status()).toBe(200);
    } finally {
      await stranger.close();
    }
  } finally {
    await context.close();
  }
});
