import { afterEach, describe, expect, it, vi } from 'vitest';
import { renewPushSubscription } from './push-renewal';

const SERVER_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** The server's push routes, recording each call; `offline` makes every call fail as fetch does. */
function server({ offline = false } = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (offline) throw new TypeError('Failed to fetch');
    calls.push({ method: init.method ?? 'GET', path: url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/push/public-key') return Response.json({ publicKey: SERVER_KEY });
    return new Response(null, { status: 204 });
  });
  return calls;
}

function subscription(endpoint: string, auth = 'auth-1'): PushSubscription {
  return {
    endpoint,
    options: { userVisibleOnly: true, applicationServerKey: null },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256dh', auth } }),
    unsubscribe: async () => true,
  } as unknown as PushSubscription;
}

/**
 * A PushManager after the browser dropped the subscription: it holds none, and makes `made` on
 * subscribe, or refuses with `refusal`.
 */
function pushManager(made?: PushSubscription, refusal?: DOMException): PushManager {
  return {
    getSubscription: async () => null,
    subscribe: async () => {
      if (refusal) throw refusal;
      return made!;
    },
  } as unknown as PushManager;
}

const old = subscription('https://push.example/old');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a subscription the browser changed', () => {
  it('is replaced on the server by the new one', async () => {
    const calls = server();
    await renewPushSubscription(pushManager(subscription('https://push.example/new')), old);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/push/subscriptions', body: { endpoint: 'https://push.example/new', expirationTime: null, keys: { p256dh: 'p256dh', auth: 'auth-1' } } },
      { method: 'DELETE', path: '/api/push/subscriptions', body: { endpoint: 'https://push.example/old' } },
    ]);
  });

  it('keeps an endpoint the browser renewed in place: only its new keys are sent', async () => {
    const calls = server();
    await renewPushSubscription(pushManager(subscription(old.endpoint, 'auth-2')), old);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/push/subscriptions', body: { endpoint: old.endpoint, expirationTime: null, keys: { p256dh: 'p256dh', auth: 'auth-2' } } },
    ]);
  });

  it('with notifications blocked, takes the old endpoint off the server and subscribes nothing', async () => {
    const calls = server();
    const renewal = renewPushSubscription(pushManager(undefined, new DOMException('Permission denied', 'NotAllowedError')), old);
    await expect(renewal).rejects.toThrow('Permission denied');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { method: 'DELETE', path: '/api/push/subscriptions', body: { endpoint: 'https://push.example/old' } },
    ]);
  });

  it('without a connection, fails and leaves the hand-over to the next start of the app', async () => {
    server({ offline: true });
    await expect(renewPushSubscription(pushManager(subscription('https://push.example/new')), old)).rejects.toBeInstanceOf(TypeError);
  });
});
