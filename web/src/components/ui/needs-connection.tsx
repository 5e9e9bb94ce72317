import { WifiOff } from 'lucide-react';
import { TryAgainButton } from './try-again-button';

/**
 * In place of a part of a screen whose code could not be loaded (LoadBoundary): the rest of the
 * screen goes on working, and the part opens by itself once the browser is back online.
 */
export function NeedsConnection({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div className="needs-connection" role="status">
      <p className="needs-connection__text">
        <WifiOff size={16} aria-hidden="true" /> {what} needs a connection the first time it opens. It opens by itself once you
        are back online.
      </p>
      <TryAgainButton retry={retry} className="button button--ghost" />
    </div>
  );
}
