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

const targets = [
  ['icons/icon-192.png', 192, mark],
  ['icons/icon-512.png', 512, mark],
  ['icons/icon-maskable-512.png', 512, maskable],
  ['apple-touch-icon.png', 180, maskable],
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
