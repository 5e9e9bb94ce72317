// Renders public/favicon.svg's mark into the PNG icons the manifest and iOS need.
// Run once after changing the mark: node web/scripts/render-icons.mjs (needs /usr/bin/chromium).
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const mark = readFileSync(`${publicDir}favicon.svg`, 'utf8');
// Maskable icons may be cropped to a circle: full-bleed background, mark inside the safe 80%.
const maskable = mark
  .replace('<rect width="100" height="100" rx="22" fill="#0b0f14"/>', '<rect width="100" height="100" fill="#0b0f14"/>')
  .replace('<g ', '<g transform="translate(15 15) scale(0.7)" ');

// A notification's small icon: the platform keeps only its shape (alpha), so white on nothing.
const badge = mark
  .replace('<rect width="100" height="100" rx="22" fill="#0b0f14"/>', '')
  .replace(/stroke="#[0-9a-f]{6}"/g, 'stroke="#ffffff"');
// Home-screen shortcuts: the app's tile with what the shortcut does.
const tile = (inner) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="22" fill="#0b0f14"/>${inner}</svg>`;
const waterShortcut = tile('<path d="M50 16 C50 16 24 46 24 62 A26 26 0 0 0 76 62 C76 46 50 16 50 16 Z" fill="#38bdf8"/>');
const taskShortcut = tile('<g stroke="#f5b83d" stroke-width="12" stroke-linecap="round"><path d="M50 24 V76"/><path d="M24 50 H76"/></g>');

const targets = [
  ['icons/icon-192.png', 192, mark],
  ['icons/icon-512.png', 512, mark],
  ['icons/icon-maskable-512.png', 512, maskable],
  ['apple-touch-icon.png', 180, maskable],
  ['icons/badge-96.png', 96, badge],
  ['icons/shortcut-water-96.png', 96, waterShortcut],
  ['icons/shortcut-task-96.png', 96, taskShortcut],
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
for (const [file, size, svg] of targets) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  await page.screenshot({ path: `${publicDir}${file}`, omitBackground: true });
  console.info('wrote', file);
}
await browser.close();
