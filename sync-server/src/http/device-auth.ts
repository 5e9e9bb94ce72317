/**
 * Owner-only access: every /api route needs a paired device, except the three that cannot have
 * one yet. The browser's device is an HttpOnly cookie; any other client sends its token as
 * `Authorization: Bearer <token>`. The app shell and static files hold no data and stay public.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { MESSAGES } from '@ninety/api';
import type { Clock } from '../clock';
import type { DeviceRow } from '../db/devices-repo';
import type { Db } from '../db/open';
import { deviceForToken } from '../services/pairing';
import { reachedOverHttps } from './client-address';

export const DEVICE_COOKIE = 'ninety_device';
/**
 * 400 days, the most a browser keeps a cookie. It is given again as the device is seen (at most
 * once a minute), so a device in use stays paired until it is removed.
 */
const COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** What the routes know of the caller: its device, or null when pairing is off (AUTH=off). */
export type AuthEnv = { Variables: { device: DeviceRow | null } };

/** Open without a device: the health check, pairing itself, and Stripe's webhook (signed). */
function isPublic(method: string, path: string): boolean {
  return (method === 'GET' && path === '/api/health') || (method === 'POST' && (path === '/api/pair' || path === '/api/webhooks/stripe'));
}

function tokenOf(c: Context): { token: string; from: 'bearer' | 'cookie' } | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  if (bearer) return { token: bearer, from: 'bearer' };
  const cookie = getCookie(c, DEVICE_COOKIE);
  return cookie ? { token: cookie, from: 'cookie' } : undefined;
}

export function deviceAuth(db: Db, clock: Clock, required: boolean): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    c.set('device', null);
    if (!required || isPublic(c.req.method, c.req.path)) return next();
    const held = tokenOf(c);
    const found = held && deviceForToken(db, held.token, clock.now());
    if (!found) return c.json({ message: MESSAGES.notPaired }, 401);
    c.set('device', found.device);
    await next();
    if (found.seenAgain && held.from === 'cookie') setDeviceCookie(c, held.token);
  };
}

/**
 * Gives a browser its device: HttpOnly (no script reads it), SameSite=Strict (no other site's
 * page sends it), on /api only, and Secure when the browser came over HTTPS.
 */
export function setDeviceCookie(c: Context, token: string): void {
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: reachedOverHttps(c),
    path: '/api',
    maxAge: COOKIE_MAX_AGE_S,
  });
}

export function clearDeviceCookie(c: Context): void {
  deleteCookie(c, DEVICE_COOKIE, { path: '/api' });
}
