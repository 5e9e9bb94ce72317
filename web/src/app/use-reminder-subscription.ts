import { useEffect } from 'react';
import { useSettings } from '../db/hooks';
import { followNotificationSetting, usePushStatus } from '../lib/push-reminders';

/**
 * The push subscription follows the saved Enable Notifications setting: checked (and sent to
 * the server again) at every start, when the setting changes here or on another device, and
 * when the connection returns after a subscription could not be sent.
 */
export function useReminderSubscription(): void {
  const enabled = useSettings()?.notificationsEnabled;
  useEffect(() => {
    if (enabled === undefined) return;
    void followNotificationSetting(enabled);
    const retry = () => {
      if (usePushStatus.getState().status === 'offline') void followNotificationSetting(enabled);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [enabled]);
}
