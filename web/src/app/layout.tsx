import { Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { LoadBoundary } from '../components/load-boundary';
import { ToastViewport } from '../components/ui/toast-viewport';
import { useStoreOutdated, useStoreRefusal } from '../db/hooks/store-open';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { canonicalPath } from './canonical-path';
import { RejectionsBanner } from './rejections-banner';
import { ScreenAnnouncer } from './screen-announcer';
import { ScreenFailed } from './screen-failed';
import { ScreenNotLoaded } from './screen-not-loaded';
import { ShellPart } from './shell-part';
import { StoreOutdated } from './store-outdated';
import { StoreRefused } from './store-refused';
import { UpdateBanner } from './update-banner';
import { useReminderSubscription } from './use-reminder-subscription';

/**
 * The shell around every screen: header, banners, the screen itself (or why the store is not
 * this window's to use, or why the screen could not load or be shown), the bottom bar, what a screen reader hears when the screen changes, and toasts.
 */
export function Layout() {
  const { pathname, search } = useLocation();
  // Each Try Again of a failed screen: the shell's parts that failed with it are drawn again too.
  const [screenRetries, setScreenRetries] = useState(0);
  const partsRedrawKey = `${pathname} ${screenRetries}`;
  const storeRefusal = useStoreRefusal();
  const storeOutdated = useStoreOutdated();
  const spelling = canonicalPath(pathname);
  // "/Water/" opened Water; the address bar now says "/water", its query kept.
  if (spelling !== pathname) return <Navigate to={{ pathname: spelling, search }} replace />;
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ShellPart redrawKey={partsRedrawKey}>
        <ReminderSubscription />
      </ShellPart>
      <AppHeader partsRedrawKey={partsRedrawKey} />
      {/* Its Reload would repeat the one the outdated store's panel offers. */}
      {!storeOutdated && <UpdateBanner />}
      <ShellPart redrawKey={partsRedrawKey}>
        <RejectionsBanner />
      </ShellPart>
      <main id="main" className="app-main" tabIndex={-1}>
        {storeRefusal ? (
          <StoreRefused reason={storeRefusal} />
        ) : storeOutdated ? (
          <StoreOutdated />
        ) : (
          // Another screen opened draws again, or tries the load again: it may be one that works.
          <ErrorBoundary
            resetKey={pathname}
            onRetry={() => setScreenRetries((retries) => retries + 1)}
            failed={(error, retry) => <ScreenFailed error={error} retry={retry} />}
          >
            <LoadBoundary resetKey={pathname} failed={(retry) => <ScreenNotLoaded retry={retry} />}>
              <Suspense fallback={<p className="loading">Loading...</p>}>
                <Outlet />
              </Suspense>
            </LoadBoundary>
          </ErrorBoundary>
        )}
      </main>
      <BottomNav />
      <ScreenAnnouncer />
      <ToastViewport />
    </div>
  );
}

/** The push subscription's hook as a part of its own: a settings read that fails is the shell part's to catch. */
function ReminderSubscription(): null {
  useReminderSubscription();
  return null;
}
