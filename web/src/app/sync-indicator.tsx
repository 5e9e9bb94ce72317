import { Link } from 'react-router-dom';
import { useStore } from 'zustand';
import { CloudDownload, CloudUpload, Link2Off, RefreshCw, WifiOff } from 'lucide-react';
import { usePendingCount, useRestoreProgress } from '../db/hooks/sync';
import { formatCount as count } from '@ninety/domain';
import { plural } from '../lib/format';
import { syncStatusStore } from '../sync/status-store';
import { LOOKING_FOR_HISTORY } from '../components/until-restored';

/**
 * "Offline" while offline, "N changes waiting to sync" while the outbox is not empty,
 * "Restoring 12,000 of 28,000" from a restore's first page to its last (also while it waits,
 * cut off, for the network or the next start), "Looking for your history" before a device just
 * paired has its first answer, "Not paired" (or
 * "Device removed") while the server refuses this device, a link to pairing it, and "Update
 * needed to sync" while the server holds records of a newer version of the app (its 426).
 */
export function SyncIndicator() {
  const online = useStore(syncStatusStore, (s) => s.online && s.reachable);
  const updateRequired = useStore(syncStatusStore, (s) => s.updateRequired);
  const restoring = useRestoreProgress();
  const access = useStore(syncStatusStore, (s) => s.access);
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
      {restoring && (
        <span className="pill pill--pending">
          <CloudDownload size={14} aria-hidden="true" />
          {restoring === 'asking' ? LOOKING_FOR_HISTORY : `Restoring ${count(restoring.done)} of ${count(restoring.total)}`}
        </span>
      )}
      {access !== 'paired' && (
        <Link to="/pair" className="pill pill--offline pill--link">
          <Link2Off size={14} aria-hidden="true" />
          {access === 'removed' ? 'Device removed' : 'Not paired'}
        </Link>
      )}
      {updateRequired && (
        <span className="pill pill--offline">
          <RefreshCw size={14} aria-hidden="true" />
          Update needed to sync
        </span>
      )}
    </div>
  );
}
