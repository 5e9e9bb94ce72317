/**
 * The override this device paid for and has not yet seen the server reset: kept in
 * localStorage (it must outlive Stripe's redirect, a closed app and a lost connection) and in a
 * store, so the goal's card says so as it changes.
 */
import { createStore } from 'zustand/vanilla';
import { clearPendingOverride, readPendingOverride, savePendingOverride, type PendingOverride } from './payment-return';

export const pendingOverrideStore = createStore<{ held: PendingOverride | null }>(() => ({ held: readPendingOverride() }));

export function holdOverride(override: PendingOverride): void {
  savePendingOverride(override);
  pendingOverrideStore.setState({ held: override });
}

/** Forgets this payment once the server has decided about it; another one held stays. */
export function dropOverride(paymentIntentId: string): void {
  if (pendingOverrideStore.getState().held?.paymentIntentId !== paymentIntentId) return;
  clearPendingOverride();
  pendingOverrideStore.setState({ held: null });
}
