/**
 * This browser's Web Push subscription, made for the server's VAPID key and handed to the
 * server: the one step both the page (push-reminders.ts, when the setting turns on and at every
 * start) and the service worker (when the browser changes the subscription, sw/push-renewal.ts)
 * take. It needs the notification permission, and touches no screen state.
 */
import { fetchPushPublicKey, sendPushSubscription } from '../sync/push-client';

/** The key as the Push API takes it: base64url text to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const held = subscription.options.applicationServerKey;
  if (!held) return false;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/**
 * Keeps the subscription there is, if it was made for the server's key, or makes one, and sends
 * it to the server. Answers the subscription the server now holds.
 */
export async function subscribeForServer(pushManager: PushManager): Promise<PushSubscription> {
  const key = keyBytes(await fetchPushPublicKey());
  let subscription = await pushManager.getSubscription();
  // The server's keys changed (a new data folder): a subscription for the old key is useless.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys, expirationTime } = subscription.toJSON();
  await sendPushSubscription({ endpoint: endpoint!, expirationTime: expirationTime ?? null, keys: { p256dh: keys!.p256dh!, auth: keys!.auth! } });
  return subscription;
}
