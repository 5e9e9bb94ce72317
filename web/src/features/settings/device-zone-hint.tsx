import { Plane } from 'lucide-react';
import { formatTimeZone } from '../../lib/format';
import { deviceZoneOffer } from './device-zone';

/**
 * After a flight the phone's zone is no longer the one days are counted in. The setting never
 * follows it by itself (a trip would move today's midnight under the streaks, and back again);
 * this says so and offers the zone the device is in, to save like any other change.
 */
export function DeviceZoneHint({ chosen, deviceZone, onUse }: { chosen: string; deviceZone: string; onUse(zone: string): void }) {
  const offer = deviceZoneOffer(chosen, deviceZone);
  if (!offer) return null;
  return (
    <div className="settings-note settings-note--action">
      <p className="settings-note">
        <Plane size={16} aria-hidden="true" /> This device is now in {formatTimeZone(offer)}.
      </p>
      <button type="button" className="button" onClick={() => onUse(offer)}>
        Use {formatTimeZone(offer)}
      </button>
    </div>
  );
}
