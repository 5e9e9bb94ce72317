import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { askToKeepStorage, useStorageDurability } from '../../lib/storage-durability';
import { showToast } from '../../lib/toast-store';

/**
 * Whether this browser keeps Ninety's data or may clear it when space runs low, and, when it
 * may, a way to ask again (Firefox asks its user; the others decide by their own signals).
 * Nothing is said where the browser cannot tell.
 */
export function StorageNote() {
  const durability = useStorageDurability((state) => state.durability);

  async function ask() {
    if ((await askToKeepStorage()) === 'kept') return;
    showToast({
      title: 'Not Kept Yet',
      description: 'The browser decides. Adding Ninety to the home screen or allowing notifications usually changes its answer.',
    });
  }

  if (durability === 'kept') {
    return (
      <p className="settings-note settings-note--good" role="status">
        <ShieldCheck size={16} aria-hidden="true" /> This browser keeps Ninety's data on this device and will not clear it to free
        space.
      </p>
    );
  }
  if (durability === 'unknown') return null;
  return (
    <div className="settings-note settings-note--action" role="status">
      <p className="settings-note settings-note--warning">
        <TriangleAlert size={16} aria-hidden="true" /> This browser may clear Ninety's data on this device when space runs low,
        changes not yet synced included.
      </p>
      <button type="button" className="button" onClick={() => void ask()}>
        Keep Data on This Device
      </button>
    </div>
  );
}
