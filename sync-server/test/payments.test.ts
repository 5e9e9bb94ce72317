import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, PaymentWebhookError, type PaymentProvider } from '../src/payments/payment-provider';
import { paymentProviderFromEnv } from '../src/payments/payments-env';
import { createStripeProvider, stripeHostOptions, type StripeProviderOptions } from '../src/payments/stripe';
import {
  apiOutage,
  cardDeclined,
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  signWebhook,
  startFakeStripe,
  type FakeStripe,
} from './fake-stripe';

const GOAL = '0190f5e4-0000-7000-8000-000000000007';
const penalty = { amountCents: 10_000, currency: 'usd', goalId: GOAL } as const;

let fake: FakeStripe;
let provider: PaymentProvider;
const defaults = () => ({ secretKey: FAKE_SECRET_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiBase: fake.url });
const providerWith = (options: Partial<StripeProviderOptions> = {}) =>
  createStripeProvider({ ...defaults(), ...options });
const create = (p: PaymentProvider = provider, changes: { amountCents?: number; idempotencyKey?: string } = {}) =>
  p.createPaymentIntent({ ...penalty, idempotencyKey: 'reset-1', ...changes });

/** The error a promise rejects with, to assert on its fields. */
async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error: unknown = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

function webhookRejection(parse: () => unknown): PaymentWebhookError {
  try {
    parse();
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentWebhookError);
    return error as PaymentWebhookError;
  }
  throw new Error('the webhook was accepted');
}

beforeEach(async () => {
  fake = await startFakeStripe();
  provider = providerWith();
});
afterEach(() => fake.close());

describe('creating a payment', () => {
  it('asks Stripe with the secret key for the penalty in usd, tagged with the goal', async () => {
    const intent = await provider.createPaymentIntent({ ...penalty, idempotencyKey: 'reset-1', description: 'Reset' });

    expect(intent).toMatchObject({ amount: 10_000, currency: 'usd', metadata: { goalId: GOAL } });
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      authorization: `Bearer ${FAKE_SECRET_KEY}`,
      idempotencyKey: 'reset-1',
      body: { amount: '10000', currency: 'usd', metadata: { goalId: GOAL }, description: 'Reset' },
    });
    // Lets the browser's Payment Element offer cards (and whatever else the account enables).
    expect(request?.body.automatic_payment_methods).toEqual({ enabled: 'true' });
  });

  it('returns the same payment for the same idempotency key and creates only one', async () => {
    const first = await create();
    const again = await create();
    const other = await create(provider, { idempotencyKey: 'reset-2' });

    expect(again).toEqual(first);
    expect(other.id).not.toBe(first.id);
    expect(fake.count('POST', '/v1/payment_intents')).toBe(3);
    expect(fake.intents()).toHaveLength(2);
  });

  it('refuses a key reused with another amount as a conflict, charging nothing new', async () => {
    await create();
    const error = await rejection(create(provider, { amountCents: 5_000 }));

    expect(error.kind).toBe('conflict');
    expect(fake.intents()).toHaveLength(1);
  });

  it("passes on Stripe's message for an amount below its minimum", async () => {
    const error = await rejection(create(provider, { amountCents: 10 }));
    expect(error).toMatchObject({ kind: 'invalid', message: 'Amount must be at least $0.50 usd' });
  });

  it("surfaces a card decline (402) with Stripe's message, marked as a decline", async () => {
    fake.failNext(cardDeclined('Your card has insufficient funds.'));
    const error = await rejection(create());

    expect(error).toMatchObject({ kind: 'declined', message: 'Your card has insufficient funds.' });
    expect(error.isDecline).toBe(true);
  });

  it('retries a Stripe failure with the same idempotency key, so one payment is created', async () => {
    fake.failNext(apiOutage());
    const intent = await create(providerWith({ maxNetworkRetries: 1 }));

    expect(intent.amount).toBe(10_000);
    expect(fake.requests.map((r) => r.idempotencyKey)).toEqual(['reset-1', 'reset-1']);
    expect(fake.intents()).toHaveLength(1);
  });

  it('reports a Stripe failure as an outage, not a decline, once retries are spent', async () => {
    fake.failNext(apiOutage());
    const error = await rejection(create(providerWith({ maxNetworkRetries: 0 })));
    expect(error.kind).toBe('unavailable');
    expect(error.isDecline).toBe(false);
  });

  it('reports a refused secret key as an outage naming STRIPE_SECRET_KEY', async () => {
    const error = await rejection(create(providerWith({ secretKey: 'sk_test_wrong' })));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('STRIPE_SECRET_KEY');
  });
});

describe('an unreachable or silent Stripe', () => {
  it('is an outage, reported quickly', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const started = Date.now();
    const unreachable = providerWith({ apiBase: `http://127.0.0.1:${port}`, maxNetworkRetries: 0 });
    const error = await rejection(create(unreachable));

    expect(error).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('could not be reached') });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('times out instead of keeping the user waiting', async () => {
    fake.hangNext();
    const started = Date.now();
    const error = await rejection(providerWith({ timeoutMs: 300, maxNetworkRetries: 0 }).retrievePaymentIntent('pi_x'));

    expect(error.kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('retrieving a payment', () => {
  it('reports what Stripe says now: succeeded after the browser confirmed', async () => {
    const { id } = await create();
    fake.succeed(id);

    expect(await provider.retrievePaymentIntent(id)).toMatchObject({
      id,
      status: 'succeeded',
      amount: 10_000,
      currency: 'usd',
      metadata: { goalId: GOAL },
      lastPaymentError: null,
    });
  });

  it("carries Stripe's message after the browser's card was declined", async () => {
    const { id } = await create();
    fake.decline(id, 'Your card was declined.');

    const intent = await provider.retrievePaymentIntent(id);
    expect(intent).toMatchObject({ status: 'requires_payment_method', lastPaymentError: 'Your card was declined.' });
  });

  it("returns Stripe's amount, currency and goal as they are, so the service can refuse a mismatch", async () => {
    const { id } = await create();
    fake.succeed(id);
    fake.tamper(id, { amount: 50, currency: 'eur', metadata: { goalId: 'another-goal' } });

    const intent = await provider.retrievePaymentIntent(id);
    expect(intent).toMatchObject({ amount: 50, currency: 'eur', metadata: { goalId: 'another-goal' } });
  });

  it('answers not-found for an unknown id, and asks nothing for an empty one', async () => {
    const error = await rejection(provider.retrievePaymentIntent('pi_unknown'));
    expect(error).toMatchObject({ kind: 'not-found', code: 'resource_missing' });
    expect(error.message).toContain('pi_unknown');

    expect((await rejection(provider.retrievePaymentIntent(''))).kind).toBe('not-found');
    expect(fake.count('GET')).toBe(1);
  });
});

describe('webhooks', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const eventAbout = (type: string, object: object) =>
    JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
  let payload: string;
  let id: string;
  beforeEach(async () => {
    ({ id } = await create());
    fake.succeed(id);
    payload = fake.eventFor(id);
  });

  it('accepts a correctly signed payment_intent.succeeded event', () => {
    expect(provider.parseWebhookEvent(payload, signWebhook(payload))).toEqual({
      type: 'payment_intent.succeeded',
      paymentIntent: expect.objectContaining({ id, status: 'succeeded', amount: 10_000, metadata: { goalId: GOAL } }),
    });
  });

  it('gives no payment for an event about something else', () => {
    const refund = eventAbout('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect(provider.parseWebhookEvent(refund, signWebhook(refund))).toEqual({
      type: 'charge.refunded',
      paymentIntent: null,
    });
  });

  it.each([
    ['a forged signature', () => provider.parseWebhookEvent(payload, `t=${now()},v1=${'0'.repeat(64)}`)],
    ['another secret', () => provider.parseWebhookEvent(payload, signWebhook(payload, 'whsec_someone_else'))],
    [
      'a tampered body',
      () => provider.parseWebhookEvent(payload.replace('"amount":10000', '"amount":1'), signWebhook(payload)),
    ],
    [
      'a signature older than 5 minutes',
      () => provider.parseWebhookEvent(payload, signWebhook(payload, FAKE_WEBHOOK_SECRET, now() - 600)),
    ],
    ['no Stripe-Signature header', () => provider.parseWebhookEvent(payload, undefined)],
  ])('refuses %s', (_case, parse) => {
    expect(payload).toContain('"amount":10000');
    expect(webhookRejection(parse).kind).toBe('invalid');
  });

  it('refuses every webhook when no webhook secret is configured', () => {
    const withoutSecret = providerWith({ webhookSecret: undefined });
    const error = webhookRejection(() => withoutSecret.parseWebhookEvent(payload, signWebhook(payload)));
    expect(error.kind).toBe('not-configured');
    expect(error.message).toContain('STRIPE_WEBHOOK_SECRET');
  });
});

describe('payments from the environment', () => {
  it('is off without STRIPE_SECRET_KEY', () => {
    expect(paymentProviderFromEnv({})).toBeNull();
    expect(paymentProviderFromEnv({ STRIPE_SECRET_KEY: '  ', STRIPE_API_BASE: fake.url })).toBeNull();
  });

  it('talks to the API base it is given, with the key it is given', async () => {
    const fromEnv = paymentProviderFromEnv({ STRIPE_SECRET_KEY: FAKE_SECRET_KEY, STRIPE_API_BASE: fake.url });
    if (!fromEnv) throw new Error('expected a provider');
    await create(fromEnv);
    expect(fake.intents()).toHaveLength(1);
  });

  it('stops at boot on a publishable key or an API base it cannot use', () => {
    const env = (STRIPE_SECRET_KEY: string, STRIPE_API_BASE?: string) => () =>
      paymentProviderFromEnv({ STRIPE_SECRET_KEY, STRIPE_API_BASE });
    expect(env('pk_test_123')).toThrow(/publishable key/);
    expect(env('sk_test_1', 'localhost:1')).toThrow(/STRIPE_API_BASE/);
    expect(env('sk_test_1', 'not a url')).toThrow(/STRIPE_API_BASE/);
    expect(env('sk_test_1', 'http://127.0.0.1:1/v2')).toThrow(/origin only/);
  });

  it('maps an API base onto host, port and protocol', () => {
    expect(stripeHostOptions('http://127.0.0.1:12345')).toEqual({ host: '127.0.0.1', port: 12345, protocol: 'http' });
    expect(stripeHostOptions('https://api.stripe.com')).toMatchObject({ port: 443, protocol: 'https' });
    expect(stripeHostOptions('http://[::1]:8080/')).toEqual({ host: '::1', port: 8080, protocol: 'http' });
  });
});
