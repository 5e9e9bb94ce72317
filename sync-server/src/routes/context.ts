import type { Db } from '../db/open';
import type { Clock } from '../clock';
import type { PaymentProvider } from '../payments/payment-provider';

/** What every resource's routes are given. */
export interface RouteDeps {
  db: Db;
  clock: Clock;
  /** Null when card payments are not configured (no STRIPE_SECRET_KEY). */
  payments: PaymentProvider | null;
  /** Stripe's publishable key for the browser; null when not configured. */
  publishableKey: string | null;
  /** Randomness for quests and plans the server generates itself. */
  random: () => number;
  newId: () => string;
}
