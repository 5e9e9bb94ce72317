import { Suspense, type ReactNode } from 'react';
import { ToastViewport } from '../components/ui/toast-viewport';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { RejectionsBanner } from './rejections-banner';
import { UpdateBanner } from './update-banner';
import { useReminderSubscription } from './use-reminder-subscription';

/** The shell around every screen: header, banners, the screen itself, the bottom bar and toasts. */
export function Layout({ children }: { children: ReactNode }) {
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
          {children}
        </Suspense>
      </main>
      <BottomNav />
      <ToastViewport />
    </div>
  );
}
