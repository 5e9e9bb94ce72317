import { expect, it, vi } from 'vitest';
import { showAppBadge } from './app-badge';

it('shows the unread count on the icon, clears it at zero, and does nothing where there is no badge', () => {
  const target = { setAppBadge: vi.fn(async () => undefined), clearAppBadge: vi.fn(async () => undefined) };
  showAppBadge(3, target);
  showAppBadge(0, target);
  expect(target.setAppBadge).toHaveBeenCalledWith(3);
  expect(target.clearAppBadge).toHaveBeenCalledTimes(1);
  expect(() => showAppBadge(2, {})).not.toThrow();
  // Refused (not installed): no unhandled rejection.
  showAppBadge(1, { setAppBadge: () => Promise.reject(new Error('not allowed')) });
});
