import { TriangleAlert } from 'lucide-react';
import { ScreenHeader } from '../components/ui/screen-header';
import { TryAgainButton } from '../components/ui/try-again-button';

/**
 * In place of a screen that failed while drawing (ErrorBoundary): the browser's storage refused
 * a read, or a bug. Says what it said, that nothing was lost, and that the rest of the app works.
 */
export function ScreenFailed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="screen">
      <ScreenHeader title="Something Went Wrong" subtitle="This screen could not be shown" />
      <section className="card shell-panel" aria-label="Why">
        <p className="shell-panel__reason">
          <TriangleAlert size={16} aria-hidden="true" /> It said: "{error instanceof Error ? error.message : String(error)}"
        </p>
        <p>Nothing stored on this device was changed, and everything that reached the server is kept there.</p>
        <p>The other screens still work. Trying again, or closing and opening Ninety, usually sets it right.</p>
        <TryAgainButton retry={retry} />
      </section>
    </div>
  );
}
