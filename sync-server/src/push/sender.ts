/**
 * Sends one push to one subscription through its push service, with the `web-push` library:
 * the payload encrypted for the browser (RFC 8291) and the request signed with the server's
 * VAPID key (RFC 8292).
 */
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { StoredSubscription } from '../db/push-repo';
import type { PushMessage } from './schedule';
import type { VapidKeys } from './vapid';

/** sent; gone (404/410: the browser dropped it, so it is deleted); failed (try again next time). */
export type SendOutcome = 'sent' | 'gone' | 'failed';

export type PushSender = (subscription: StoredSubscription, message: PushMessage) => Promise<SendOutcome>;

export function createPushSender(vapid: VapidKeys, options: { timeoutMs?: number; agent?: Agent } = {}): PushSender {
  const { timeoutMs = 10_000, agent } = options;
  return async (subscription, message) => {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message.payload),
        {
          vapidDetails: vapid,
          TTL: message.ttlSeconds,
          topic: message.topic,
          urgency: message.urgency,
          contentEncoding: 'aes128gcm',
          timeout: timeoutMs,
          ...(agent ? { agent } : {}),
        },
      );
      return 'sent';
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      return status === 404 || status === 410 ? 'gone' : 'failed';
    }
  };
}
