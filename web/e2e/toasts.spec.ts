import { TOAST_MS } from '@ninety/domain';
import { test, expect, stopTheClock, toast } from './fixtures';

test('a toast stays while a pointer rests on it or focus is in it, then runs out the rest of its time', async ({ page }) => {
  await page.clock.install();
  await page.goto('/water');
  await expect(page.getByText('No water logged today')).toBeVisible();
  await stopTheClock(page);

  // Read with the pointer: a second passes, then the pointer rests on the toast for a minute.
  await page.getByRole('button', { name: 'Add 8 oz' }).click();
  await expect(toast(page)).toContainText('+8 oz');
  await page.clock.runFor(1000);
  await toast(page).hover();
  await page.clock.runFor(60_000);
  await expect(toast(page)).toContainText('+8 oz');
  // Let go: the three seconds it had left, not a new four.
  await page.mouse.move(0, 0);
  await page.clock.runFor(TOAST_MS - 1000 - 1);
  await expect(toast(page)).toContainText('+8 oz');
  await page.clock.runFor(1);
  await expect(toast(page)).toHaveCount(0);

  // By keyboard: focus on its button holds it the same way.
  await page.getByRole('button', { name: 'Add 12 oz' }).click();
  await expect(toast(page)).toContainText('+12 oz');
  await toast(page).getByRole('button', { name: 'Dismiss notification' }).focus();
  await page.clock.runFor(60_000);
  await expect(toast(page)).toContainText('+12 oz');
  await page.keyboard.press('Shift+Tab');
  await expect(toast(page).getByRole('button', { name: 'Dismiss notification' })).not.toBeFocused();
  await page.clock.runFor(TOAST_MS - 1);
  await expect(toast(page)).toContainText('+12 oz');
  await page.clock.runFor(1);
  await expect(toast(page)).toHaveCount(0);
});
