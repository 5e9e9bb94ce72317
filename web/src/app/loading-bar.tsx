import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { locationShown, usePartsLoading } from '../lib/lazy-part';

/**
 * A thin moving bar at the top while a part's code is on its way (lib/lazy-part.tsx). React
 * Router opens a screen in a transition, keeping the one shown until the next has loaded: on a
 * first visit over a weak signal, a tap on the bottom bar would otherwise seem to do nothing.
 * It appears only after a moment (shell.css), so that a quick load does not flash it, and only for
 * what the screen shown, or the one on its way, waits for.
 */
export function LoadingBar() {
  const { key } = useLocation();
  // A screen opened while another's code was slow: the wait the user left behind is over.
  useEffect(() => locationShown(key), [key]);
  const loading = usePartsLoading((state) => state.waiting.size > 0);
  return loading ? <div className="loading-bar" role="progressbar" aria-label="Loading" /> : null;
}
