/**
 * Coming back from the card payment. Stripe sends the browser to the return address (origin +
 * /goals) with the payment's id in the query. Which goal it was for is kept on the device
 * before leaving, so the app can ask the server to verify and reset that goal, once: the record
 * is dropped as soon as the server has answered, so visiting the address again does nothing.
 */

export interface PendingOverride {
  goalId: string;
  title: string;
  paymentIntentId: string;
  /**
   * Stripe sent the browser back and the server could not be asked then: the reset is asked for
   * again until the server decides. Before that, the payment may still be being confirmed.
   */
  returned?: true;
}

export interface PaymentReturn {
  paymentIntentId: string;
  /** Stripe's redirect_status: "succeeded", "processing" or "failed". */
  redirectStatus: string | null;
}

/** The spec's words for a reset done. */
export const overrideDone = (title: string) => ({ title: 'Payment Successful', description: `Goal "${title}" has been reset` });

/** The payment a return address names, or null for an ordinary visit. */
export function parsePaymentReturn(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  const paymentIntentId = params.get('payment_intent');
  if (!paymentIntentId) return null;
  return { paymentIntentId, redirectStatus: params.get('redirect_status') };
}

/** The override waiting for this return, if it is the one the device started. */
export function matchingOverride(pending: PendingOverride | null, back: PaymentReturn | null): PendingOverride | null {
  return pending && back && pending.paymentIntentId === back.paymentIntentId ? pending : null;
}

const KEY = 'ninety-pending-override';

export function savePendingOverride(override: PendingOverride, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify(override));
}

export function readPendingOverride(storage: Storage = localStorage): PendingOverride | null {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<PendingOverride> | null;
    return value && typeof value.goalId === 'string' && typeof value.paymentIntentId === 'string' && typeof value.title === 'string'
      ? { goalId: value.goalId, title: value.title, paymentIntentId: value.paymentIntentId, ...(value.returned === true && { returned: true }) }
      : null;
  } catch {
    return null;
  }
}

export function clearPendingOverride(storage: Storage = localStorage): void {
  storage.removeItem(KEY);
}
