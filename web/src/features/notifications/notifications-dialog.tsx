import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { BellOff, ChevronRight, Droplet, Flag, TriangleAlert, Timer, type LucideIcon } from 'lucide-react';
import { NOTIFICATIONS_PAGE, type NotificationKind } from '@ninety/domain';
import { Badge } from '../../components/ui/badge';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { ShowMore } from '../../components/ui/show-more';
import { UntilRestored } from '../../components/until-restored';
import { markNotificationsRead, type Inbox } from '../../db/notifications';
import { formatWhen } from '../../lib/format';

const ICONS: Record<NotificationKind, LucideIcon> = {
  'task-due-soon': Timer,
  'task-overdue': TriangleAlert,
  'water-reminder': Droplet,
  'goal-finished': Flag,
};

interface NotificationsDialogProps {
  open: boolean;
  inbox: Inbox | undefined;
  /** Keys read before the list was opened. */
  seenBefore: ReadonlySet<string>;
  now: Date;
  onClose(): void;
}

/**
 * The inbox, newest first, 30 at a time (rules.md, "Lists that grow with history"): each entry
 * opens its screen. Entries unread when the list opened say "New"; opening it marks them read.
 */
export function NotificationsDialog({ open, inbox, seenBefore, now, onClose }: NotificationsDialogProps) {
  const [shown, setShown] = useState(NOTIFICATIONS_PAGE);
  const listId = useId();
  // Open, everything in it is read (on this device), including what arrives while it is open.
  // Here, not in the bell: a list that could not load (a first visit offline) was never seen.
  const keys = inbox?.notifications.map((n) => n.key).join('\n') ?? '';
  useEffect(() => {
    if (open && keys !== '') void markNotificationsRead(keys.split('\n'));
  }, [open, keys]);
  return (
    <Dialog open={open} title="Notifications" onClose={onClose} className="inbox">
      {inbox && !inbox.notificationsEnabled ? (
        <EmptyState
          title="Notifications are off"
          hint="Turn on Enable Notifications in Settings to see reminders and deadline alerts here."
          action={
            <Link to="/settings" className="button" onClick={onClose}>
              <BellOff size={16} aria-hidden="true" /> Open Settings
            </Link>
          }
        />
      ) : !inbox || inbox.notifications.length === 0 ? (
        // A deadline among the records still to come would be one: not "all caught up" before then.
        <UntilRestored then="Deadlines among the rest will show here once they have arrived.">
          <EmptyState title="No notifications" hint="You're all caught up." />
        </UntilRestored>
      ) : (
        <>
          <ul className="inbox__list" id={listId}>
            {inbox.notifications.slice(0, shown).map((notification) => {
              const Icon = ICONS[notification.kind];
              return (
                <li key={notification.key}>
                  <Link to={notification.path} className={`inbox__entry inbox__entry--${notification.kind}`} onClick={onClose}>
                    <Icon size={20} aria-hidden="true" className="inbox__icon" />
                    <span className="inbox__text">
                      <span className="inbox__title">
                        {notification.title}
                        {!seenBefore.has(notification.key) && <Badge tone="accent">New</Badge>}
                      </span>
                      <span className="inbox__body">{notification.body}</span>
                      <time className="inbox__time" dateTime={new Date(notification.at).toISOString()}>
                        {formatWhen(notification.at, inbox.timeZone, now)}
                      </time>
                    </span>
                    <ChevronRight size={18} aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
          <ShowMore
            controls={listId}
            shown={Math.min(shown, inbox.notifications.length)}
            total={inbox.notifications.length}
            noun="notifications"
            label="Show older"
            onShowMore={() => setShown((n) => n + NOTIFICATIONS_PAGE)}
          />
        </>
      )}
    </Dialog>
  );
}
