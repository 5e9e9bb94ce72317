import type { createBrowserRouter } from 'react-router-dom';
import { safePath } from '../lib/safe-path';

/**
 * A tapped notification asks an open window to show its screen (the service worker cannot
 * navigate a page without reloading it, which could lose what a form holds).
 */
export function followOpenScreenMessages(router: ReturnType<typeof createBrowserRouter>): void {
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string; url?: string }>) => {
    if (event.data?.type === 'OPEN_SCREEN' && typeof event.data.url === 'string') void router.navigate(safePath(event.data.url));
  });
}
