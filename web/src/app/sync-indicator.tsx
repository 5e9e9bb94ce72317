import { useStore } from 'zustand';
import { CloudUpload, WifiOff } from 'lucide-react';
import { usePendingCount } from '../db/hooks';
import { plural } from '../lib/format';
import { syncStatusStore } from '../sync/status-store';

/** "Offline" while offline, and "N changes waiting to sync" while the outbox is not empty. */
export function SyncIndicator() {
  const online = useStore(syncStatusStore, (s) => s.online && s.reachable);
  const updateRequired = useStore(syncStatusStore, (s) => s.updateRequired);
  const pending = usePendingCount();
  return (
    <div className="sync-indicator" role="status" aria-live="polite">
      {!online && (
        <span className="pill pill--offline">
          <WifiOff size={14} aria-hidden="true" />
          Offline
        </span>
      )}
      {pending > 0 && (
        <span className="pill pill--pending">
          <CloudUpload size={14} aria-hidden="true" />
          {plural(pending, 'change')} waiting to sync
        </span>
      )}
      {updateRequired && <span className="pill pill--offline">{updateRequired}</span>}
    </div>
  );
}
