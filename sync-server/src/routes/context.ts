import type { Db } from '../db/open';
import type { Clock } from '../clock';
import type { PaymentProvider } from '../payments/payment-provider';

/** Reminders through Web Push, when the server sends them. */
export interface PushService {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  /** Work out soon what is due (a write may have changed it: a subscription, a drink, a setting). */
  nudge(): void;
}

/** What every resource's routes are given. */
export interface RouteDeps {
  db: Db;
  clock: Clock;
  /** Null when card payments are not configured (no STRIPE_SECRET_KEY). */
  payments: PaymentProvider | null;
  /** Stripe's publishable key for the browser; null when not configured. */
  publishableKey: string | null;
  /** Null when the server does not send reminders (tests that do not need them). */
  push: PushService | null;
  /** Randomness for quests and plans the server generates itself. */
  random: () => number;
  newId: () => string;
}
