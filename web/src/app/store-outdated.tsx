import { RefreshCw, RotateCw } from 'lucide-react';
import { ScreenHeader } from '../components/ui/screen-header';

/**
 * In place of every screen once a newer version of Ninety, in another window, has upgraded the
 * store: this window runs the code before it, which must neither read nor write what the newer
 * one keeps (docs/decisions/0029). Reload brings this window the newer version.
 */
export function StoreOutdated() {
  return (
    <div className="screen">
      <ScreenHeader title="Ninety Was Updated" subtitle="Reload this window to go on" />
      <section className="card shell-panel" aria-label="What happened">
        <p className="shell-panel__reason">
          <RefreshCw size={16} aria-hidden="true" /> A newer version of Ninety has opened your data in another window or tab and
          updated it. This window still runs the version before, so it has stopped rather than record anything the new version
          would misread.
        </p>
        <p>Everything recorded on this device is kept, changes still waiting to sync included.</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <RotateCw size={16} aria-hidden="true" /> Reload
        </button>
      </section>
    </div>
  );
}
