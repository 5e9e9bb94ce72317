import { useEffect } from 'react';
import { useSettings } from '../db/hooks/settings';

/** Only where notifications are allowed is there a subscription to make, keep or end. */
function notificationsAllowed(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/**
 * The push subscription follows the saved Enable Notifications setting: checked (and sent to
 * the server again) at every start, when the setting changes here or on another device, and
 * when the connection returns after a subscription could not be sent. The code that does it
 * loads only where notifications are allowed: elsewhere it would find nothing to do, and
 * Settings asks for the permission (and subscribes) itself.
 */
export function useReminderSubscription(): void {
  const enabled = useSettings()?.notificationsEnabled;
  useEffect(() => {
    if (enabled === undefined || !notificationsAllowed()) return;
    let ended = false;
    let retry: (() => void) | undefined;
    void import('../lib/push-reminders').then(({ followNotificationSetting, usePushStatus }) => {
      if (ended) return;
      void followNotificationSetting(enabled);
      retry = () => {
        if (usePushStatus.getState().status === 'offline') void followNotificationSetting(enabled);
      };
      window.addEventListener('online', retry);
    });
    return () => {
      ended = true;
      if (retry) window.removeEventListener('online', retry);
    };
  }, [enabled]);
}
