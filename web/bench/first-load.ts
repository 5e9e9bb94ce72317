// BENCH first-load-js: the JavaScript a first visit to / downloads (Brotli, as the server sends
// it), counted from the responses' encoded sizes until the network is idle. The service worker
// is blocked: it would precache every file, which is not what the visit itself needs.
import { chromium } from 'playwright-core';

export async function firstLoadJs(url: string): Promise<{ kB: number; files: number }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    await client.send('Network.enable');
    const scripts = new Map<string, number>();
    client.on('Network.responseReceived', ({ requestId, type }) => {
      if (type === 'Script') scripts.set(requestId, 0);
    });
    client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (scripts.has(requestId)) scripts.set(requestId, encodedDataLength);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByText('Consistent Days').waitFor();
    await page.waitForLoadState('networkidle');
    const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    return { kB: bytes / 1000, files: scripts.size };
  } finally {
    await browser.close();
  }
}
