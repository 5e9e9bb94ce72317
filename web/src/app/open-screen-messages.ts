import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { safePath } from '../lib/safe-path';

/**
 * A tapped notification asks an open window to show its screen (the service worker cannot
 * navigate a page without reloading it, which could lose what a form holds).
 */
export function OpenScreenMessages(): null {
  const navigate = useNavigate();
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    const follow = (event: MessageEvent<{ type?: string; url?: string }>) => {
      if (event.data?.type === 'OPEN_SCREEN' && typeof event.data.url === 'string') navigate(safePath(event.data.url));
    };
    container.addEventListener('message', follow);
    return () => container.removeEventListener('message', follow);
  }, [navigate]);
  return null;
}
