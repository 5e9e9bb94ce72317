/**
 * Who is asking, as far as this server can tell. Behind a proxy on this machine (Caddy or nginx,
 * docs/deploy.md) every connection comes from loopback, and the proxy says whom it serves in
 * X-Forwarded-For and X-Forwarded-Proto; those headers are believed from a loopback peer only.
 * A client that reaches the server directly can write them too, so from anywhere else they are
 * ignored.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const LOOPBACK_PEER = /^(127\.|::1$|::ffff:127\.)/;

/** The socket's peer; null for an in-process app.request(), which has no socket. */
function peerAddress(c: Context): string | null {
  const env = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  if (!env?.incoming && !env?.server?.incoming) return null;
  return getConnInfo(c).remote.address ?? 'unknown';
}

const behindLocalProxy = (peer: string | null): boolean => peer === null || LOOPBACK_PEER.test(peer);

/**
 * The client's address: the peer's, or, from a local proxy, the last address of
 * X-Forwarded-For (the one the proxy itself saw; Caddy sets it, nginx appends it). In-process
 * callers without a socket share 'local'.
 */
export function clientAddress(c: Context): string {
  const peer = peerAddress(c);
  if (behindLocalProxy(peer)) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').pop()?.trim();
    if (forwarded) return forwarded;
  }
  return peer ?? 'local';
}

/** Whether the browser reached this server over HTTPS (through a local proxy that says so). */
export function reachedOverHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return behindLocalProxy(peerAddress(c)) && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https';
}

/** The origin the browser used, for links handed back to it (a pairing link). */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  return `${reachedOverHttps(c) ? 'https' : url.protocol.replace(':', '')}://${c.req.header('Host') ?? url.host}`;
}
