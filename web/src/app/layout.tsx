import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ToastViewport } from '../components/ui/toast-viewport';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { RejectionsBanner } from './rejections-banner';
import { UpdateBanner } from './update-banner';
import { useReminderSubscription } from './use-reminder-subscription';

export function Layout() {
  useReminderSubscription();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AppHeader />
      <UpdateBanner />
      <RejectionsBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<p className="loading">Loading...</p>}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
      <ToastViewport />
    </div>
  );
}
