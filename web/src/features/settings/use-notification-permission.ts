import { useEffect, useState } from 'react';
import { askToKeepStorage } from '../../lib/storage-durability';

export type NotificationAccess = 'unsupported' | NotificationPermission;

const current = (): NotificationAccess => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

/**
 * The browser's notification permission, live (it can change in the browser's own settings),
 * and the way to ask for it, which browsers allow only after a tap.
 */
export function useNotificationPermission(): { access: NotificationAccess; request(): Promise<NotificationAccess> } {
  const [access, setAccess] = useState<NotificationAccess>(current);
  useEffect(() => {
    let status: PermissionStatus | undefined;
    const follow = () => setAccess(current());
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((answer) => {
        status = answer;
        status.addEventListener('change', follow);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', follow);
  }, []);

  async function request(): Promise<NotificationAccess> {
    if (typeof Notification === 'undefined') return 'unsupported';
    const answer = await Notification.requestPermission();
    setAccess(answer);
    // Chromium keeps the data of a site allowed to notify; a browser that said no may now say yes.
    if (answer === 'granted') void askToKeepStorage();
    return answer;
  }
  return { access, request };
}
