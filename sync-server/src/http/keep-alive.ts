/**
 * How long the server keeps an idle connection open: longer than a proxy in front of it keeps
 * its idle connections to us (Caddy's `reverse_proxy`, docs/deploy.md: 2 minutes). With Node's
 * default of 5 s the server closed connections the proxy still counted as open, and a request
 * sent on one just as it closed met a reset: a proxy sends a GET again, but a push is a POST, and
 * it came back a 502 for the phone to retry. Closing an idle connection is now always the
 * proxy's move. A request's headers must still arrive within `headersTimeout` (60 s, counted
 * from its first byte), so only the wait between two requests is longer, not a slow client's.
 */
export const IDLE_CONNECTION_MS = 125_000;
