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
