import * as z from 'zod/mini';
import {
  OccurredAtSchema,
  RecordIdSchema,
  strictBody,
} from '../fields';
import { MESSAGES } from '../messages';

/**
 * POST /api/goals/:id/payment-intent: no payload at all. The amount is the goal's stored
 * penalty, read by the server; a client that sends one (or anything else) is refused with
 * "Unknown field: amount", so it can never think it chose the price.
 */
export const PaymentIntentBodySchema = strictBody({});

/**
 * GET /api/payments/config: what the browser needs to take a card payment, read at run time so
 * one build serves every deployment. publishableKey is null unless the server can take payments
 * (both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY set).
 */
export const PaymentConfigSchema = z.object({ publishableKey: z.nullable(z.string()) });
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/**
 * POST /api/goals/:id/payment-intent answers the lock's one card payment (amount in cents, 100
 * dollars = 10000): still to be confirmed in the browser (201), or already paid, its reset lost
 * on the way back, in which case the server has just reset the goal with it (200).
 */
export const PaymentIntentSchema = z.union([
  z.object({
    status: z.literal('requires-payment'),
    clientSecret: z.string(),
    paymentIntentId: z.string(),
    amount: z.number(),
    currency: z.string(),
  }),
  z.object({
    status: z.literal('paid'),
    paymentIntentId: z.string(),
    amount: z.number(),
    currency: z.string(),
  }),
]);
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;

// The provider's ids are opaque ("pi_..."); only shape-check them. Whether the payment
// succeeded, and for which goal, is verified with the provider before anything is reset.
const PaymentIntentIdSchema = z
  .string({ error: MESSAGES.paymentIntentIdFormat })
  .check(z.regex(/^[\w-]{1,255}$/, MESSAGES.paymentIntentIdFormat));

/**
 * POST /api/goals/:id/reset: restart the goal after a paid override. Online only (the payment
 * must be verified), so it has no sync mutation; the optional id is the GoalReset record's.
 * Answers the reset goal (GoalSchema).
 */
export const GoalResetBodySchema = strictBody({
  paymentIntentId: PaymentIntentIdSchema,
  id: z.optional(RecordIdSchema),
  occurredAt: z.optional(OccurredAtSchema),
});
export type GoalResetBody = z.infer<typeof GoalResetBodySchema>;
