import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe';

export interface PaymentsEnv {
  STRIPE_SECRET_KEY?: string;
  /** Handed to the browser at run time (GET /api/payments/config) for Stripe.js. */
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Only for tests and local mocks: where the Stripe API lives, e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE?: string;
}

/**
 * The payment provider the environment asks for, or null when card payments are off (no
 * STRIPE_SECRET_KEY): the rest of the product works and the payment routes answer 503.
 * A key or base that can never work stops the server at boot instead of failing at payment time.
 */
export function paymentProviderFromEnv(env: PaymentsEnv = process.env): PaymentProvider | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  if (secretKey.startsWith('pk_')) {
    throw new Error(
      'Invalid environment: STRIPE_SECRET_KEY holds a publishable key (pk_...); ' +
        'the server needs the secret key (sk_... or rk_...)',
    );
  }
  try {
    return createStripeProvider({
      secretKey,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
      apiBase: env.STRIPE_API_BASE?.trim() || undefined,
    });
  } catch (error) {
    throw new Error(`Invalid environment: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * The publishable key the browser confirms payments with, or null when unset. A secret key put
 * here by mistake stops the server at boot: it would otherwise be sent to every browser.
 */
export function publishableKeyFromEnv(env: PaymentsEnv = process.env): string | null {
  const key = env.STRIPE_PUBLISHABLE_KEY?.trim();
  if (!key) return null;
  if (!key.startsWith('pk_')) {
    throw new Error('Invalid environment: STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_...), never a secret one');
  }
  return key;
}
