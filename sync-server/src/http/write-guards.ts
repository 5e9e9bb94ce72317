import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMPORT_MAX_BYTES, MESSAGES } from '@ninety/api';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const BODY_LIMITS = {
  default: 64 * 1024,
  /** A push carries up to 1000 mutations; a generated quest round or plan is a few kB each. */
  sync: 4 * 1024 * 1024,
  /** A full export of years of daily use. */
  import: IMPORT_MAX_BYTES,
} as const;

function limitFor(path: string): number {
  if (path.startsWith('/api/sync/')) return BODY_LIMITS.sync;
  if (path === '/api/import') return BODY_LIMITS.import;
  return BODY_LIMITS.default;
}

const limiters = new Map<number, MiddlewareHandler>();
function limiter(maxSize: number): MiddlewareHandler {
  let middleware = limiters.get(maxSize);
  if (!middleware) {
    middleware = bodyLimit({ maxSize, onError: (c) => c.json({ message: MESSAGES.bodyTooLarge }, 413) });
    limiters.set(maxSize, middleware);
  }
  return middleware;
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
export function writeGuards(): MiddlewareHandler {
  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    if (!sameOrigin(c.req.header('Origin'), c.req.header('Host'))) {
      return c.json({ message: MESSAGES.crossSite }, 403);
    }
    const length = c.req.header('Content-Length');
    const hasBody = (length !== undefined && length !== '0') || c.req.header('Transfer-Encoding') !== undefined;
    if (hasBody && !/^application\/json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) {
      return c.json({ message: MESSAGES.jsonRequired }, 415);
    }
    return limiter(limitFor(c.req.path))(c, next);
  };
}
