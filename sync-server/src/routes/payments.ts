import { Hono } from 'hono';
import type { PaymentConfig } from '@ninety/api';
import type { RouteDeps } from './context';

/** GET /api/payments/config: the publishable key, only when the server can take payments too. */
export function paymentRoutes({ payments, publishableKey }: RouteDeps) {
  return new Hono().get('/config', (c) => {
    const config: PaymentConfig = { publishableKey: payments && publishableKey ? publishableKey : null };
    return c.json(config);
  });
}
