import { Suspense, useCallback, useEffect, useState } from 'react';
import { Bell } from 'lucide-react';
import { LoadBoundary } from '../../components/load-boundary';
import { useInbox } from '../../db/hooks/notifications';
import { showAppBadge } from '../../lib/app-badge';
import { lazyPart } from '../../lib/lazy-part';
import { showToast } from '../../lib/toast-store';
import { useNow } from '../../lib/use-now';

// The list is its own chunk: a first visit shows only the bell, and most visits never open it.
const NotificationsDialog = lazyPart(() => import('./notifications-dialog').then((module) => ({ default: module.NotificationsDialog })));

/**
 * The header's bell: a dot with the count while anything is unread; the list, once on screen,
 * marks what it holds read (notifications-dialog.tsx).
 */
export function NotificationsBell() {
  const now = useNow();
  const inbox = useInbox(now);
  const [open, setOpen] = useState(false);
  // Once opened, the list stays mounted, so that closing it hands the focus back to the bell.
  const [opened, setOpened] = useState(false);
  // Each opening tries again to load a list that could not load (a first visit offline).
  const [openings, setOpenings] = useState(0);
  // What was read before this opening: entries outside it say "New" for as long as it is open.
  const [seenBefore, setSeenBefore] = useState<ReadonlySet<string>>(new Set());
  const unread = inbox?.unread ?? 0;
  // Stable, so that the failed list's toast is shown once per tap, not at every render of the bell.
  const close = useCallback(() => setOpen(false), []);
  // The home-screen icon counts the same unread notifications, where the platform can.
  const loaded = inbox !== undefined;
  useEffect(() => {
    if (loaded) showAppBadge(unread);
  }, [loaded, unread]);

  return (
    <>
      <button
        type="button"
        className="icon-button bell"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        onClick={() => {
          setSeenBefore(new Set(inbox?.readKeys));
          setOpen(true);
          setOpened(true);
          setOpenings((count) => count + 1);
        }}
      >
        <Bell size={20} aria-hidden="true" />
        {unread > 0 && (
          <span className="bell__dot" data-testid="unread-dot" aria-hidden="true">
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      {opened && (
        <LoadBoundary resetKey={openings} failed={() => <ListNotLoaded onSaid={close} />}>
          <Suspense fallback={null}>
            <NotificationsDialog open={open} inbox={inbox} seenBefore={seenBefore} now={now} onClose={close} />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}

/** The list could not load: the bell says why in a toast and stays as it was. */
function ListNotLoaded({ onSaid }: { onSaid: () => void }) {
  useEffect(() => {
    showToast({
      title: 'Notifications need a connection',
      description: 'They open with no signal once this device has kept them, the first time it has a connection.',
      variant: 'destructive',
    });
    onSaid();
  }, [onSaid]);
  return null;
}
