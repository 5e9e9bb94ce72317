/**
 * What to push now (issue 12), as a pure function of the settings, the records and the time:
 * every notification of the inbox (domain currentNotifications: the Settings toggles, quiet
 * hours, the interval and the daily target all apply there) that has come due and is still
 * worth sending, once per event. The runner (scheduler.ts) sends them and records them sent.
 */
import type { PushPayload } from '@ninety/api';
import {
  currentNotifications,
  MS_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  snoozedWaterReminder,
  toEpochMs,
  type AppNotification,
  type NotificationInput,
} from '@ninety/domain';

export interface PushMessage {
  payload: PushPayload;
  /** Seconds a push service keeps it for a phone that is off: about as long as it is worth. */
  ttlSeconds: number;
  /** Undelivered pushes with the same topic replace each other (RFC 8030, Topic). */
  topic: string;
  urgency: 'normal' | 'high';
}

export interface ScheduleInput extends NotificationInput {
  /** Events already pushed (push_sent), a restart included. */
  sent: ReadonlySet<string>;
  /** The water reminder was snoozed until this instant (epoch ms), if it was. */
  snoozedUntil: number | null;
}

/** A topic is at most 32 URL-safe characters: the kind's letter and the record id without dashes. */
function topicOf(notification: AppNotification): string {
  if (notification.kind === 'water-reminder') return 'water-reminder';
  const id = notification.key.split(':')[1]?.replace(/-/g, '') ?? '';
  return `${notification.kind === 'goal-finished' ? 'g' : 't'}${id}`.slice(0, 32);
}

/**
 * How late an event may still be pushed, and for how long a push service keeps it: a water
 * reminder is stale at the next one, a "due soon" at the due time, an overdue task or a finished
 * goal after a few hours (the inbox still lists them).
 */
function timing(notification: AppNotification, intervalMs: number): { lateness: number; ttl: number } {
  switch (notification.kind) {
    case 'water-reminder':
      return { lateness: intervalMs, ttl: intervalMs };
    case 'task-due-soon':
      return { lateness: MS_PER_HOUR, ttl: MS_PER_HOUR };
    case 'task-overdue':
      return { lateness: 6 * MS_PER_HOUR, ttl: 6 * MS_PER_HOUR };
    default:
      return { lateness: MS_PER_DAY, ttl: MS_PER_DAY };
  }
}

/**
 * A Snooze (one interval) moves the reminders: those from the tap until half an interval after
 * the snooze ends give way to the one reminder the snooze itself asked for.
 */
function heldBySnooze(notification: AppNotification, snoozedUntil: number | null, intervalMs: number): boolean {
  if (notification.kind !== 'water-reminder' || snoozedUntil === null || notification.key.startsWith('water-reminder:snoozed:')) return false;
  return notification.at >= snoozedUntil - intervalMs && notification.at < snoozedUntil + intervalMs / 2;
}

export function pushesDue(input: ScheduleInput): PushMessage[] {
  const now = toEpochMs(input.now);
  const intervalMs = input.settings.reminderIntervalMin * MS_PER_MINUTE;
  const snoozed = input.snoozedUntil === null ? null : snoozedWaterReminder(input.waterLogs, input.settings, input.snoozedUntil, now);
  return [...currentNotifications(input), ...(snoozed ? [snoozed] : [])]
    .filter((notification) => {
      if (input.sent.has(notification.key) || heldBySnooze(notification, input.snoozedUntil, intervalMs)) return false;
      return now - notification.at <= timing(notification, intervalMs).lateness;
    })
    .map((notification) => {
      const { ttl } = timing(notification, intervalMs);
      const left = notification.kind === 'water-reminder' ? ttl : notification.at + ttl - now;
      return {
        payload: { kind: notification.kind, key: notification.key, title: notification.title, body: notification.body, url: notification.path },
        ttlSeconds: Math.max(60, Math.round(left / 1000)),
        topic: topicOf(notification),
        urgency: notification.kind === 'task-overdue' || notification.kind === 'task-due-soon' ? 'high' : 'normal',
      };
    });
}
