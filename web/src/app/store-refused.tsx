import { RotateCw, TriangleAlert } from 'lucide-react';
import { ScreenHeader } from '../components/ui/screen-header';

/**
 * In place of every screen when the browser refuses to open Ninety's store on this device:
 * everything is read from there first, so nothing can be shown or recorded until it opens.
 * Says what the browser said, that nothing was lost, and what usually lets it open.
 */
export function StoreRefused({ reason }: { reason: string }) {
  return (
    <div className="screen">
      <ScreenHeader title="Storage Not Available" subtitle="Nothing can be shown or recorded on this device yet" />
      <section className="card shell-panel" aria-label="Why">
        <p className="shell-panel__reason">
          <TriangleAlert size={16} aria-hidden="true" /> This browser would not open Ninety's storage on this device. It said:
          "{reason}"
        </p>
        <p>Nothing stored on this device was changed, and everything that reached the server is kept there.</p>
        <p>
          Allow this site to save data on your device in the browser's site settings, then try again. Private browsing and a
          full disk can stop it too.
        </p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <RotateCw size={16} aria-hidden="true" /> Try Again
        </button>
      </section>
    </div>
  );
}
