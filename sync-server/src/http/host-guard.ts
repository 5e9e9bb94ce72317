import type { MiddlewareHandler } from 'hono';
import { MESSAGES } from '@ninety/api';

/** The names this server always answers to: the machine itself. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * DNS rebinding: a page on attacker.example can point its own name at 127.0.0.1 and then read
 * and write this server as if it were same-origin. Its requests still say Host: attacker.example,
 * so anything not addressed to this machine's names (or to ALLOWED_HOSTS, for a server reached
 * over the network) is refused before any route runs, reads included.
 */
export function hostGuard(allowedHosts: readonly string[] = []): MiddlewareHandler {
  const allowed = new Set([...LOOPBACK, ...allowedHosts.map((host) => host.trim().toLowerCase())].filter(Boolean));
  return async (c, next) => {
    // The URL is built from the Host header (by @hono/node-server), so its hostname is the Host's.
    const hostname = new URL(c.req.url).hostname.toLowerCase();
    if (!allowed.has(hostname)) return c.json({ message: MESSAGES.hostNotAllowed }, 403);
    await next();
  };
}
