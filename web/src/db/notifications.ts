/**
 * The notifications inbox on this device: what is due now (domain currentNotifications over the
 * local records and settings) and which of it the user has seen. The read state belongs to this
 * device only (docs/product.md), so it lives in `meta`, not in a synced table. No React here: the
 * service worker reads the unread count for the app badge (the live hook is in hooks.ts).
 */
import {
  currentNotifications,
  localDayNumber,
  localDaySpan,
  MS_PER_MINUTE,
  OVERDUE_NOTICE_MS,
  TASK_DUE_SOON_MS,
  toEpochMs,
  type AppNotification,
  type Instant,
  type Task,
} from '@ninety/domain';
import { getDatabase, type NinetyDatabase } from './database';
import { readSettings } from './local-settings';
import { historyToCome } from './restore-progress';
import { waterLogsBetween } from './water-logs';

const READ_KEY = 'notificationsRead';

export interface Inbox {
  notifications: AppNotification[];
  unread: number;
  readKeys: ReadonlySet<string>;
  notificationsEnabled: boolean;
  timeZone: string;
}

async function readKeys(db: NinetyDatabase): Promise<Set<string>> {
  const row = await db.meta.get(READ_KEY);
  return new Set(Array.isArray(row?.value) ? (row.value as string[]) : []);
}

/**
 * The only tasks a notification can be about: due within the hour or overdue for at most a week
 * (domain notifications.ts). Read by the due index, so years of tasks are not read (nor read
 * again at every water log, which wakes the inbox). A minute of margin each side; the domain
 * applies the exact window.
 */
function tasksNearDue(now: Instant, db: NinetyDatabase): Promise<Task[]> {
  const at = toEpochMs(now);
  const from = new Date(at - OVERDUE_NOTICE_MS - MS_PER_MINUTE).toISOString();
  const to = new Date(at + TASK_DUE_SOON_MS + MS_PER_MINUTE).toISOString();
  return db.tasks.where('dueDate').between(from, to, true, true).toArray();
}

export async function readInbox(now: Instant, db: NinetyDatabase = getDatabase()): Promise<Inbox> {
  const settings = await readSettings(db);
  const { start, end } = localDaySpan(localDayNumber(now, settings.timeZone), settings.timeZone);
  const [tasks, goals, waterLogs, read, toCome] = await Promise.all([
    tasksNearDue(now, db),
    db.goals.toArray(),
    waterLogsBetween(start, end, db),
    readKeys(db),
    historyToCome(db),
  ]);
  const notifications = currentNotifications({ tasks, goals, waterLogs, settings, now, restoring: toCome !== undefined });
  return {
    notifications,
    unread: notifications.filter((n) => !read.has(n.key)).length,
    readKeys: read,
    notificationsEnabled: settings.notificationsEnabled,
    timeZone: settings.timeZone,
  };
}

/**
 * Marks these notifications read. Only the keys listed now are kept: one that is no longer due
 * will not come back under the same key, so the set never grows past the inbox itself.
 */
export async function markNotificationsRead(keys: readonly string[], db: NinetyDatabase = getDatabase()): Promise<void> {
  await db.meta.put({ key: READ_KEY, value: [...new Set(keys)].sort() });
}
