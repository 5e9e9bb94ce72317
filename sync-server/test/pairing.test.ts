import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createPairingCode } from '../src/services/pairing';
import { PAIRING_TRIES_PER_MINUTE } from '../src/http/pairing-throttle';
import { putSubscription } from '../src/db/push-repo';
import { countRows, createHarness, uuid, type Harness } from './harness';

let h: Harness;
afterEach(() => h?.close());

const NOW = '2026-11-21T15:00:00.000Z';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function pairingRequired(): Harness {
  h = createHarness({ now: NOW, auth: 'on' });
  return h;
}

/** A code as the server prints one at start (index.ts) or `pnpm pair` makes one. */
const printedCode = (at = NOW) => createPairingCode(h.db, new Date(at)).code;

async function pair(code: string, name = 'Phone', headers: Record<string, string> = {}) {
  return h.json('POST', '/api/pair', { code, name }, headers);
}

/** The device's cookie as the browser would send it back. */
const cookieOf = (response: Response) => response.headers.get('Set-Cookie')!.split(';')[0]!;

describe('owner-only access', () => {
  it('answers 401 to a request without a paired device on every data route, and only there', async () => {
    pairingRequired();
    const routes = h.app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.includes('*'));
    expect(routes.length).toBeGreaterThan(30);
    const open: string[] = [];
    for (const route of routes) {
      const path = route.path.replace(/:[a-zA-Z]+/g, uuid(1));
      const response = await h.json(route.method, path, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      if (response.status === 401) expect(await response.json()).toEqual({ message: 'This device is not paired with this server. Open a pairing link to pair it.' });
      else open.push(`${route.method} ${route.path}`);
    }
    // The three that cannot have a device yet; the webhook is checked by its signature instead.
    expect(open.sort()).toEqual(['GET /api/health', 'POST /api/pair', 'POST /api/webhooks/stripe']);
  });

  it('keeps the app shell and static files public: they hold no data', async () => {
    pairingRequired();
    expect((await h.request('/api/export')).status).toBe(401);
    expect((await h.request('/no-such-file.js')).status).toBe(404);
  });

  it('lets everyone in with AUTH=off, for loopback development and tests', async () => {
    h = createHarness({ now: NOW, auth: 'off' });
    expect((await h.request('/api/export')).status).toBe(200);
    const devices = await (await h.request('/api/devices')).json();
    expect(devices).toEqual({ pairingRequired: false, devices: [] });
  });
});

describe('pairing', () => {
  it('pairs once with a printed code: a cookie for the browser, a token for other clients', async () => {
    pairingRequired();
    const code = printedCode();
    const paired = await pair(code, 'Pixel 8');
    expect(paired.status).toBe(201);
    const { deviceId, token } = await paired.json();
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = paired.headers.get('Set-Cookie')!;
    expect(cookie).toContain(`ninety_device=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api/);
    // Over plain HTTP the browser could not send a Secure cookie back.
    expect(cookie).not.toMatch(/Secure/);

    expect((await h.request('/api/export', { headers: { Cookie: cookieOf(paired) } })).status).toBe(200);
    expect((await h.request('/api/export', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await h.request('/api/export', { headers: { Authorization: 'Bearer nope' } })).status).toBe(401);

    const again = await pair(code, 'Someone else');
    expect(again.status).toBe(401);
    expect((await again.json()).message).toBe('This pairing code has already been used');
    expect(countRows(h.db, 'devices')).toBe(1);
  });

  it('marks the cookie Secure when the browser came over HTTPS through the local proxy', async () => {
    pairingRequired();
    const paired = await pair(printedCode(), 'Phone', { 'X-Forwarded-Proto': 'https' });
    expect(paired.headers.get('Set-Cookie')).toMatch(/Secure/);
  });

  it('refuses a code 15 minutes after it was made', async () => {
    pairingRequired();
    const code = printedCode();
    h.setNow('2026-11-21T15:15:00.000Z');
    const late = await pair(code);
    expect(late.status).toBe(401);
    expect((await late.json()).message).toBe('This pairing code has expired; make a new one');
    h.setNow('2026-11-21T15:14:59.999Z');
    expect((await pair(code)).status).toBe(201);
  });

  it('refuses a code it never made, and a name that is empty or too long', async () => {
    pairingRequired();
    expect((await (await pair('A'.repeat(24))).json()).message).toBe('This pairing code is not valid');
    const empty = await pair(printedCode(), '   ');
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('Device name must be 1 to 60 characters');
    expect((await pair(printedCode(), 'x'.repeat(61))).status).toBe(400);
    expect(countRows(h.db, 'devices')).toBe(0);
  });

  it('throttles guessing: 429 after a few wrong codes a minute from one client, not from another', async () => {
    pairingRequired();
    const guesser = { 'X-Forwarded-For': '203.0.113.7' };
    for (let i = 0; i < PAIRING_TRIES_PER_MINUTE; i++) expect((await pair(`guess${i}`.padEnd(24, 'x'), 'x', guesser)).status).toBe(401);
    const refused = await pair(printedCode(), 'x', guesser);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect((await refused.json()).message).toBe('Too many wrong pairing codes; wait a minute and try again');
    // The owner, elsewhere, pairs as usual.
    expect((await pair(printedCode(), 'Phone', { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(201);
    h.setNow('2026-11-21T15:01:00.000Z');
    expect((await pair(printedCode(), 'x', guesser)).status).toBe(201);
  });

  it('stores only hashes of tokens and codes', async () => {
    pairingRequired();
    const code = printedCode();
    const { token } = await (await pair(code)).json();
    const device = h.db.prepare('SELECT token_hash FROM devices').get() as { token_hash: string };
    expect(device.token_hash).toBe(sha256(token));
    const codes = h.db.prepare('SELECT code_hash FROM pairing_codes').all() as { code_hash: string }[];
    expect(codes).toEqual([{ code_hash: sha256(code) }]);
    const everything = JSON.stringify(h.db.prepare('SELECT * FROM devices').all()) + JSON.stringify(h.db.prepare('SELECT * FROM pairing_codes').all());
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(code);
  });
});

describe('devices', () => {
  async function pairedDevice(name: string, at = NOW) {
    const { token, deviceId } = await (await pair(printedCode(at), name)).json();
    return { id: deviceId as string, auth: { Authorization: `Bearer ${token}` } };
  }

  it('lists the devices with the asking one marked, and when each was paired and last seen', async () => {
    pairingRequired();
    const phone = await pairedDevice('Phone');
    h.setNow('2026-11-21T16:00:00.000Z');
    const laptop = await pairedDevice('Laptop', '2026-11-21T16:00:00.000Z');
    h.setNow('2026-11-21T17:00:00.000Z');
    const listed = await (await h.request('/api/devices', { headers: phone.auth })).json();
    expect(listed).toEqual({
      pairingRequired: true,
      devices: [
        { id: phone.id, name: 'Phone', pairedAt: NOW, lastSeenAt: '2026-11-21T17:00:00.000Z', current: true },
        { id: laptop.id, name: 'Laptop', pairedAt: '2026-11-21T16:00:00.000Z', lastSeenAt: '2026-11-21T16:00:00.000Z', current: false },
      ],
    });
  });

  it('makes a link to pair another device, one use for 15 minutes, at the origin the browser used', async () => {
    pairingRequired();
    const phone = await pairedDevice('Phone');
    const made = await h.json('POST', '/api/devices/pairing-codes', undefined, { ...phone.auth, Host: 'ninety.example', 'X-Forwarded-Proto': 'https' });
    expect(made.status).toBe(201);
    const { code, url, expiresAt } = await made.json();
    expect(url).toBe(`https://ninety.example/pair#${code}`);
    expect(expiresAt).toBe('2026-11-21T15:15:00.000Z');
    expect((await pair(code, 'Tablet')).status).toBe(201);
    expect((await pair(code, 'Tablet')).status).toBe(401);
  });

  it('removes a device: its next request is refused and its reminders go with it', async () => {
    pairingRequired();
    const phone = await pairedDevice('Phone');
    const lost = await pairedDevice('Lost phone');
    putSubscription(h.db, { endpoint: 'https://push.example/lost', p256dh: 'k', auth: 'a' }, NOW, lost.id);
    putSubscription(h.db, { endpoint: 'https://push.example/phone', p256dh: 'k', auth: 'a' }, NOW, phone.id);
    expect((await h.request('/api/water/today', { headers: lost.auth })).status).toBe(200);

    expect((await h.json('DELETE', `/api/devices/${lost.id}`, undefined, phone.auth)).status).toBe(204);
    expect((await h.request('/api/water/today', { headers: lost.auth })).status).toBe(401);
    expect((await h.request('/api/water/today', { headers: phone.auth })).status).toBe(200);
    expect(h.db.prepare('SELECT endpoint FROM push_subscriptions').all()).toEqual([{ endpoint: 'https://push.example/phone' }]);
    expect((await h.json('DELETE', `/api/devices/${lost.id}`, undefined, phone.auth)).status).toBe(404);
  });
});
