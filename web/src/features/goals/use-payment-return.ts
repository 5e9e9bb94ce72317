import { useEffect } from 'react';
import { MESSAGES } from '@ninety/api';
import { useLocation, useNavigate } from 'react-router-dom';
import { runAction } from '../../lib/run-action';
import { PaymentAlreadyUsedError, resetGoalAfterPayment } from '../../sync/payments-client';
import { requestSync } from '../../sync/start-sync';
import { clearPendingOverride, matchingOverride, parsePaymentReturn, readPendingOverride, type PendingOverride } from './payment-return';

/** Payments this page is already finishing, so a re-render cannot send the same reset twice. */
const finishing = new Set<string>();

async function finishOverride(pending: PendingOverride): Promise<void> {
  await runAction(
    async () => {
      try {
        await resetGoalAfterPayment(pending.goalId, pending.paymentIntentId);
      } catch (error) {
        // The webhook (or an earlier visit whose answer was lost) did it first: it is done.
        if (!(error instanceof PaymentAlreadyUsedError)) throw error;
      }
    },
    {
      success: { title: 'Payment Successful', description: `Goal "${pending.title}" has been reset` },
      errorTitle: MESSAGES.paymentErrorTitle,
      fallback: MESSAGES.paymentNotSucceeded,
    },
  );
  // Answered either way: the reset is verified once, and the pull brings it down.
  clearPendingOverride();
  await requestSync();
}

/**
 * Back on /goals from the card payment: asks the server to verify and reset the goal this device
 * paid for, then takes the payment's id out of the address. A second visit of the same address
 * finds no pending override and resets nothing.
 */
export function usePaymentReturn(): void {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const back = parsePaymentReturn(search);
    if (!back || finishing.has(back.paymentIntentId)) return;
    finishing.add(back.paymentIntentId);
    const pending = matchingOverride(readPendingOverride(), back);
    void (pending ? finishOverride(pending) : Promise.resolve()).finally(() => navigate('/goals', { replace: true }));
  }, [search, navigate]);
}
