import { LocateFixed, Navigation, RefreshCw } from 'lucide-react';
import { BusyButton } from '../../components/ui/busy-button';
import { Card } from '../../components/ui/card';
import type { Geolocation } from './use-geolocation';

interface GpsCardProps {
  gps: Geolocation;
  /** The location the user is at now, if one is within 200 m. */
  currentPlace: string | null;
}

/** "GPS Location Tracker": the position to 6 decimals once granted and known, else the way to enable it. */
export function GpsCard({ gps, currentPlace }: GpsCardProps) {
  const { permission, position, locating, locate } = gps;
  return (
    <Card title="GPS Location Tracker" titleId="gps-tracker" className="gps-card">
      {permission === 'granted' && position ? (
        <>
          <dl className="gps-card__coords">
            <div className="gps-card__coord">
              <dt>Lat</dt>
              <dd data-testid="gps-lat">{position.latitude.toFixed(6)}</dd>
            </div>
            <div className="gps-card__coord">
              <dt>Lon</dt>
              <dd data-testid="gps-lon">{position.longitude.toFixed(6)}</dd>
            </div>
          </dl>
          {currentPlace && (
            <p className="gps-card__place">
              <LocateFixed size={16} aria-hidden="true" /> You are at <strong>{currentPlace}</strong>
            </p>
          )}
          <BusyButton type="button" className="button" onClick={() => locate(true)} busy={locating}>
            <RefreshCw size={16} aria-hidden="true" className={locating ? 'is-spinning' : undefined} />
            Refresh Location
          </BusyButton>
        </>
      ) : (
        <>
          <p className="gps-card__hint">Enable GPS to automatically detect your location and show relevant checklists</p>
          {permission === 'denied' && (
            <p className="gps-card__blocked">Location access is blocked for this site: allow it in the browser's settings.</p>
          )}
          <BusyButton type="button" className="button button--primary" onClick={() => locate(true)} busy={locating}>
            <Navigation size={16} aria-hidden="true" />
            Enable GPS
          </BusyButton>
        </>
      )}
      <p className="gps-card__status" role="status">
        {locating ? 'Locating...' : ''}
      </p>
    </Card>
  );
}
