import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStripeProvider } from '../src/payments/stripe';
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, signWebhook, startFakeStripe, type FakeStripe } from './fake-stripe';
import { createHarness, uuid, type Harness } from './harness';

let fake: FakeStripe;
let h: Harness;
// A fresh fake per test: Stripe keeps idempotency keys, and every test reuses the same goal id.
beforeEach(async () => {
  fake = await startFakeStripe();
  const payments = createStripeProvider({
    secretKey: FAKE_SECRET_KEY,
    webhookSecret: FAKE_WEBHOOK_SECRET,
    apiBase: fake.url,
    maxNetworkRetries: 0,
  });
  h = createHarness({ now: '2026-11-21T15:00:00.000Z', payments });
  await h.json('POST', '/api/goals', { id: uuid(1), title: 'Run a marathon', description: 'Train four times a week.' });
  await h.json('POST', `/api/goals/${uuid(1)}/checkins`, { note: 'Ran 5 km' });
  h.setNow('2026-12-01T15:00:00.000Z');
});
afterEach(async () => {
  h.close();
  await fake.close();
});

async function intentFor(goalId = uuid(1)) {
  const response = await h.json('POST', `/api/goals/${goalId}/payment-intent`);
  expect(response.status).toBe(201);
  const body = (await response.json()) as { status: string; clientSecret: string; paymentIntentId: string; amount: number; currency: string };
  expect(body.status).toBe('requires-payment');
  return body;
}

const goal = async () => (await (await h.json('GET', '/api/goals')).json())[0];
const hp = async () => (await (await h.json('GET', '/api/stats')).json()).currentHP;

describe('overriding a locked goal with a card payment', () => {
  it('creates the payment for the stored penalty, once per goal lock', async () => {
    const intent = await intentFor();
    expect(intent).toMatchObject({ amount: 10_000, currency: 'usd' });
    expect(intent.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(fake.intent(intent.paymentIntentId)?.metadata).toEqual({ goalId: uuid(1) });
    const again = await intentFor();
    expect(again.paymentIntentId).toBe(intent.paymentIntentId);
    expect(fake.intents()).toHaveLength(1);
  });

  it('resets the goal only after the payment succeeded: new 90 days, notes wiped, -20 HP', async () => {
    const { paymentIntentId } = await intentFor();
    const unpaid = await h.json('POST', `/api/goals/${uuid(1)}/reset`, { paymentIntentId });
    expect(unpaid.status).toBe(402);
    expect(await unpaid.json()).toEqual({ message: 'The payment has not succeeded' });
    fake.succeed(paymentIntentId);
    const response = await h.json('POST', `/api/goals/${uuid(1)}/reset`, { paymentIntentId });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ startDate: '2026-12-01T15:00:00.000Z', daysLeft: 90, progress: 0 });
    expect(await (await h.json('GET', `/api/goals/${uuid(1)}/checkins`)).json()).toEqual([]);
    expect(await hp()).toBe(80);
  });

  it('refuses a declined payment with the provider message and changes nothing', async () => {
    const { paymentIntentId } = await intentFor();
    fake.decline(paymentIntentId, 'Your card was declined.');
    const response = await h.json('POST', `/api/goals/${uuid(1)}/reset`, { paymentIntentId });
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ message: 'Your card was declined.' });
    expect((await goal()).startDate).toBe('2026-11-21T15:00:00.000Z');
    expect(await hp()).toBe(100);
  });

  it('refuses a payment whose amount was tampered with', async () => {
    const { paymentIntentId } = await intentFor();
    fake.tamper(paymentIntentId, { amount: 50 });
    fake.succeed(paymentIntentId);
    const response = await h.json('POST', `/api/goals/${uuid(1)}/reset`, { paymentIntentId });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "This payment does not match the goal's penalty" });
    expect((await goal()).startDate).toBe('2026-11-21T15:00:00.000Z');
  });

  it('refuses the same payment for a second reset', async () => {
    const { paymentIntentId } = await intentFor();
    fake.succeed(paymentIntentId);
    expect((await h.json('POST', `/api/goals/${uuid(1)}/reset`, { paymentIntentId })).status).toBe(200);
    h.setNow('2026-12-02T15:00:00.000Z');
    const second = await h.json('POST', `/api/goals/${uuid(1)}/reset`, { paymentIntentId });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: 'This payment has already reset a goal' });
    expect((await goal()).startDate).toBe('2026-12-01T15:00:00.000Z');
    expect(await hp()).toBe(80);
  });

  it('keeps one payment per lock after Stripe has pruned its idempotency key', async () => {
    const first = await intentFor();
    // A day later the key is gone: without the server's own record, a second payment (and a
    // second charge of the penalty) would start.
    fake.pruneIdempotencyKeys();
    const again = await intentFor();
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(fake.intents()).toHaveLength(1);
  });

  it('never asks again for a lock already paid: the override finishes the reset that payment bought', async () => {
    // Paid, but the reset call never reached the server (the phone lost its signal on the way back).
    const { paymentIntentId } = await intentFor();
    fake.succeed(paymentIntentId);
    const response = await h.json('POST', `/api/goals/${uuid(1)}/payment-intent`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'paid', paymentIntentId, amount: 10_000, currency: 'usd' });
    expect(fake.intents()).toHaveLength(1);
    expect(await goal()).toMatchObject({ startDate: '2026-12-01T15:00:00.000Z', daysLeft: 90 });
    expect(await hp()).toBe(80);
    // The device's own reset call, arriving late, changes nothing more.
    const late = await h.json('POST', `/api/goals/${uuid(1)}/reset`, { paymentIntentId });
    expect(await late.json()).toEqual({ message: 'This payment has already reset a goal' });
    expect(await hp()).toBe(80);
    // The new lock is a new override: a new payment.
    h.setNow('2026-12-02T15:00:00.000Z');
    expect((await intentFor()).paymentIntentId).not.toBe(paymentIntentId);
  });

  it('says a payment still processing is on its way instead of starting another', async () => {
    const { paymentIntentId } = await intentFor();
    fake.setStatus(paymentIntentId, 'processing');
    const processing = { message: 'The payment for this goal is still processing: try again in a few minutes' };
    const response = await h.json('POST', `/api/goals/${uuid(1)}/payment-intent`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(processing);
    expect(fake.intents()).toHaveLength(1);
    // Nor is it refused as unpaid when the device asks for the reset: it may still go through.
    const reset = await h.json('POST', `/api/goals/${uuid(1)}/reset`, { paymentIntentId });
    expect(reset.status).toBe(409);
    expect(await reset.json()).toEqual(processing);
    expect((await goal()).startDate).toBe('2026-11-21T15:00:00.000Z');
  });

  it('starts a new payment when the lock\'s one was canceled at the provider', async () => {
    const { paymentIntentId } = await intentFor();
    fake.setStatus(paymentIntentId, 'canceled');
    const next = await intentFor();
    expect(next.paymentIntentId).not.toBe(paymentIntentId);
    expect(fake.intents().map((intent) => intent.status)).toEqual(['canceled', 'requires_payment_method']);
    // And that one is the lock's payment from now on.
    fake.pruneIdempotencyKeys();
    expect((await intentFor()).paymentIntentId).toBe(next.paymentIntentId);
  });

  it('refuses a payment made for another goal', async () => {
    await h.json('POST', '/api/goals', { id: uuid(2), title: 'Save money', description: 'Put 20 percent aside.' });
    const { paymentIntentId } = await intentFor(uuid(2));
    fake.succeed(paymentIntentId);
    const response = await h.json('POST', `/api/goals/${uuid(1)}/reset`, { paymentIntentId });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'This payment is for another goal' });
  });
});

describe('the Stripe webhook', () => {
  const send = (body: string, signature: string) =>
    h.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), 'Stripe-Signature': signature },
      body,
    });

  it('resets the goal on a signed payment_intent.succeeded, once', async () => {
    const { paymentIntentId } = await intentFor();
    fake.succeed(paymentIntentId);
    const body = fake.eventFor(paymentIntentId);
    expect(await (await send(body, signWebhook(body))).json()).toEqual({ received: true, outcome: 'reset' });
    expect(await (await send(body, signWebhook(body))).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await goal()).startDate).toBe('2026-12-01T15:00:00.000Z');
    expect(await hp()).toBe(80);
  });

  it('refuses a signed event with nothing to act on, without a server error', async () => {
    for (const body of ['{}', 'null', '[]']) {
      const response = await send(body, signWebhook(body));
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('The webhook event has no object to act on.');
    }
  });

  it('refuses a forged event and changes nothing', async () => {
    const { paymentIntentId } = await intentFor();
    fake.succeed(paymentIntentId);
    const body = fake.eventFor(paymentIntentId);
    const forged = await send(body, signWebhook(body, 'whsec_not_the_real_secret'));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: 'The webhook signature does not match, or it is too old.' });
    expect((await goal()).startDate).toBe('2026-11-21T15:00:00.000Z');
  });
});
