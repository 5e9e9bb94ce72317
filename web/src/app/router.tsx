import { lazy, type ComponentType } from 'react';
import { canonicalPath } from '../lib/router/address';
import { AddressProvider, Navigate, useAddress } from '../lib/router/router';
import { Layout } from './layout';
import { OpenScreenMessages } from './open-screen-messages';

// Each screen is its own chunk: the first load carries the shell and the screen opened.
const SCREENS: Readonly<Record<string, ComponentType>> = {
  '/': lazy(() => import('../features/home/home-screen')),
  '/water': lazy(() => import('../features/water/water-screen')),
  '/priority': lazy(() => import('../features/priority/priority-screen')),
  '/workouts': lazy(() => import('../features/training/training-screen')),
  '/goals': lazy(() => import('../features/goals/goals-screen')),
  '/quests': lazy(() => import('../features/quests/quests-screen')),
  '/analytics': lazy(() => import('../features/analytics/analytics-screen')),
  '/belongings': lazy(() => import('../features/belongings/belongings-screen')),
  '/settings': lazy(() => import('../features/settings/settings-screen')),
};

/** The screen the address names; another spelling of its path is corrected in place. */
function Screen() {
  const { pathname, search } = useAddress();
  const path = canonicalPath(pathname);
  const Found = Object.hasOwn(SCREENS, path) ? SCREENS[path] : undefined;
  // Spec §2: any unknown path falls back to Home.
  if (!Found) return <Navigate to="/" replace />;
  if (path !== pathname) return <Navigate to={`${path}${search}`} replace />;
  return <Found />;
}

/**
 * Nine flat paths, each a screen inside the one layout. The app loads no data through its routes
 * (screens read the local store with live queries), so a router library would be weight on the
 * first load for nothing (docs/decisions/0018-own-router.md).
 */
export function AppRoutes() {
  return (
    <AddressProvider>
      <OpenScreenMessages />
      <Layout>
        <Screen />
      </Layout>
    </AddressProvider>
  );
}
