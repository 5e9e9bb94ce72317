/**
 * What is worth telling the user now (docs/product.md, Notifications): a task due within the hour, a
 * task gone overdue, a water reminder due by the schedule, a goal that reached its 90 days. The
 * in-app inbox lists these; each has a stable key, so its read state and a push already sent
 * can be remembered. Everything is computed from the records, the settings and `now`.
 */
import { XP_PER_GOAL_ACHIEVED } from './traits';
import type { Goal, Task } from './records';
import type { Settings } from './records';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, toEpochMs, type Instant } from './time';
import { inReminderWindow, waterForDay, waterReminderTimes } from './water';
import { type WaterLog } from './records';

export type NotificationKind = 'task-due-soon' | 'task-overdue' | 'water-reminder' | 'goal-finished';

export interface AppNotification {
  /** Stable across renders and devices: the kind and what it is about. */
  key: string;
  kind: NotificationKind;
  /** When it became due (epoch ms): the inbox lists the newest first. */
  at: number;
  title: string;
  body: string;
  /** The screen that deals with it. */
  path: '/priority' | '/water' | '/goals';
}

/** A task due within this long is announced. */
export const TASK_DUE_SOON_MS = MS_PER_HOUR;
/** An overdue task stays in the inbox this long; after that the Priority list still shows it. */
export const OVERDUE_NOTICE_MS = 7 * MS_PER_DAY;

export interface NotificationInput {
  tasks: Iterable<Task>;
  goals: Iterable<Goal>;
  /** Water logs; only today's (in the user's zone) count. */
  waterLogs: Iterable<WaterLog>;
  settings: Settings;
  now: Instant;
  /**
   * A restore has not yet brought all of the user's records to this device (ADR 31): today's
   * water may be among those still to come, so no water reminder ("0 of 128 oz so far today")
   * is made of a day the user may have logged. What the records present say stays true.
   */
  restoring?: boolean;
}

function taskNotifications(tasks: Iterable<Task>, now: number): AppNotification[] {
  const found: AppNotification[] = [];
  for (const task of tasks) {
    if (task.completedAt !== null) continue;
    const due = Date.parse(task.dueDate);
    if (due > now && due - now <= TASK_DUE_SOON_MS) {
      found.push({
        key: `task-due-soon:${task.id}`,
        kind: 'task-due-soon',
        at: due - TASK_DUE_SOON_MS,
        title: 'Task due soon',
        body: `"${task.title}" is due within the hour.`,
        path: '/priority',
      });
    } else if (now > due && now - due <= OVERDUE_NOTICE_MS) {
      found.push({
        key: `task-overdue:${task.id}`,
        kind: 'task-overdue',
        at: due,
        title: 'Task overdue',
        body: `"${task.title}" is overdue: -${task.hpImpact} HP.`,
        path: '/priority',
      });
    }
  }
  return found;
}

function waterReminder(key: string, at: number, totalOz: number, targetOz: number): AppNotification {
  return { key, kind: 'water-reminder', at, title: 'Time to drink water', body: `${totalOz} of ${targetOz} oz so far today.`, path: '/water' };
}

/** A drink answers a reminder: one logged within the interval before it makes it unneeded. */
function answeredByDrink(todaysLogs: readonly WaterLog[], reminderAt: number, settings: Settings): boolean {
  const since = reminderAt - settings.reminderIntervalMin * MS_PER_MINUTE;
  return todaysLogs.some((log) => Date.parse(log.loggedAt) > since);
}

/**
 * The latest reminder of today's schedule that has come, while today's total is under target
 * and no water was logged since one interval before it (a drink answers the reminder).
 */
export function dueWaterReminder(waterLogs: Iterable<WaterLog>, settings: Settings, now: Instant): AppNotification | null {
  const nowMs = toEpochMs(now);
  const today = waterForDay(waterLogs, nowMs, settings.timeZone);
  if (today.total >= settings.dailyTargetOz) return null;
  const passed = waterReminderTimes(settings, today.day, settings.timeZone).filter((t) => t <= nowMs);
  const latest = passed[passed.length - 1];
  if (latest === undefined || answeredByDrink(today.logs, latest, settings)) return null;
  return waterReminder(`water-reminder:${latest}`, latest, today.total, settings.dailyTargetOz);
}

/**
 * When the next reminder of today will come, as `dueWaterReminder` will find it then: after
 * `now`, not answered by a drink already logged, while Water Reminders is on and today's total
 * is under target. Null when none will today. (Enable Notifications is the caller's to check,
 * as for every kind.)
 */
export function nextWaterReminder(waterLogs: Iterable<WaterLog>, settings: Settings, now: Instant): number | null {
  const nowMs = toEpochMs(now);
  const today = waterForDay(waterLogs, nowMs, settings.timeZone);
  if (!settings.waterReminders || today.total >= settings.dailyTargetOz) return null;
  const upcoming = waterReminderTimes(settings, today.day, settings.timeZone).find((t) => t > nowMs && !answeredByDrink(today.logs, t, settings));
  return upcoming ?? null;
}

/**
 * The reminder a Snooze asked for (a water reminder's action, issue 12): due one interval after
 * the tap, at `until`, on the same terms as any reminder (reminders on, today's total under
 * target, inside the reminder window, no drink since the tap). It stays due for one interval.
 */
export function snoozedWaterReminder(waterLogs: Iterable<WaterLog>, settings: Settings, until: number, now: Instant): AppNotification | null {
  const nowMs = toEpochMs(now);
  const intervalMs = settings.reminderIntervalMin * MS_PER_MINUTE;
  if (!settings.notificationsEnabled || !settings.waterReminders) return null;
  if (nowMs < until || nowMs - until > intervalMs || !inReminderWindow(settings, until, settings.timeZone)) return null;
  const today = waterForDay(waterLogs, nowMs, settings.timeZone);
  if (today.total >= settings.dailyTargetOz) return null;
  if (today.logs.some((log) => Date.parse(log.loggedAt) > until - intervalMs)) return null;
  return waterReminder(`water-reminder:snoozed:${until}`, until, today.total, settings.dailyTargetOz);
}

function goalNotifications(goals: Iterable<Goal>, now: number): AppNotification[] {
  const found: AppNotification[] = [];
  for (const goal of goals) {
    const end = Date.parse(goal.endDate);
    if (goal.achievedAt !== null || now < end) continue;
    found.push({
      // A paid reset moves endDate: the next finish is a new event.
      key: `goal-finished:${goal.id}:${goal.endDate}`,
      kind: 'goal-finished',
      at: end,
      title: 'Goal finished',
      body: `"${goal.title}" reached its 90 days. Mark it achieved for +${XP_PER_GOAL_ACHIEVED} XP.`,
      path: '/goals',
    });
  }
  return found;
}

/**
 * Every notification due at `now`, newest first, as the Settings toggles allow: none with
 * Enable Notifications off; no water reminders with Water Reminders off (or while `restoring`);
 * no task alerts with Task Deadline Alerts off.
 */
export function currentNotifications({ tasks, goals, waterLogs, settings, now, restoring = false }: NotificationInput): AppNotification[] {
  if (!settings.notificationsEnabled) return [];
  const nowMs = toEpochMs(now);
  const found = [
    ...(settings.taskDeadlineAlerts ? taskNotifications(tasks, nowMs) : []),
    ...(settings.waterReminders && !restoring ? [dueWaterReminder(waterLogs, settings, nowMs)].filter((n) => n !== null) : []),
    ...goalNotifications(goals, nowMs),
  ];
  return found.sort((a, b) => b.at - a.at || (a.key < b.key ? -1 : 1));
}

/** Keys of the notifications not yet seen. */
export function unreadNotifications(notifications: readonly AppNotification[], readKeys: ReadonlySet<string>): AppNotification[] {
  return notifications.filter((n) => !readKeys.has(n.key));
}
