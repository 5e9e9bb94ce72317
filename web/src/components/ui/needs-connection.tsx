import { RotateCw, WifiOff } from 'lucide-react';

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
      <button type="button" className="button button--ghost" onClick={retry}>
        <RotateCw size={16} aria-hidden="true" /> Try Again
      </button>
    </div>
  );
}
