/**
 * The count on the home-screen icon (Badging API), where the platform has it: installed apps on
 * Chromium and iOS 16.4+. Elsewhere it does nothing.
 */
type Badging = { setAppBadge?(count?: number): Promise<void>; clearAppBadge?(): Promise<void> };

export function showAppBadge(count: number, target: Badging = navigator as Badging): void {
  const set = count > 0 ? target.setAppBadge?.(count) : target.clearAppBadge?.();
  // Refused when the app is not installed or the permission is missing: nothing to tell.
  void set?.catch(() => undefined);
}
