/**
 * The home-screen shortcut "Log 8 oz of water" opens /water?log=8: the route's loader logs it
 * (offline too, through the outbox) before the screen shows, then drops the parameter, so a
 * reload or Back never logs it again. Only a quick-add amount is taken from a URL.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { WATER_QUICK_ADD_OZ } from '@ninety/domain';
import { logWater } from '../../db/water-repo';
import { waterLogged } from '../../lib/action-texts';
import { runAction } from '../../lib/run-action';

/** The amount a shortcut URL asks to log, or null when it asks for none (or for another). */
export function shortcutAmount(url: URL): number | null {
  const asked = Number(url.searchParams.get('log'));
  return (WATER_QUICK_ADD_OZ as readonly number[]).includes(asked) ? asked : null;
}

export async function waterShortcutLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const url = new URL(request.url);
  if (!url.searchParams.has('log')) return null;
  const amount = shortcutAmount(url);
  if (amount !== null) await runAction(() => logWater(amount), waterLogged(amount));
  return redirect('/water');
}
