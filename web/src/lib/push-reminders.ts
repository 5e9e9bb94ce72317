/**
 * Reminders that reach a closed app (issue 12): this browser's Web Push subscription, made for
 * the server's VAPID key and handed to the server, which pushes per the saved settings. The
 * subscription follows the saved Enable Notifications setting (at every start and whenever it
 * changes); turning notifications on subscribes at once, after the tap that asked permission.
 */
import { create } from 'zustand';
import { PushUnavailableError, removePushSubscription } from '../sync/push-client';
import { subscribeForServer } from './push-subscription';

/** What this browser can do: Web Push, or why not. */
export type PushSupport = 'supported' | 'needs-home-screen' | 'unsupported';

/** Where this browser's subscription stands, for Settings to say. */
export type PushStatus = 'unknown' | 'subscribed' | 'off' | 'server-unavailable' | 'offline' | 'blocked' | 'failed';

export const usePushStatus = create<{ status: PushStatus }>(() => ({ status: 'unknown' }));
const setStatus = (status: PushStatus) => usePushStatus.setState({ status });

/** iPhone and iPad browsers give Web Push only to an app added to the Home Screen. */
function isIosBrowserTab(): boolean {
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return ios && !(navigator as Navigator & { standalone?: boolean }).standalone;
}

export function pushSupport(): PushSupport {
  if ('serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined') return 'supported';
  return isIosBrowserTab() ? 'needs-home-screen' : 'unsupported';
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/**
 * Subscribes (or keeps the subscription there is, if it was made for the server's key) and
 * sends it to the server. Needs notification permission, which only a tap may ask for.
 */
export async function subscribeToReminders(): Promise<PushStatus> {
  if (pushSupport() !== 'supported') return settle('off');
  if (Notification.permission !== 'granted') return settle(Notification.permission === 'denied' ? 'blocked' : 'off');
  try {
    await subscribeForServer((await navigator.serviceWorker.ready).pushManager);
    return settle('subscribed');
  } catch (error) {
    return settle(statusOfFailure(error));
  }
}

/** Ends the subscription here and on the server (which also drops it at its first 410). */
export async function unsubscribeFromReminders(): Promise<PushStatus> {
  if (pushSupport() !== 'supported') return settle('off');
  try {
    const subscription = await currentSubscription();
    if (subscription) {
      await subscription.unsubscribe();
      await removePushSubscription(subscription.endpoint).catch(() => undefined);
    }
    return settle('off');
  } catch (error) {
    return settle(statusOfFailure(error));
  }
}

/** At start and when the saved setting changes: the subscription follows it. */
export function followNotificationSetting(enabled: boolean): Promise<PushStatus> {
  if (pushSupport() !== 'supported') return Promise.resolve(settle('off'));
  return enabled ? subscribeToReminders() : unsubscribeFromReminders();
}

function statusOfFailure(error: unknown): PushStatus {
  if (error instanceof PushUnavailableError) return 'server-unavailable';
  if (error instanceof DOMException && error.name === 'NotAllowedError') return 'blocked';
  // fetch rejects with a TypeError when the network is down.
  if (error instanceof TypeError || !navigator.onLine) return 'offline';
  console.warn('Push subscription failed', error);
  return 'failed';
}

function settle(status: PushStatus): PushStatus {
  setStatus(status);
  return status;
}
