/**
 * A push subscription the browser changed on its own (`pushsubscriptionchange`): its push
 * service refreshed or expired it, or the browser lost it. Reminders exist to reach a closed
 * app, and this event comes to the worker alone, often days after the app was last opened.
 * Left alone, the server would push to the old endpoint until its push service answered 410,
 * drop it, and send no reminder until the app was next opened (which subscribes again). So the
 * worker subscribes again now, for the server's key, and hands the new subscription over.
 *
 * Without a connection the hand-over fails and the event ends; the next start of the app sends
 * whatever subscription the browser then holds, as it does at every start.
 */
import { removePushSubscription } from '../sync/push-client';
import { subscribeForServer } from '../lib/push-subscription';

const notAllowed = (error: unknown) => error instanceof DOMException && error.name === 'NotAllowedError';

export async function renewPushSubscription(pushManager: PushManager, oldSubscription: PushSubscription | null): Promise<void> {
  const forget = async () => {
    if (oldSubscription) await removePushSubscription(oldSubscription.endpoint).catch(() => undefined);
  };
  let renewed: PushSubscription;
  try {
    // The browser's new subscription, when it made one, is what getSubscription() now answers.
    renewed = await subscribeForServer(pushManager);
  } catch (error) {
    // Notifications are blocked now: the old endpoint is of no use to the server either.
    if (notAllowed(error)) await forget();
    throw error;
  }
  if (oldSubscription && oldSubscription.endpoint !== renewed.endpoint) await forget();
}
