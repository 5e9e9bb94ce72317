import type { Handler } from 'hono';
import { MESSAGES } from '@ninety/api';

interface Route {
  method: string;
  path: string;
}

/** A Hono route path ("/api/goals/:id/checkins") as a pattern for whole request paths. */
function pattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * The last /api handler: a path no route has is 404; a path some route has, asked with another
 * method, is 405 with the methods it takes in Allow (RFC 9110), so a client learns its mistake.
 * Read from the app's own routes (lazily, once all are mounted), so it never goes stale.
 */
export function notFoundOrNotAllowed(routes: () => readonly Route[]): Handler {
  let table: { pattern: RegExp; method: string }[] | undefined;
  return (c) => {
    table ??= routes()
      .filter((route) => route.method !== 'ALL')
      .map((route) => ({ pattern: pattern(route.path), method: route.method }));
    const allowed = [...new Set(table.filter((route) => route.pattern.test(c.req.path)).map((route) => route.method))];
    if (allowed.length === 0) return c.json({ message: MESSAGES.notFound }, 404);
    c.header('Allow', allowed.join(', '));
    return c.json({ message: MESSAGES.methodNotAllowed }, 405);
  };
}
