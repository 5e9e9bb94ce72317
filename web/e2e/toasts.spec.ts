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

test('F8 takes the keyboard to the toast and Esc back; its name says so', async ({ page }) => {
  await page.goto('/water');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeAttached();
  // With no toast, F8 leaves the focus where it is.
  const add8 = page.getByRole('button', { name: 'Add 8 oz' });
  await add8.focus();
  await page.keyboard.press('F8');
  await expect(add8).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('+8 oz');
  await page.keyboard.press('F8');
  // Its buttons are named with the toast's title around them.
  const dismiss = page.getByRole('group', { name: 'Water Logged' }).getByRole('button', { name: 'Dismiss notification' });
  await expect(dismiss).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toast(page)).toHaveCount(0);
  await expect(add8).toBeFocused();

  // Reached with the focus on no control at all, it gives the focus to the screen.
  await add8.click();
  await expect(toast(page)).toBeVisible();
  await page.evaluate('document.activeElement.blur()');
  await page.keyboard.press('F8');
  await expect(dismiss).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
});
