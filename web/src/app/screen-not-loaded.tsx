import { WifiOff } from 'lucide-react';
import { ScreenHeader } from '../components/ui/screen-header';
import { TryAgainButton } from '../components/ui/try-again-button';

/**
 * In place of a screen whose code could not be loaded: on a first visit, the service worker
 * keeps every screen on the device only once it has fetched them all, and a signal lost before
 * then leaves the screens not yet opened out of reach. Says that nothing recorded is at risk,
 * and that the screen opens by itself when the connection returns (LoadBoundary).
 */
export function ScreenNotLoaded({ retry }: { retry: () => void }) {
  return (
    <div className="screen">
      <ScreenHeader title="Needs a Connection Once" subtitle="This screen is not on this device yet" />
      <section className="card shell-panel" aria-label="Why">
        <p className="shell-panel__reason">
          <WifiOff size={16} aria-hidden="true" /> Ninety keeps its screens on this device the first time it has a connection, so
          that they open with no signal. The connection was lost before this one was kept.
        </p>
        <p>Everything you record is kept on this device, and goes to the server when the connection returns.</p>
        <p>This screen opens by itself once you are back online.</p>
        <TryAgainButton retry={retry} />
      </section>
    </div>
  );
}
