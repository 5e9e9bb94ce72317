import { useCallback, useEffect, useState } from 'react';
import type { GeoPoint } from '@ninety/domain';
import { showToast } from '../../lib/toast-store';

/** 'unknown' where the browser has no Permissions API: the state shows once a request answers. */
export type GpsPermission = PermissionState | 'unknown';

export interface Geolocation {
  permission: GpsPermission;
  /** The last position read on this visit; null until one is. */
  position: GeoPoint | null;
  locating: boolean;
  /** Reads the position (asking for permission if needed); `announce` toasts the result. */
  locate(announce: boolean): void;
}

/** A position up to a minute old will do on load; one the user asks for must be fresh. */
const positionOptions = (fresh: boolean): PositionOptions => ({
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: fresh ? 0 : 60_000,
});

/**
 * The device's position for the Belongings screen. Permission is checked on load; when it is
 * already granted the position is read at once, quietly: "Location Acquired" is toasted only
 * when the user asked (Enable GPS, Refresh Location), so opening the screen is not noisy.
 */
export function useGeolocation(): Geolocation {
  const [permission, setPermission] = useState<GpsPermission>('unknown');
  const [position, setPosition] = useState<GeoPoint | null>(null);
  const [locating, setLocating] = useState(false);

  const locate = useCallback((announce: boolean) => {
    if (!('geolocation' in navigator)) {
      showToast({ title: 'GPS Not Supported', description: 'This browser cannot share its location.', variant: 'destructive' });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setPermission('granted');
        setPosition({ latitude: coords.latitude, longitude: coords.longitude });
        if (announce) {
          showToast({
            title: 'Location Acquired',
            description: `Lat: ${coords.latitude.toFixed(4)}, Lon: ${coords.longitude.toFixed(4)}`,
          });
        }
      },
      (error) => {
        setLocating(false);
        if (error.code === error.PERMISSION_DENIED) setPermission('denied');
        showToast({ title: 'Location Error', description: error.message, variant: 'destructive' });
      },
      positionOptions(announce),
    );
  }, []);

  useEffect(() => {
    let status: PermissionStatus | undefined;
    let cancelled = false;
    const follow = () => {
      if (!status) return;
      setPermission(status.state);
      if (status.state === 'granted') locate(false);
      // Revoked in the browser's settings: the old position must not keep steering the list.
      else setPosition(null);
    };
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((answer) => {
        if (cancelled) return;
        status = answer;
        status.addEventListener('change', follow);
        follow();
      })
      // Some browsers refuse to be asked about geolocation; Enable GPS still asks the real API.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      status?.removeEventListener('change', follow);
    };
  }, [locate]);

  return { permission, position, locating, locate };
}
