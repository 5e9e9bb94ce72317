import { RefreshCw } from 'lucide-react';
import { BusyButton } from '../components/ui/busy-button';
import { reloadForUpdate, useAppUpdate } from '../lib/app-update';
import { useUnsavedInput } from '../lib/unsaved-input';

/** "A new version of Ninety is ready" with Reload, on every screen while one waits. */
export function UpdateBanner() {
  const { ready, heldByUnsavedInput, reloading } = useAppUpdate();
  const unsaved = useUnsavedInput((state) => state.forms > 0);
  if (!ready) return null;
  return (
    <div className="update-banner" role="status">
      <RefreshCw size={16} aria-hidden="true" />
      <div className="update-banner__text">
        <p>A new version of Ninety is ready</p>
        {heldByUnsavedInput && unsaved && <p className="update-banner__hint">Save your changes first: reloading now would lose what you typed.</p>}
      </div>
      <BusyButton type="button" className="button button--primary" busy={reloading} onClick={() => void reloadForUpdate()}>
        {reloading ? 'Reloading...' : 'Reload'}
      </BusyButton>
    </div>
  );
}
