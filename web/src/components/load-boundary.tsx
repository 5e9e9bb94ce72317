import { useEffect, useState, type ReactNode } from 'react';
import { LoadAttempt, newAttempt, PartNotLoaded } from '../lib/lazy-part';
import { pageReachable } from '../sync/page-reachable';
import { ErrorBoundary } from './error-boundary';

interface LoadBoundaryProps {
  children: ReactNode;
  /** What stands in place of the part while it cannot load; `retry` tries again. */
  failed(retry: () => void): ReactNode;
  /** A change tries again too: another screen opened, the list opened again. */
  resetKey?: unknown;
}

/**
 * Around parts that load a chunk of their own (lib/lazy-part.tsx). A load that fails shows
 * `failed` in the part's place: without it, React would take the whole page down, header and
 * bottom bar with it. It tries again on `retry`, when the browser is back online, and when
 * `resetKey` changes, each time as a new attempt. Any other error is not a load's, and goes on up.
 */
export function LoadBoundary({ children, failed, resetKey }: LoadBoundaryProps) {
  const [attempt, setAttempt] = useState(() => ({ number: newAttempt(), retried: false }));
  return (
    <ErrorBoundary
      resetKey={resetKey}
      catches={(thrown) => thrown instanceof PartNotLoaded}
      onRetry={() => setAttempt({ number: newAttempt(), retried: true })}
      onCaught={() => {
        // A retry failed again: offline, or a browser that keeps a failed module load for the
        // page's life (Safari, whatwg/html#6768). If the server answers, a reload loads the part.
        if (attempt.retried) void reloadIfServerAnswers();
      }}
      failed={(_, retry) => (
        <>
          <RetryWhenOnline retry={retry} />
          {failed(retry)}
        </>
      )}
    >
      <LoadAttempt value={attempt.number}>{children}</LoadAttempt>
    </ErrorBoundary>
  );
}

/** While a part is missing, the connection coming back tries it again. */
function RetryWhenOnline({ retry }: { retry: () => void }): null {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return null;
}

async function reloadIfServerAnswers(): Promise<void> {
  // No answer: the part still shows why it is missing, and tries again when back online.
  if (await pageReachable()) window.location.reload();
}
