import { describe, expect, it } from 'vitest';
import { parsePushData, reminderNotification } from './reminder-notification';

const water = { kind: 'water-reminder', key: 'water-reminder:1', title: 'Time to drink water', body: '16 of 128 oz so far today.', url: '/water' } as const;

describe('the notification a push shows', () => {
  it('a water reminder offers "+8 oz" and "Snooze", replaces the last reminder, and opens Water', () => {
    expect(reminderNotification(water)).toEqual({
      title: 'Time to drink water',
      options: {
        body: '16 of 128 oz so far today.',
        tag: 'water-reminder',
        renotify: true,
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        data: { kind: 'water-reminder', url: '/water' },
        actions: [
          { action: 'log-water', title: '+8 oz' },
          { action: 'snooze', title: 'Snooze' },
        ],
      },
    });
  });

  it('a task alert is tagged by its task, so "overdue" replaces that task\'s "due soon" and no other', () => {
    const soon = reminderNotification({ kind: 'task-due-soon', key: 'task-due-soon:t1', title: 'Task due soon', body: 'b', url: '/priority' });
    const overdue = reminderNotification({ kind: 'task-overdue', key: 'task-overdue:t1', title: 'Task overdue', body: 'b', url: '/priority' });
    const other = reminderNotification({ kind: 'task-overdue', key: 'task-overdue:t2', title: 'Task overdue', body: 'b', url: '/priority' });
    expect(soon.options.tag).toBe('task:t1');
    expect(overdue.options.tag).toBe('task:t1');
    expect(other.options.tag).toBe('task:t2');
    expect(overdue.options.actions).toBeUndefined();
    const goal = reminderNotification({ kind: 'goal-finished', key: 'goal-finished:g1:2026-11-21T00:00:00.000Z', title: 'Goal finished', body: 'b', url: '/goals' });
    expect(goal.options).toMatchObject({ tag: 'goal:g1', data: { url: '/goals' } });
  });

  it('something is shown for every push: an unreadable one opens Home', () => {
    for (const text of [null, '', 'not json', '{"kind":"later-kind"}', JSON.stringify({ ...water, title: 42 })]) {
      expect(reminderNotification(parsePushData(text))).toMatchObject({ title: 'Ninety', options: { tag: 'ninety', data: { url: '/' } } });
    }
    expect(parsePushData(JSON.stringify(water))).toEqual(water);
  });

  it('opens only a screen of this app, never another site', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'water']) {
      expect(reminderNotification({ ...water, url }).options.data.url).toBe('/');
    }
    expect(reminderNotification({ ...water, url: '/priority?new=task' }).options.data.url).toBe('/priority?new=task');
  });
});
