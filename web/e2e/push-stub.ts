/**
 * The browser's side of Web Push, faked at its boundary for Chromium in tests. A test profile is
 * incognito, where Chromium refuses the Push API, and a real profile would subscribe at Google's
 * push service, which this closed network cannot reach. So PushManager hands out a subscription
 * at the loopback push service (sync-server/test/fake-push-service.ts), which decrypts what the
 * server sends; the test then delivers that to the service worker through DevTools.
 */
import type { Page } from '@playwright/test';
import type { FakeSubscription } from '../../sync-server/test/fake-push-service';

export { startFakePushService, LOOPBACK_CERT_FILE, type FakePushService, type FakeSubscription } from '../../sync-server/test/fake-push-service';

/** Makes the page's PushManager subscribe with `subscription` (kept across reloads). */
export async function stubPushManager(page: Page, subscription: FakeSubscription): Promise<void> {
  await page.addInitScript((fake: FakeSubscription) => {
    const STORE = 'test-push-subscription';
    const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const made = (serverKey: string) => ({
      endpoint: fake.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: fromBase64Url(serverKey).buffer },
      toJSON: () => ({ endpoint: fake.endpoint, expirationTime: null, keys: fake.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(STORE);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array((key as ArrayBufferView).buffer);
      localStorage.setItem(STORE, toBase64Url(bytes));
      return made(toBase64Url(bytes)) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const key = localStorage.getItem(STORE);
      return (key ? made(key) : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}
