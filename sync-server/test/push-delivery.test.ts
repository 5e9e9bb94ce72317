/**
 * Reminders delivered (issue 12): the scheduler and the web-push sender against a loopback push
 * service that checks the VAPID JWT and decrypts each payload as a browser would. A 410 deletes
 * the subscription; nothing is sent twice, a restart included.
 */
import { Agent } from 'node:https';
import webpush from 'web-push';
import { MESSAGES } from '@ninety/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPushScheduler, type PushScheduler } from '../src/push/scheduler';
import { createPushSender, type PushSender } from '../src/push/sender';
import { DEFAULT_VAPID_SUBJECT } from '../src/push/vapid';
import { startFakePushService, LOOPBACK_CERT, type FakePushService } from './fake-push-service';
import { countRows, createHarness, uuid, type Harness } from './harness';

// 11:30 in New York on a Saturday: a water reminder of the default schedule is due.
const REMINDER_AT = '2026-11-21T16:30:00.000Z';

let h: Harness;
let service: FakePushService;
let now: Date;
let schedulers: PushScheduler[];
const vapid = { ...webpush.generateVAPIDKeys(), subject: DEFAULT_VAPID_SUBJECT };
const agent = new Agent({ ca: LOOPBACK_CERT });

function startScheduler(send: PushSender = createPushSender(vapid, { agent, timeoutMs: 5000 })): PushScheduler {
  const scheduler = createPushScheduler({ db: h.db, clock: { now: () => now }, send, intervalMs: 3_600_000 });
  schedulers.push(scheduler);
  return scheduler;
}

beforeEach(async () => {
  now = new Date(REMINDER_AT);
  schedulers = [];
  h = createHarness({ now: REMINDER_AT, push: { publicKey: vapid.publicKey, nudge: () => undefined } });
  service = await startFakePushService();
  await h.json('PUT', '/api/settings', { timeZone: 'America/New_York', occurredAt: '2026-11-21T12:00:00.000Z' });
});

afterEach(async () => {
  for (const scheduler of schedulers) scheduler.stop();
  await service.close();
  h.close();
});

async function subscribe() {
  const subscription = service.subscribe();
  expect((await h.json('POST', '/api/push/subscriptions', subscription)).status).toBe(204);
  return subscription;
}

describe('delivery to a push service', () => {
  it('sends each due event encrypted for the browser and signed with the VAPID key', async () => {
    await subscribe();
    expect(await startScheduler().tick()).toBe(1);
    expect(service.problems).toEqual([]);
    expect(service.received).toHaveLength(1);
    const [push] = service.received;
    expect(push!.payload).toEqual({
      kind: 'water-reminder',
      key: `water-reminder:${Date.parse(REMINDER_AT)}`,
      title: 'Time to drink water',
      body: '0 of 128 oz so far today.',
      url: '/water',
    });
    expect(push).toMatchObject({ ttl: 90 * 60, topic: 'water-reminder', urgency: 'normal' });
    expect(push!.claims).toMatchObject({ aud: service.url, sub: DEFAULT_VAPID_SUBJECT });
  });

  it('sends every subscription the same event, and never the same event twice, a restart included', async () => {
    await subscribe();
    await subscribe();
    const first = startScheduler();
    expect(await first.tick()).toBe(2);
    expect(await first.tick()).toBe(0);
    first.stop();
    // The server restarts a minute later on the same data folder.
    now = new Date(Date.parse(REMINDER_AT) + 60_000);
    expect(await startScheduler().tick()).toBe(0);
    expect(service.received.map((push) => (push.payload as { key: string }).key)).toEqual([
      `water-reminder:${Date.parse(REMINDER_AT)}`,
      `water-reminder:${Date.parse(REMINDER_AT)}`,
    ]);
    expect(new Set(service.received.map((push) => push.subscription)).size).toBe(2);
  });

  it('deletes a subscription the push service answers 410 or 404 for', async () => {
    const gone = await subscribe();
    const missing = await subscribe();
    const kept = await subscribe();
    service.answer(gone, 410);
    service.answer(missing, 404);
    await startScheduler().tick();
    expect(h.db.prepare('SELECT endpoint FROM push_subscriptions').all()).toEqual([{ endpoint: kept.endpoint }]);
  });

  it('tries again on the next pass when no push service took an event', async () => {
    const subscription = await subscribe();
    service.answer(subscription, 503);
    const scheduler = startScheduler();
    expect(await scheduler.tick()).toBe(0);
    service.answer(subscription, 201);
    now = new Date(Date.parse(REMINDER_AT) + 60_000);
    expect(await scheduler.tick()).toBe(1);
    expect(await scheduler.tick()).toBe(0);
  });

  it('two passes asked for at once share one run, so nothing is pushed twice', async () => {
    await subscribe();
    const scheduler = startScheduler();
    const [a, b] = await Promise.all([scheduler.tick(), scheduler.tick()]);
    expect([a, b]).toEqual([1, 1]);
    expect(service.received).toHaveLength(1);
  });

  it('pushes task alerts and stops water reminders once the records answer them', async () => {
    await subscribe();
    expect((await h.json('POST', '/api/tasks', { id: uuid(1), title: 'Call the bank', dueDate: '2026-11-21T17:30:00.000Z', hpImpact: 10 })).status).toBe(201);
    expect((await h.json('POST', '/api/water', { id: uuid(2), amount: 8 })).status).toBe(201);
    const scheduler = startScheduler();
    // Due in exactly an hour: announced now. The drink just logged answers the water reminder.
    expect(await scheduler.tick()).toBe(1);
    now = new Date(Date.parse(REMINDER_AT) + 3_600_001);
    expect(await scheduler.tick()).toBe(1);
    expect(service.received.map((push) => (push.payload as { kind: string }).kind)).toEqual(['task-due-soon', 'task-overdue']);
    expect(service.received[1]!.payload).toMatchObject({ body: '"Call the bank" is overdue: -10 HP.', url: '/priority' });
  });
});

describe('push routes', () => {
  it('give the public key, upsert a subscription by endpoint, and delete it', async () => {
    expect(await (await h.json('GET', '/api/push/public-key')).json()).toEqual({ publicKey: vapid.publicKey });
    const subscription = await subscribe();
    const renewed = { ...subscription, keys: service.subscribe().keys };
    expect((await h.json('POST', '/api/push/subscriptions', renewed)).status).toBe(204);
    expect(countRows(h.db, 'push_subscriptions')).toBe(1);
    expect(h.db.prepare('SELECT p256dh FROM push_subscriptions').get()).toEqual({ p256dh: renewed.keys.p256dh });
    expect((await h.json('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint })).status).toBe(204);
    expect(countRows(h.db, 'push_subscriptions')).toBe(0);
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://push.example/x', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }, MESSAGES.pushEndpoint],
    ['keys that are not base64url', { endpoint: 'https://push.example/x', keys: { p256dh: 'not base64!', auth: 'A'.repeat(22) } }, MESSAGES.pushKeys],
    ['no keys', { endpoint: 'https://push.example/x' }, MESSAGES.pushKeys],
  ])('refuse %s with the message and store nothing', async (_, body, message) => {
    const response = await h.json('POST', '/api/push/subscriptions', body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
    expect(countRows(h.db, 'push_subscriptions')).toBe(0);
  });

  it('Snooze holds the water reminder back one interval from now', async () => {
    const response = await h.json('POST', '/api/push/snooze', {});
    expect(await response.json()).toEqual({ snoozedUntil: '2026-11-21T18:00:00.000Z' });
    await subscribe();
    const scheduler = startScheduler();
    expect(await scheduler.tick()).toBe(0);
    now = new Date('2026-11-21T18:00:00.000Z');
    expect(await scheduler.tick()).toBe(1);
    expect(service.received[0]!.payload).toMatchObject({ key: `water-reminder:snoozed:${Date.parse('2026-11-21T18:00:00.000Z')}` });
  });

  it('a write that succeeds nudges the scheduler; reads and refused writes do not', async () => {
    let nudges = 0;
    const counted = createHarness({ push: { publicKey: vapid.publicKey, nudge: () => void (nudges += 1) } });
    try {
      await counted.json('GET', '/api/stats');
      await counted.json('POST', '/api/water', { amount: 0 });
      expect(nudges).toBe(0);
      await counted.json('POST', '/api/water', { amount: 8 });
      await counted.json('PUT', '/api/settings', { dailyTargetOz: 96 });
      expect(nudges).toBe(2);
    } finally {
      counted.close();
    }
  });

  it('answer 503 with the message where the server sends no reminders', async () => {
    const bare = createHarness();
    try {
      const response = await bare.json('GET', '/api/push/public-key');
      expect(response.status).toBe(503);
      expect((await response.json()).message).toBe(MESSAGES.pushUnavailable);
    } finally {
      bare.close();
    }
  });
});
