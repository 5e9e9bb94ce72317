/**
 * What the goal-reset services need from a card payment provider, in the app's own words.
 * No Stripe type crosses this line, so services can be tested against any implementation and
 * the provider can change without touching them.
 */

/** A card payment as the provider reports it. amount is in the currency's minor unit (cents). */
export interface PaymentIntentInfo {
  id: string;
  /** The provider's status; only 'succeeded' means the money was taken. */
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** What the browser confirms the payment with; null once the provider no longer offers it. */
  clientSecret: string | null;
  /** The provider's message for the last failed attempt (e.g. a decline), when there is one. */
  lastPaymentError?: string | null;
}

export interface CreatePaymentIntentInput {
  amountCents: number;
  currency: 'usd';
  goalId: string;
  /**
   * The same key returns the same payment instead of creating a second one, so a retried or
   * doubled request never charges twice. The provider refuses a key reused with other details.
   */
  idempotencyKey: string;
  description?: string;
}

export interface PaymentWebhookEvent {
  type: string;
  /** The payment the event is about; null for events about anything else. */
  paymentIntent: PaymentIntentInfo | null;
}

export interface PaymentProvider {
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntentInfo>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentInfo>;
  /**
   * Verifies the Stripe-Signature header against the raw body (the exact text received, before
   * any JSON parsing); throws PaymentWebhookError when it does not match or is too old.
   */
  parseWebhookEvent(rawBody: string, signatureHeader: string | undefined): PaymentWebhookEvent;
}

/**
 * Why the provider refused, named like ServiceErrorKind so a service maps it one to one:
 * - declined: the card was refused (show the provider's message, HTTP 402);
 * - invalid: the provider refused the request's details (e.g. an amount below its minimum);
 * - not-found: no such payment;
 * - conflict: an idempotency key reused with different details;
 * - unavailable: the provider could not be reached, timed out, failed, or refused our key.
 */
export type PaymentProviderErrorKind = 'declined' | 'invalid' | 'not-found' | 'conflict' | 'unavailable';

/** The provider refused or failed. message is safe to show to the user. */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: PaymentProviderErrorKind,
    message: string,
    /** The provider's own error code (e.g. 'card_declined', 'resource_missing'), for logs. */
    readonly code?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }

  get isDecline(): boolean {
    return this.kind === 'declined';
  }
}

/**
 * A webhook request that must not be trusted (bad, missing or stale signature; unreadable
 * body), or one that cannot be checked because no webhook secret is configured.
 */
export class PaymentWebhookError extends Error {
  constructor(
    readonly kind: 'invalid' | 'not-configured',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentWebhookError';
  }
}
