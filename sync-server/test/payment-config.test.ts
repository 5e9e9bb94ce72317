import { afterEach, describe, expect, it } from 'vitest';
import { publishableKeyFromEnv } from '../src/payments/payments-env';
import { createStripeProvider } from '../src/payments/stripe';
import { FAKE_SECRET_KEY } from './fake-stripe';
import { createHarness, type Harness } from './harness';

const PUBLISHABLE = 'pk_test_ninety_fake';
// Never called here: the config route only asks whether payments are on.
const payments = createStripeProvider({ secretKey: FAKE_SECRET_KEY, apiBase: 'http://127.0.0.1:9' });

let h: Harness | undefined;
afterEach(() => h?.close());

describe('GET /api/payments/config', () => {
  it('hands the browser the publishable key when the server can take payments', async () => {
    h = createHarness({ payments, publishableKey: PUBLISHABLE });
    const response = await h.json('GET', '/api/payments/config');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ publishableKey: PUBLISHABLE });
  });

  it.each([
    ['no keys at all', {}],
    ['a secret key without the publishable one', { payments }],
    ['a publishable key without the secret one', { publishableKey: PUBLISHABLE }],
  ])('says payments are off with %s', async (_case, options) => {
    h = createHarness(options);
    expect(await (await h.json('GET', '/api/payments/config')).json()).toEqual({ publishableKey: null });
  });
});

describe('STRIPE_PUBLISHABLE_KEY', () => {
  it('is read trimmed, and absent when unset or blank', () => {
    expect(publishableKeyFromEnv({ STRIPE_PUBLISHABLE_KEY: ` ${PUBLISHABLE} ` })).toBe(PUBLISHABLE);
    expect(publishableKeyFromEnv({})).toBeNull();
    expect(publishableKeyFromEnv({ STRIPE_PUBLISHABLE_KEY: '  ' })).toBeNull();
  });

  it('stops the server at boot when it holds a secret key, which would reach every browser', () => {
    expect(() => publishableKeyFromEnv({ STRIPE_PUBLISHABLE_KEY: FAKE_SECRET_KEY })).toThrow(
      'Invalid environment: STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_...), never a secret one',
    );
  });
});
