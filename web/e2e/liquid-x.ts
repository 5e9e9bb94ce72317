import type { Page } from '@playwright/test';

/**
 * How much of Home's liquid X stands in liquid, as a user sees it: of the rows of pixels where
 * the X is drawn, the share that holds the liquid's colour. Read from a screenshot of the X with
 * its wave held still and its level's transition ended, and counted in the page itself (a canvas
 * reads the PNG), so nothing but the pixels Chromium drew is asked.
 */
export async function liquidShare(page: Page): Promise<number> {
  const png = await page.getByRole('img', { name: /^Liquid X/ }).screenshot({ animations: 'disabled' });
  return page.evaluate(async (base64) => {
    const rgb = (css: string) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    const liquid = rgb(getComputedStyle(document.querySelector('.liquid-x__wave')!).fill);
    const track = rgb(getComputedStyle(document.querySelector('.liquid-x__track')!).stroke);
    // Edges are blended with what is behind them: only pixels of the colour itself count.
    const near = (data: Uint8ClampedArray, at: number, colour: number[]) =>
      colour.every((value, channel) => Math.abs(data[at + channel]! - value) <= 12);

    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);

    let rowsOfX = 0;
    let rowsOfLiquid = 0;
    for (let y = 0; y < height; y += 1) {
      let hasLiquid = false;
      let hasTrack = false;
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * 4;
        hasLiquid ||= near(data, at, liquid);
        hasTrack ||= near(data, at, track);
      }
      if (hasLiquid || hasTrack) rowsOfX += 1;
      if (hasLiquid) rowsOfLiquid += 1;
    }
    return rowsOfX === 0 ? 0 : rowsOfLiquid / rowsOfX;
  }, png.toString('base64'));
}
