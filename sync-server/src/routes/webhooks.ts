import { Hono } from 'hono';
import { MESSAGES } from '@ninety/api';
import { PaymentWebhookError } from '../payments/payment-provider';
import { actionTime } from '../services/action-time';
import { handlePaymentSucceeded } from '../services/goal-payments';
import { ServiceError } from '../services/service-error';
import type { RouteDeps } from './context';

/**
 * Stripe's webhook, for a hosted deployment where the browser may close before it calls the
 * reset itself. The signature over the raw body is checked before anything is read from it.
 */
export function webhookRoutes({ db, clock, payments, newId }: RouteDeps) {
  return new Hono().post('/stripe', async (c) => {
    if (!payments) throw new ServiceError('unavailable', MESSAGES.paymentServerNotConfigured);
    const raw = await c.req.text();
    let event;
    try {
      event = payments.parseWebhookEvent(raw, c.req.header('Stripe-Signature'));
    } catch (error) {
      if (error instanceof PaymentWebhookError) return c.json({ message: error.message }, 400);
      throw error;
    }
    if (event.type === 'payment_intent.succeeded' && event.paymentIntent) {
      const outcome = handlePaymentSucceeded(db, event.paymentIntent, actionTime(undefined, clock.now()), newId());
      return c.json({ received: true, outcome });
    }
    return c.json({ received: true, outcome: 'ignored' });
  });
}
