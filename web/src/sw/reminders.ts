/**
 * Reminders in the service worker (issue 12): every push shows its notification, and the app
 * badge counts what is unread. The water reminder's "+8 oz" logs water through the outbox,
 * offline-first, at the moment it was tapped; "Snooze" asks the server for one interval of
 * quiet; a tap on the notification itself opens its screen.
 */
import { getDatabase } from '../db/database';
import { deviceNow, loadClockOffset } from '../db/device-clock';
import { readInbox } from '../db/notifications';
import { logWater } from '../db/water-repo';
import { showAppBadge } from '../lib/app-badge';
import { snoozeWaterReminders } from '../sync/push-client';
import { flushOrLeaveToBackgroundSync } from './flush';
import { LOG_ACTION, parsePushData, reminderNotification, REMINDER_LOG_OZ, SNOOZE_ACTION, type ReminderData } from './reminder-notification';

type Worker = ServiceWorkerGlobalScope;

/** The unread count of the inbox on this device, at least the one just shown. */
async function updateBadge(worker: Worker, atLeast: number): Promise<void> {
  const db = getDatabase();
  await loadClockOffset(db);
  const { unread } = await readInbox(deviceNow(db), db);
  showAppBadge(Math.max(unread, atLeast), worker.navigator);
}

export async function showReminder(worker: Worker, text: string | null): Promise<void> {
  const { title, options } = reminderNotification(parsePushData(text));
  await worker.registration.showNotification(title, options);
  await updateBadge(worker, 1).catch(() => undefined);
}

/** Focuses a window of the app on `url`, or opens one. */
async function openScreen(worker: Worker, url: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
  if (!open) {
    await worker.clients.openWindow(url);
    return;
  }
  // The page's router moves to the screen: no reload, nothing typed is lost.
  open.postMessage({ type: 'OPEN_SCREEN', url });
  await open.focus().catch(() => undefined);
}

export async function handleReminderClick(worker: Worker, notification: Notification, action: string): Promise<void> {
  const data = notification.data as ReminderData | undefined;
  notification.close();
  if (action === LOG_ACTION) {
    // Stamped now, when it was tapped, whatever the network does next.
    await logWater(REMINDER_LOG_OZ, new Date(), getDatabase());
    await updateBadge(worker, 0).catch(() => undefined);
    await flushOrLeaveToBackgroundSync().catch(() => undefined);
    return;
  }
  if (action === SNOOZE_ACTION) {
    await snoozeWaterReminders().catch((error: unknown) => console.warn('Snooze failed', error));
    return;
  }
  await openScreen(worker, data?.url ?? '/');
}
