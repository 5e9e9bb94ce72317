import { useEffect } from 'react';
import { useStore } from 'zustand';
import { MESSAGES } from '@ninety/api';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorToast } from '../../lib/run-action';
import { showToast } from '../../lib/toast-store';
import { ResetWaitingError, resetGoalAfterPayment } from '../../sync/payments-client';
import { requestSync } from '../../sync/start-sync';
import { syncStatusStore } from '../../sync/status-store';
import { matchingOverride, overrideDone, parsePaymentReturn, type PaymentReturn, type PendingOverride } from './payment-return';
import { dropOverride, holdOverride, pendingOverrideStore } from './pending-override';

/** Payments this page is asking about now, so a re-render cannot send the same reset twice. */
const asking = new Set<string>();

/**
 * Asks the server to verify the payment and reset its goal. The override is kept until the
 * server has decided: when it could not be asked (no connection, the server or the provider
 * down), it stays on the device and is asked again, so a payment is never lost on the way back.
 * `back` is Stripe's return, whose answer is told; a later try tells only a reset done.
 */
async function finishOverride(pending: PendingOverride, back: PaymentReturn | null): Promise<void> {
  if (asking.has(pending.paymentIntentId)) return;
  asking.add(pending.paymentIntentId);
  try {
    await resetGoalAfterPayment(pending.goalId, pending.paymentIntentId);
  } catch (error) {
    if (error instanceof ResetWaitingError && back?.redirectStatus !== 'failed') {
      if (back) {
        holdOverride({ ...pending, returned: true });
        showToast({ title: 'Payment received', description: `Goal "${pending.title}" will be reset once the server can be reached.` });
      }
      return;
    }
    dropOverride(pending.paymentIntentId);
    if (back) showToast({ ...errorToast(error, MESSAGES.paymentErrorTitle, MESSAGES.paymentNotSucceeded), variant: 'destructive' });
    return;
  } finally {
    asking.delete(pending.paymentIntentId);
  }
  dropOverride(pending.paymentIntentId);
  showToast(overrideDone(pending.title));
  await requestSync();
}

/**
 * Back on /goals from the card payment: asks the server to verify and reset the goal this device
 * paid for, then takes the payment's id out of the address (a second visit of it finds nothing
 * to do). An override whose return found the server out of reach is asked about again whenever
 * it may answer: on each visit, and after each sync. One not yet back from Stripe is left alone.
 */
export function usePaymentReturn(): void {
  const { search } = useLocation();
  const navigate = useNavigate();
  const pending = useStore(pendingOverrideStore, (s) => s.held);
  const waiting = pending?.returned ? pending : null;
  const synced = useStore(syncStatusStore, (s) => s.lastSyncedAt);
  const back = parsePaymentReturn(search);

  useEffect(() => {
    if (!back) return;
    const mine = matchingOverride(pending, back);
    void (mine ? finishOverride(mine, back) : Promise.resolve()).finally(() => navigate('/goals', { replace: true }));
    // Only the return itself starts this: `pending` changes as it is answered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  useEffect(() => {
    if (waiting && !back) void finishOverride(waiting, null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting?.paymentIntentId, synced, search]);
}
