/**
 * The reminder calls to the server (issue 12). They are about this browser's push subscription,
 * not about records, so they do not go through the outbox: a subscription is sent again at
 * every start, which covers one that could not be sent offline.
 */
import { PushPublicKeySchema, PushSnoozeResultSchema, type PushSubscriptionBody } from '@ninety/api';
import { callServer, jsonRequest, ServerRefusal } from './direct-call';

/** The server answered that it sends no reminders (503). */
export class PushUnavailableError extends Error {}

async function send(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await callServer(url, init);
  } catch (error) {
    throw error instanceof ServerRefusal && error.status === 503 ? new PushUnavailableError(error.message) : error;
  }
}

/** The server's VAPID public key: what a subscription is made for. */
export async function fetchPushPublicKey(): Promise<string> {
  return PushPublicKeySchema.parse(await (await send('/api/push/public-key')).json()).publicKey;
}

/** Adds this browser's subscription, or replaces the one with the same endpoint. */
export async function sendPushSubscription(subscription: PushSubscriptionBody): Promise<void> {
  await send('/api/push/subscriptions', jsonRequest('POST', subscription));
}

export async function removePushSubscription(endpoint: string): Promise<void> {
  await send('/api/push/subscriptions', jsonRequest('DELETE', { endpoint }));
}

/** The water reminder's Snooze: the next one comes one interval from now. */
export async function snoozeWaterReminders(): Promise<string> {
  return PushSnoozeResultSchema.parse(await (await send('/api/push/snooze', jsonRequest('POST', {}))).json()).snoozedUntil;
}
