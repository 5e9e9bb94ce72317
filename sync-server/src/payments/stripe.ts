import Stripe from 'stripe';
import {
  PaymentProviderError,
  PaymentWebhookError,
  type PaymentIntentInfo,
  type PaymentProvider,
} from './payment-provider';

export interface StripeProviderOptions {
  /** The server's secret key (sk_... or a restricted rk_...). */
  secretKey: string;
  /** The endpoint's signing secret (whsec_...); without it every webhook is refused. */
  webhookSecret?: string;
  /** Where the Stripe API lives, e.g. "http://127.0.0.1:12345" for a test fake. Default: Stripe. */
  apiBase?: string;
  /** Per attempt. Default 20 s: the user is waiting in the payment dialog, not for Stripe's 80 s. */
  timeoutMs?: number;
  /** Retries after a network error, 409 or 5xx. Safe for creation because it carries an idempotency key. */
  maxNetworkRetries?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_NETWORK_RETRIES = 2;

/** The user-facing words for failures whose provider message would mean nothing to them. */
const MESSAGES = {
  unreachable: 'The card payment provider could not be reached. Try again in a moment.',
  failed: 'The card payment provider failed to answer. Try again in a moment.',
  busy: 'The card payment provider is busy. Try again in a moment.',
  keyRefused: "Card payments are unavailable: the payment provider refused the server's STRIPE_SECRET_KEY.",
  idempotencyConflict: 'This payment was already started with different details. Close the dialog and try again.',
  noSuchPayment: 'No such card payment',
  webhookNotConfigured: 'Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET on the server.',
  webhookNoSignature: 'The webhook has no Stripe-Signature header.',
  webhookBadSignature: 'The webhook signature does not match, or it is too old.',
  webhookMalformed: 'The webhook event has no object to act on.',
} as const;

/**
 * The library has no single "base URL" option; it takes host, port and protocol separately
 * and always requests paths starting at /v1, so a base with a path cannot be honoured.
 */
export function stripeHostOptions(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  let url: URL;
  try {
    url = new URL(apiBase);
  } catch {
    throw new Error(`STRIPE_API_BASE must be a URL such as http://127.0.0.1:12111, got "${apiBase}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`STRIPE_API_BASE must start with http:// or https://, got "${apiBase}"`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`STRIPE_API_BASE must be an origin only (scheme, host, port), got "${apiBase}"`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    // Node's http.request wants a bare IPv6 address, URL keeps it in brackets.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...(options.apiBase ? stripeHostOptions(options.apiBase) : {}),
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? DEFAULT_MAX_NETWORK_RETRIES,
    appInfo: { name: 'Ninety' },
  });

  return {
    async createPaymentIntent({ amountCents, currency, goalId, idempotencyKey, description }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            metadata: { goalId },
            automatic_payment_methods: { enabled: true },
            ...(description ? { description } : {}),
          },
          { idempotencyKey },
        );
        return toPaymentIntentInfo(intent);
      } catch (error) {
        throw toProviderError(error);
      }
    },

    async retrievePaymentIntent(id) {
      // An empty id would ask for the list endpoint instead of one payment.
      if (!id) throw new PaymentProviderError('not-found', MESSAGES.noSuchPayment, 'resource_missing');
      try {
        return toPaymentIntentInfo(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        throw toProviderError(error);
      }
    },

    parseWebhookEvent(rawBody, signatureHeader) {
      if (!options.webhookSecret) throw new PaymentWebhookError('not-configured', MESSAGES.webhookNotConfigured);
      if (!signatureHeader) throw new PaymentWebhookError('invalid', MESSAGES.webhookNoSignature);
      let event: Stripe.Event;
      try {
        // Checks the HMAC over the exact bytes received and that the timestamp is within the
        // library's default tolerance (5 minutes), which stops replays of old deliveries.
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch (error) {
        throw new PaymentWebhookError('invalid', MESSAGES.webhookBadSignature, { cause: error });
      }
      // A signed event is Stripe's, but its shape is still checked: a malformed one is refused,
      // not a 500 that Stripe would retry for days.
      const object = (event as { data?: { object?: unknown } } | null)?.data?.object as { object?: string } | undefined;
      if (typeof event?.type !== 'string' || !object || typeof object !== 'object') {
        throw new PaymentWebhookError('invalid', MESSAGES.webhookMalformed);
      }
      return {
        type: event.type,
        paymentIntent: object.object === 'payment_intent' ? toPaymentIntentInfo(object as Stripe.PaymentIntent) : null,
      };
    },
  };
}

function toPaymentIntentInfo(intent: Stripe.PaymentIntent): PaymentIntentInfo {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    clientSecret: intent.client_secret ?? null,
    lastPaymentError: intent.last_payment_error?.message ?? null,
  };
}

/** Stripe's error classes, sorted into what the user can act on. Anything else is a bug: rethrown. */
function toProviderError(error: unknown): unknown {
  const errors = Stripe.errors;
  if (!(error instanceof errors.StripeError)) return error;
  const code = error.code;
  const cause = { cause: error };
  if (error instanceof errors.StripeCardError) {
    return new PaymentProviderError('declined', error.message || 'Your card was declined.', code, cause);
  }
  if (error instanceof errors.StripeIdempotencyError) {
    return new PaymentProviderError('conflict', MESSAGES.idempotencyConflict, code, cause);
  }
  if (error instanceof errors.StripeInvalidRequestError) {
    // Stripe's wording here ("No such payment_intent: 'pi_...'", "Amount must be at least
    // $0.50 usd") is already written for people, so it is passed on.
    const kind = code === 'resource_missing' ? 'not-found' : 'invalid';
    return new PaymentProviderError(kind, error.message, code, cause);
  }
  if (error instanceof errors.StripeAuthenticationError || error instanceof errors.StripePermissionError) {
    return new PaymentProviderError('unavailable', MESSAGES.keyRefused, code, cause);
  }
  if (error instanceof errors.StripeRateLimitError) {
    return new PaymentProviderError('unavailable', MESSAGES.busy, code, cause);
  }
  if (error instanceof errors.StripeConnectionError) {
    return new PaymentProviderError('unavailable', MESSAGES.unreachable, code, cause);
  }
  return new PaymentProviderError('unavailable', MESSAGES.failed, code, cause);
}
