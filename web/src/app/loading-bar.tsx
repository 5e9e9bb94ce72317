import { usePartsLoading } from '../lib/lazy-part';

/**
 * A thin moving bar at the top while a part's code is on its way (lib/lazy-part.tsx). React
 * Router opens a screen in a transition, keeping the one shown until the next has loaded: on a
 * first visit over a weak signal, a tap on the bottom bar would otherwise seem to do nothing.
 * It appears only after a moment (shell.css), so that a quick load does not flash it.
 */
export function LoadingBar() {
  const loading = usePartsLoading((state) => state.loading > 0);
  return loading ? <div className="loading-bar" role="progressbar" aria-label="Loading" /> : null;
}
