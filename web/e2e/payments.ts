/**
 * Card payments in the browser without Stripe: the server talks to the loopback fake of Stripe's
 * API that the server tests use, and the page gets a fake Stripe.js, served through page.route
 * at Stripe's own script address. The fake's confirmPayment asks the test what the card does
 * (succeed or decline), tells the fake API, and then behaves as Stripe.js does: on success it
 * sends the browser to the return address with the payment's id, on a decline it answers the
 * provider's error.
 */
import type { Page } from '@playwright/test';
import { FAKE_SECRET_KEY, startFakeStripe, type FakeStripe } from '../../sync-server/test/fake-stripe';
import { test as base } from './fixtures';

export const PUBLISHABLE_KEY = 'pk_test_ninety_fake';

export type CardOutcome = { kind: 'succeed' } | { kind: 'decline'; message: string };

export const test = base.extend<{ fakeStripe: FakeStripe }>({
  // eslint-disable-next-line no-empty-pattern
  fakeStripe: async ({}, use) => {
    const fake = await startFakeStripe();
    await use(fake);
    await fake.close();
  },
  serverEnv: async ({ fakeStripe }, use) =>
    use({ STRIPE_SECRET_KEY: FAKE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY, STRIPE_API_BASE: fakeStripe.url }),
});
export { expect } from './fixtures';

const FAKE_STRIPE_JS = `
window.Stripe = function Stripe(publishableKey) {
  if (!/^pk_/.test(publishableKey)) throw new Error('Invalid publishable key');
  return {
    _registerWrapper: function () {},
    elements: function (options) {
      return {
        clientSecret: options.clientSecret,
        create: function () {
          var handlers = {};
          return {
            on: function (event, handler) { handlers[event] = handler; },
            mount: function (container) {
              container.innerHTML = '<label class="fake-card">Card number <input name="cardnumber" value="4242 4242 4242 4242"></label>';
              setTimeout(function () { if (handlers.ready) handlers.ready({}); }, 50);
            },
            destroy: function () {},
          };
        },
      };
    },
    confirmPayment: function (options) {
      var secret = options.elements.clientSecret;
      return window.__cardOutcome(secret).then(function (outcome) {
        if (outcome.error) return { error: outcome.error };
        var id = secret.split('_secret_')[0];
        window.location.assign(options.confirmParams.return_url + '?payment_intent=' + id +
          '&payment_intent_client_secret=' + secret + '&redirect_status=succeeded');
        return new Promise(function () {});
      });
    },
  };
};
window.Stripe.version = 'endive';
`;

/**
 * Serves the fake Stripe.js and decides what each confirmation does. Returns the script
 * requests seen, so a test can tell when Stripe.js was loaded.
 */
export async function fakeStripeJs(page: Page, fake: FakeStripe, outcome: () => CardOutcome): Promise<string[]> {
  const loads: string[] = [];
  await page.route('https://js.stripe.com/**', async (route) => {
    loads.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  await page.exposeFunction('__cardOutcome', (clientSecret: string) => {
    const id = clientSecret.split('_secret_')[0]!;
    // As Stripe.js does: a payment that went through cannot be confirmed, nor charged, again.
    if (fake.intent(id).status === 'succeeded') {
      const message = 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.';
      return { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message } };
    }
    const next = outcome();
    if (next.kind === 'succeed') {
      fake.succeed(id);
      return {};
    }
    fake.decline(id, next.message);
    return { error: { type: 'card_error', code: 'card_declined', message: next.message } };
  });
  return loads;
}
