import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CreditCard, TriangleAlert } from 'lucide-react';
import { MESSAGES } from '@ninety/api';
import { formatPenalty, GOAL_RESET_HP_PENALTY, GOAL_LOCK_DAYS } from '@ninety/domain';
import { BusyButton } from '../../components/ui/busy-button';
import { Dialog } from '../../components/ui/dialog';
import { LoadingText } from '../../components/ui/loading-text';
import { runAction } from '../../lib/run-action';
import { createGoalPaymentIntent, fetchPaymentConfig, PaymentDeclinedError } from '../../sync/payments-client';
import { showToast } from '../../lib/toast-store';
import { requestSync } from '../../sync/start-sync';
import { overrideDone } from './payment-return';
import { dropOverride, holdOverride } from './pending-override';
import type { Checkout } from './stripe-checkout';

export interface PaymentTarget {
  goalId: string;
  title: string;
  penalty: number;
  /** The Goal Reset Penalty setting: the reset also costs HP. */
  hpPenalty: boolean;
}

type PaymentState = { kind: 'preparing' } | { kind: 'error'; message: string } | { kind: 'ready' } | { kind: 'processing' };

/**
 * "Reset Goal Payment", in the spec's four states. Preparing: the server creates the payment
 * for the stored penalty and Stripe's Payment Element loads. Error: payments are not configured
 * (or could not start), said in the spec's card with Close. Ready: the card form and Pay.
 * Processing: Stripe confirms and, on success, sends the browser to the return address, where
 * the goals screen asks the server to verify and reset.
 */
export function PaymentDialog({ target, onClose }: { target: PaymentTarget; onClose(): void }) {
  const [state, setState] = useState<PaymentState>({ kind: 'preparing' });
  const container = useRef<HTMLDivElement>(null);
  const checkout = useRef<{ mounted: Checkout; paymentIntentId: string } | null>(null);
  const amount = `$${formatPenalty(target.penalty)}`;

  // This lock was paid for already and its reset lost on the way back: the server has just done
  // it, so there is nothing to pay again.
  const finishPaid = useEffectEvent((paymentIntentId: string) => {
    dropOverride(paymentIntentId);
    showToast(overrideDone(target.title));
    onClose();
    void requestSync();
  });

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const { publishableKey } = await fetchPaymentConfig();
        if (!publishableKey) throw new Error(MESSAGES.paymentNotConfigured);
        const intent = await createGoalPaymentIntent(target.goalId);
        if (intent.status === 'paid') {
          if (!cancelled) finishPaid(intent.paymentIntentId);
          return;
        }
        const { mountCheckout } = await import('./stripe-checkout');
        if (cancelled || !container.current) return;
        const mounted = await mountCheckout(publishableKey, intent.clientSecret, container.current);
        if (cancelled) return mounted.destroy();
        checkout.current = { mounted, paymentIntentId: intent.paymentIntentId };
        setState({ kind: 'ready' });
      } catch (error) {
        if (!cancelled) setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      cancelled = true;
      checkout.current?.mounted.destroy();
      checkout.current = null;
    };
  }, [target.goalId]);

  async function pay() {
    const current = checkout.current;
    if (!current) return;
    setState({ kind: 'processing' });
    holdOverride({ goalId: target.goalId, title: target.title, paymentIntentId: current.paymentIntentId });
    const result = await runAction(
      async () => {
        const refused = await current.mounted.confirm(`${window.location.origin}/goals`);
        if (!refused) return;
        // A refusal on the spot: the card (or its details) was declined, or Stripe failed.
        const message = refused.message ?? MESSAGES.paymentNotSucceeded;
        throw refused.type === 'card_error' || refused.type === 'validation_error' ? new PaymentDeclinedError(message) : new Error(message);
      },
      { errorTitle: MESSAGES.paymentErrorTitle, fallback: MESSAGES.paymentNotSucceeded },
    );
    if (!result.ok) {
      dropOverride(current.paymentIntentId);
      setState({ kind: 'ready' });
    }
  }

  return (
    <Dialog open title="Reset Goal Payment" onClose={onClose} className="payment-dialog">
      {state.kind === 'error' ? (
        <div className="payment-error" role="alert">
          <h3 className="payment-error__title">
            <TriangleAlert size={18} aria-hidden="true" /> {MESSAGES.paymentErrorTitle}
          </h3>
          <p>{state.message}</p>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="payment-dialog__summary">
            Pay the {amount} penalty to override <strong>{target.title}</strong>: its {GOAL_LOCK_DAYS} days start again and its
            notes are wiped{target.hpPenalty ? `, and it costs ${GOAL_RESET_HP_PENALTY} HP` : ''}.
          </p>
          {state.kind === 'preparing' && <LoadingText>Preparing secure payment...</LoadingText>}
          <div ref={container} className="payment-element" hidden={state.kind === 'preparing'} data-testid="payment-element" />
          {state.kind !== 'preparing' && (
            <div className="dialog__actions">
              <button type="button" className="button" onClick={onClose} disabled={state.kind === 'processing'}>
                Cancel
              </button>
              <BusyButton type="button" className="button button--primary" onClick={() => void pay()} busy={state.kind === 'processing'}>
                <CreditCard size={16} aria-hidden="true" />
                {state.kind === 'processing' ? 'Processing...' : `Pay ${amount}`}
              </BusyButton>
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}
