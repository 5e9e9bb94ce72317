// BENCH first-load-js: the JavaScript a first visit to / downloads (Brotli, as the server sends
// it), counted from the responses' encoded sizes (headers included) until the network is idle.
// The service worker is blocked: it would precache every file, which is not what the visit itself
// needs.
import { chromium } from 'playwright-core';

export async function firstLoadJs(url: string): Promise<{ kB: number; files: { path: string; kB: number }[] }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    await client.send('Network.enable');
    const scripts = new Map<string, { path: string; bytes: number }>();
    client.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script') scripts.set(requestId, { path: new URL(response.url).pathname, bytes: 0 });
    });
    client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.bytes = encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByText('Consistent Days').waitFor();
    await page.waitForLoadState('networkidle');
    const files = [...scripts.values()].map(({ path, bytes }) => ({ path, kB: bytes / 1000 }));
    return { kB: files.reduce((sum, file) => sum + file.kB, 0), files };
  } finally {
    await browser.close();
  }
}
