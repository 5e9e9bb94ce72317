import { MESSAGES } from '@ninety/api';
import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../clock';
import { clientAddress } from './client-address';

export interface RateLimitOptions {
  /** Writes a client may make at once, from rest. */
  burst: number;
  /** Writes per second the bucket refills with, up to `burst`. */
  perSecond: number;
  /** The most addresses tracked at once; past it the least recently seen is forgotten. */
  maxClients?: number;
}

/**
 * 120 at once, then 10 a second. The app pushes its outbox in batches of up to 500 mutations
 * per request, one flusher per device, so even 10,000 changes made offline are 20 writes; a
 * person tapping through the app makes a few a second at most. The burst leaves room for a
 * plain client (curl, a script) replaying a day of REST calls one by one, and 10 a second (600
 * a minute) is still far above any human pace. A runaway loop or a flood from one address is
 * held to that once its burst is spent, so it cannot monopolise the single SQLite writer.
 * A refused push is safe: the app treats 429 as a passing fault and keeps the outbox.
 */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { burst: 120, perSecond: 10, maxClients: 10_000 };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per client address (client-address.ts) for writes; reads are never limited. Time comes from the
 * app's clock, so tests stand at exact instants. A refused write answers 429 {message} with
 * Retry-After: the whole seconds until one token is back.
 */
export function rateLimit(clock: Clock, options: RateLimitOptions = DEFAULT_RATE_LIMIT): MiddlewareHandler {
  const { burst, perSecond, maxClients = DEFAULT_RATE_LIMIT.maxClients! } = options;
  const perMs = perSecond / 1000;
  // A bucket left alone this long is full again: forgetting it changes nothing.
  const idleMs = burst / perMs;
  // Map order is least recently seen first: each write moves its key to the end.
  const buckets = new Map<string, Bucket>();

  const evict = (now: number) => {
    for (const [key, bucket] of buckets) {
      if (buckets.size <= maxClients && now - bucket.at < idleMs) break;
      buckets.delete(key);
    }
  };

  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    const now = clock.now().getTime();
    const key = clientAddress(c);
    const bucket = buckets.get(key) ?? { tokens: burst, at: now };
    buckets.delete(key);
    // max(0, ...): a clock set back (a test, an NTP step) must not drain the bucket.
    const tokens = Math.min(burst, bucket.tokens + Math.max(0, now - bucket.at) * perMs);
    buckets.set(key, { tokens: tokens >= 1 ? tokens - 1 : tokens, at: now });
    evict(now);
    if (tokens < 1) {
      const retryAfter = Math.max(1, Math.ceil((1 - tokens) / perSecond));
      c.header('Retry-After', String(retryAfter));
      return c.json({ message: MESSAGES.rateLimited }, 429);
    }
    return next();
  };
}
