/**
 * The notifications inbox on this device: what is due now (domain currentNotifications over the
 * local records and settings) and which of it the user has seen. The read state belongs to this
 * device only (docs/product.md), so it lives in `meta`, not in a synced table. No React here: the
 * service worker reads the unread count for the app badge (the live hook is in hooks.ts).
 */
import { currentNotifications, localDayNumber, localDaySpan, type AppNotification, type Instant } from '@ninety/domain';
import { getDatabase, type NinetyDatabase } from './database';
import { readSettings } from './local-settings';
import { waterLogsBetween } from './water-repo';

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

export async function readInbox(now: Instant, db: NinetyDatabase = getDatabase()): Promise<Inbox> {
  const settings = await readSettings(db);
  const { start, end } = localDaySpan(localDayNumber(now, settings.timeZone), settings.timeZone);
  const [tasks, goals, waterLogs, read] = await Promise.all([
    db.tasks.toArray(),
    db.goals.toArray(),
    waterLogsBetween(start, end, db),
    readKeys(db),
  ]);
  const notifications = currentNotifications({ tasks, goals, waterLogs, settings, now });
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
