// Renders the manifest's screenshots (the richer install sheet shows them) from a running app
// with a week of sample history. It REPLACES the data of the server it is pointed at: use a
// scratch one with pairing off, e.g.
//   DATA_DIR=/tmp/ninety-shots PORT=8799 AUTH=off node sync-server/dist/index.js, then
//   node web/scripts/render-screenshots.mjs http://127.0.0.1:8799
import { chromium } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';

const base = process.argv[2] ?? 'http://127.0.0.1:8799';
const outDir = fileURLToPath(new URL('../public/screenshots/', import.meta.url));
mkdirSync(outDir, { recursive: true });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const iso = (ms) => new Date(ms).toISOString();
const dayStart = Math.floor(now / DAY) * DAY;
const water = [];
for (let ago = 6; ago >= 1; ago--) for (const hour of [8, 11, 14, 17]) water.push({ id: randomUUID(), amount: 32, loggedAt: iso(dayStart - ago * DAY + hour * HOUR) });
for (const [hour, amount] of [[7, 16], [9, 24], [11, 16]]) water.push({ id: randomUUID(), amount, loggedAt: iso(Math.min(now - 60_000, dayStart + hour * HOUR)) });
const task = (title, dueIn, completedAgo) => ({
  id: randomUUID(),
  title,
  dueDate: iso(now + dueIn),
  hpImpact: 15,
  createdAt: iso(now - DAY),
  completedAt: completedAgo === undefined ? null : iso(now - completedAgo),
});
const goalStart = now - 34 * DAY;
const document = {
  format: 'ninety-export',
  version: 1,
  exportedAt: iso(now),
  records: {
    waterLogs: water,
    tasks: [task('Book the dentist', 3 * HOUR), task('Send the quarterly report', -2 * HOUR, 3 * HOUR), task('Renew gym membership', 20 * HOUR)],
    quests: [],
    workouts: [],
    workoutCompletions: [],
    stretchCompletions: [],
    weights: [190, 189, 188, 188, 187].map((pounds, i) => ({ id: randomUUID(), weight: pounds, loggedAt: iso(now - (28 - i * 7) * DAY) })),
    goals: [{ id: randomUUID(), title: 'Run a half marathon', description: 'Train four days a week', startDate: iso(goalStart), endDate: iso(goalStart + 90 * DAY), penalty: 100, createdAt: iso(goalStart), achievedAt: null }],
    goalCheckIns: [],
    goalResets: [],
    checklistItems: [],
    settings: [{ key: 'timeZone', value: 'UTC', updatedAt: iso(now) }],
  },
};
const imported = await fetch(`${base}/api/import`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(document) });
if (!imported.ok) throw new Error(`import refused: ${imported.status} ${await imported.text()}`);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const shots = [
  ['home-narrow.png', '/', { width: 375, height: 812 }, 2],
  ['water-narrow.png', '/water', { width: 375, height: 812 }, 2],
  ['home-wide.png', '/', { width: 1280, height: 800 }, 1],
];
for (const [file, path, viewport, deviceScaleFactor] of shots) {
  const context = await browser.newContext({ viewport, deviceScaleFactor, timezoneId: 'UTC', colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${outDir}${file}` });
  console.info('wrote', file);
  await context.close();
}
await browser.close();
