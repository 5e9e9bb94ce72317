/**
 * The goal override's calls to the server: they need a connection (the payment is verified with
 * the provider before anything changes), so unlike every other change they do not go through
 * the outbox. The reset itself reaches the device by the next pull.
 */
import { MESSAGES, PaymentConfigSchema, PaymentIntentSchema, type PaymentConfig, type PaymentIntent } from '@ninety/api';
import { messageOf } from './api-client';

/** The card was refused: the provider's message, under the spec's "Payment Failed". */
export class PaymentDeclinedError extends Error {
  readonly title = MESSAGES.paymentFailedTitle;
}

/** The payment already reset a goal (a second visit of the return address, or the webhook first). */
export class PaymentAlreadyUsedError extends Error {}

async function send(url: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', cache: 'no-store', ...init });
  } catch {
    // The connection dropped after the dialog opened: the browser's "Failed to fetch" says
    // nothing to the user; the spec's offline words do.
    throw new Error(MESSAGES.paymentNeedsConnection);
  }
  if (response.ok) return response;
  const message = await messageOf(response);
  if (response.status === 402) throw new PaymentDeclinedError(message);
  if (response.status === 409 && message === MESSAGES.paymentAlreadyUsed) throw new PaymentAlreadyUsedError(message);
  throw new Error(message);
}

const post = (url: string, body: unknown) =>
  send(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** The publishable key, null when the server cannot take payments. */
export async function fetchPaymentConfig(): Promise<PaymentConfig> {
  return PaymentConfigSchema.parse(await (await send('/api/payments/config')).json());
}

/** The server creates the payment for the goal's stored penalty (never an amount sent from here). */
export async function createGoalPaymentIntent(goalId: string): Promise<PaymentIntent> {
  return PaymentIntentSchema.parse(await (await post(`/api/goals/${goalId}/payment-intent`, {})).json());
}

/** Asks the server to verify the payment with the provider and reset the goal. */
export async function resetGoalAfterPayment(goalId: string, paymentIntentId: string): Promise<void> {
  await post(`/api/goals/${goalId}/reset`, { paymentIntentId });
}
