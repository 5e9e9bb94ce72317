import type { ReactNode } from 'react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { pushSupport, type PushStatus } from '../../lib/push-reminders';
import type { NotificationAccess } from './use-notification-permission';

interface Props {
  enabled: boolean;
  access: NotificationAccess;
  status: PushStatus;
  /** Asks this browser for permission (a tap), then subscribes. */
  onAllow(): void;
}

/** What the reminder set-up is on this device, in plain words: working, or why not. */
export function RemindersNote({ enabled, access, status, onAllow }: Props) {
  const support = pushSupport();
  if (access === 'unsupported' && support !== 'needs-home-screen') {
    return <Note>This browser cannot show notifications; reminders still appear in the bell's list.</Note>;
  }
  if (!enabled) return null;
  if (access === 'denied' || status === 'blocked') {
    return (
      <Note warning>
        This browser has blocked notifications for Ninety. Allow them in the browser's site settings to get reminders.
      </Note>
    );
  }
  if (support === 'needs-home-screen') {
    return (
      <Note>
        On iPhone and iPad, reminders reach you only from the Home Screen app: tap Share, then Add to Home Screen, and turn
        notifications on there. Until then they appear in the bell's list.
      </Note>
    );
  }
  if (support === 'unsupported') {
    return <Note>This browser cannot deliver reminders while Ninety is closed; they appear in the bell's list while it is open.</Note>;
  }
  if (access === 'default') {
    // On by default, but this browser has not been asked yet: only a tap may ask.
    return (
      <div className="settings-note settings-note--action" role="status">
        <p>Reminders are on, but this device has not allowed notifications yet.</p>
        <button type="button" className="button" onClick={onAllow}>
          Allow notifications
        </button>
      </div>
    );
  }
  switch (status) {
    case 'subscribed':
      return <Note ok>Reminders reach this device even when Ninety is closed.</Note>;
    case 'server-unavailable':
      return <Note>This server does not send reminders, so they appear only in the bell's list while Ninety is open.</Note>;
    case 'offline':
      return <Note>Reminders will be set up on this device when it is back online.</Note>;
    case 'failed':
      return <Note warning>Reminders could not be set up on this device; they still appear in the bell's list.</Note>;
    default:
      return null;
  }
}

function Note({ children, warning = false, ok = false }: { children: ReactNode; warning?: boolean; ok?: boolean }) {
  return (
    <p className={`settings-note${warning ? ' settings-note--warning' : ''}${ok ? ' settings-note--good' : ''}`} role="status">
      {warning && <TriangleAlert size={16} aria-hidden="true" />}
      {ok && <CircleCheck size={16} aria-hidden="true" />} {children}
    </p>
  );
}
