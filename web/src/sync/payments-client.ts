/**
 * The goal override's calls to the server: they need a connection (the payment is verified with
 * the provider before anything changes), so unlike every other change they do not go through
 * the outbox. The reset itself reaches the device by the next pull.
 */
import { MESSAGES, PaymentConfigSchema, PaymentIntentSchema, type PaymentConfig, type PaymentIntent } from '@ninety/api';
import { callServer, jsonRequest, ServerRefusal } from './direct-call';

/** The card was refused: the provider's message, under the spec's "Payment Failed". */
export class PaymentDeclinedError extends Error {
  readonly title = MESSAGES.paymentFailedTitle;
}

/** The payment already reset a goal (a second visit of the return address, or the webhook first). */
export class PaymentAlreadyUsedError extends Error {}

/**
 * The reset could not be asked for now: no connection, the server or the provider failing, the
 * device not paired, the payment still processing. Nothing was decided: ask again later.
 */
export class ResetWaitingError extends Error {}

/** Answers that settle a reset one way or the other: a bad request, unpaid, no such goal, refused. */
const SETTLED = new Set([400, 402, 404, 409]);

async function send(url: string, init?: RequestInit): Promise<Response> {
  try {
    // The connection dropped after the dialog opened: the spec's offline words say so.
    return await callServer(url, init, MESSAGES.paymentNeedsConnection);
  } catch (error) {
    if (!(error instanceof ServerRefusal)) throw error;
    if (error.status === 402) throw new PaymentDeclinedError(error.message);
    if (error.status === 409 && error.message === MESSAGES.paymentAlreadyUsed) throw new PaymentAlreadyUsedError(error.message);
    throw error;
  }
}

const post = (url: string, body: unknown) => send(url, jsonRequest('POST', body));

/** The publishable key, null when the server cannot take payments. */
export async function fetchPaymentConfig(): Promise<PaymentConfig> {
  return PaymentConfigSchema.parse(await (await send('/api/payments/config')).json());
}

/** The server creates the payment for the goal's stored penalty (never an amount sent from here). */
export async function createGoalPaymentIntent(goalId: string): Promise<PaymentIntent> {
  return PaymentIntentSchema.parse(await (await post(`/api/goals/${goalId}/payment-intent`, {})).json());
}

/**
 * Asks the server to verify the payment with the provider and reset the goal. Done when it did,
 * or when the payment had already reset it (the webhook, an earlier answer lost, a second visit
 * of the return address); a ResetWaitingError when it could not be decided now.
 */
export async function resetGoalAfterPayment(goalId: string, paymentIntentId: string): Promise<void> {
  try {
    await post(`/api/goals/${goalId}/reset`, { paymentIntentId });
  } catch (error) {
    if (error instanceof PaymentAlreadyUsedError) return;
    const settled = error instanceof PaymentDeclinedError || (error instanceof ServerRefusal && SETTLED.has(error.status) && error.message !== MESSAGES.paymentProcessing);
    throw settled ? error : new ResetWaitingError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}
