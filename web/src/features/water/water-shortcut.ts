/**
 * The home-screen shortcut "Log 8 oz of water" opens /water?log=8: the amount is logged once at
 * launch (offline too, through the outbox) and the parameter is dropped from the address before
 * the app renders, so a reload or Back never logs it again. Only a quick-add amount is taken
 * from a URL.
 */
import { WATER_QUICK_ADD_OZ } from '@ninety/domain';
import { waterLogged } from '../../lib/action-texts';
import { runAction } from '../../lib/run-action';

/** The amount a shortcut URL asks to log, or null when it asks for none (or for another). */
export function shortcutAmount(url: URL): number | null {
  const asked = Number(url.searchParams.get('log'));
  return (WATER_QUICK_ADD_OZ as readonly number[]).includes(asked) ? asked : null;
}

/** Logs what a launch address asks for, once, and leaves /water in the address bar. */
export function takeWaterShortcut(location: Location, history: History): void {
  const url = new URL(location.href);
  if (url.pathname !== '/water' || !url.searchParams.has('log')) return;
  history.replaceState(history.state, '', '/water');
  const amount = shortcutAmount(url);
  // The store's water code loads only for a launch that logs: most starts do not.
  if (amount !== null) void runAction(async () => (await import('../../db/water-repo')).logWater(amount), waterLogged(amount));
}
