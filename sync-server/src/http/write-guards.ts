import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMPORT_MAX_BYTES, MESSAGES } from '@ninety/api';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface BodyLimits {
  default: number;
  sync: number;
  import: number;
}

export const BODY_LIMITS: Readonly<BodyLimits> = {
  default: 64 * 1024,
  /**
   * A push is the way every change travels, an import too: so it takes what the import route
   * takes, plus room for the envelope. Devices send ordinary batches far smaller (sync engine).
   */
  sync: IMPORT_MAX_BYTES + 64 * 1024,
  /** A full export of years of daily use. */
  import: IMPORT_MAX_BYTES,
};

function limitFor(limits: BodyLimits, path: string): number {
  if (path.startsWith('/api/sync/')) return limits.sync;
  if (path === '/api/import') return limits.import;
  return limits.default;
}

const limiters = new Map<number, MiddlewareHandler>();
function limiter(maxSize: number): MiddlewareHandler {
  let middleware = limiters.get(maxSize);
  if (!middleware) {
    middleware = bodyLimit({ maxSize, onError: (c) => refuseEarly(c, 413, MESSAGES.bodyTooLarge) });
    limiters.set(maxSize, middleware);
  }
  return middleware;
}

/**
 * An answer given before the body was read: the connection closes with it. Kept open, the
 * unread rest of the body would be taken as the start of the next request on it.
 */
function refuseEarly(c: Context, status: 403 | 413 | 415, message: string): Response {
  c.header('Connection', 'close');
  return c.json({ message }, status);
}

/** No Origin header (curl, a server) is fine; a browser's Origin must be this host. */
function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Writes accept only JSON, from this origin, within a size limit. A browser sends Origin with
 * every cross-site POST, even a no-cors one, so a foreign Origin is refused; requiring the JSON
 * content type on any body also stops cross-site forms. A write with no body at all (the spec's
 * "complete" calls) has nothing to be JSON. Reads are left alone: a body limit on GET cost most
 * of their throughput here.
 */
export function writeGuards(overrides: Partial<BodyLimits> = {}): MiddlewareHandler {
  const limits = { ...BODY_LIMITS, ...overrides };
  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    if (!sameOrigin(c.req.header('Origin'), c.req.header('Host'))) return refuseEarly(c, 403, MESSAGES.crossSite);
    const length = c.req.header('Content-Length');
    const hasBody = (length !== undefined && length !== '0') || c.req.header('Transfer-Encoding') !== undefined;
    if (hasBody && !/^application\/json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) {
      return refuseEarly(c, 415, MESSAGES.jsonRequired);
    }
    return limiter(limitFor(limits, c.req.path))(c, next);
  };
}
