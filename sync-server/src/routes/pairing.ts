import { Hono } from 'hono';
import { MESSAGES, PairBodySchema } from '@ninety/api';
import { clientAddress } from '../http/client-address';
import { setDeviceCookie, type AuthEnv } from '../http/device-auth';
import { parseBody } from '../http/json-body';
import type { PairingThrottle } from '../http/pairing-throttle';
import { pairDevice } from '../services/pairing';
import type { RouteDeps } from './context';

/**
 * POST /api/pair: a device spends a one-time code and becomes the owner's. A browser keeps the
 * answer's token as its cookie; another client keeps it to send as a Bearer token. A wrong
 * code (or one not even shaped like a code) counts against the client's tries for the minute.
 */
export function pairingRoutes({ db, clock, newId }: RouteDeps, throttle: PairingThrottle) {
  return new Hono<AuthEnv>().post('/', async (c) => {
    const client = clientAddress(c);
    const wait = throttle.retryAfter(client);
    if (wait !== null) {
      c.header('Retry-After', String(wait));
      return c.json({ message: MESSAGES.pairingThrottled }, 429);
    }
    try {
      const body = await parseBody(c, PairBodySchema);
      const paired = pairDevice(db, body, clock.now(), newId);
      setDeviceCookie(c, paired.token);
      return c.json(paired, 201);
    } catch (error) {
      throttle.failed(client);
      throw error;
    }
  });
}
