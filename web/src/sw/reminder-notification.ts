/**
 * What the service worker shows for a push (issue 12), as a pure function of the payload. Every
 * push shows a notification (iOS revokes a subscription whose pushes show nothing), so a payload
 * this version cannot read still shows a plain one that opens the app.
 */
import { PushPayloadSchema, type PushPayload } from '@ninety/api';
import { WATER_QUICK_ADD_OZ } from '@ninety/domain';
import { safePath } from '../lib/safe-path';

/** The water reminder's "+8 oz": the smallest quick-add amount. */
export const REMINDER_LOG_OZ = WATER_QUICK_ADD_OZ[0];
export const LOG_ACTION = 'log-water';
export const SNOOZE_ACTION = 'snooze';

export interface ReminderData {
  kind: PushPayload['kind'] | 'unknown';
  url: string;
}

export interface ReminderNotification {
  title: string;
  options: NotificationOptions & { actions?: { action: string; title: string }[]; renotify?: boolean; data: ReminderData };
}

export function parsePushData(text: string | null): PushPayload | null {
  if (text === null) return null;
  try {
    const parsed = PushPayloadSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One tag per kind, so a new water reminder replaces the last one rather than piling up; task
 * and goal alerts are tagged per task or goal, so "overdue" replaces that task's "due soon" but
 * never another task's alert.
 */
export function tagOf(payload: PushPayload): string {
  if (payload.kind === 'water-reminder') return payload.kind;
  const subject = payload.key.split(':')[1] ?? payload.key;
  return `${payload.kind.startsWith('task-') ? 'task' : 'goal'}:${subject}`;
}

export function reminderNotification(payload: PushPayload | null): ReminderNotification {
  if (!payload) return { title: 'Ninety', options: { body: 'Open Ninety to see what is new.', tag: 'ninety', icon: '/icons/icon-192.png', badge: '/icons/badge-96.png', data: { kind: 'unknown', url: '/' } } };
  const water = payload.kind === 'water-reminder';
  return {
    title: payload.title,
    options: {
      body: payload.body,
      tag: tagOf(payload),
      // A replaced reminder still buzzes: it is a new reminder, not a correction.
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { kind: payload.kind, url: safePath(payload.url) },
      ...(water
        ? {
            actions: [
              { action: LOG_ACTION, title: `+${REMINDER_LOG_OZ} oz` },
              { action: SNOOZE_ACTION, title: 'Snooze' },
            ],
          }
        : {}),
    },
  };
}
