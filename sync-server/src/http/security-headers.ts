import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'];

/**
 * Security headers with a Content Security Policy that allows the app itself and, for card
 * payments, Stripe's script, frames and API; nothing inline, nothing else.
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...STRIPE_SCRIPTS],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", 'https://api.stripe.com'],
      frameSrc: STRIPE_FRAMES,
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [], payment: ['self'] },
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
}

/**
 * For the built app's content-hashed files under /assets/ (scripts, styles, images): only what a
 * subresource obeys. The policy headers above govern documents and workers; a browser ignores
 * them on a module script, where at some 900 bytes they cost more than the smallest chunks.
 * The service worker (/sw.js) is not under /assets/ and keeps them all.
 */
function assetHeaders() {
  return secureHeaders({
    contentSecurityPolicy: undefined,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/** Security headers by what is served: every response has them, assets only their own. */
export function securityHeadersByPath(): MiddlewareHandler {
  const page = securityHeaders();
  const asset = assetHeaders();
  return (c, next) => (c.req.path.startsWith('/assets/') ? asset(c, next) : page(c, next));
}
