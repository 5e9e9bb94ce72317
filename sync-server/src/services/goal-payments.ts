import { MESSAGES, type PaymentIntent } from '@ninety/api';
import { checkInsWipedByReset, goalLockState, resetGoalDates, type Goal, type GoalReset } from '@ninety/domain';
import { lockPayment, rememberLockPayment } from '../db/goal-payments-repo';
import type { Db } from '../db/open';
import { deleteRecord, liveRecords, putRecord } from '../db/records-repo';
import { PaymentProviderError, type PaymentIntentInfo, type PaymentProvider } from '../payments/payment-provider';
import type { ActionTime } from './action-time';
import { findGoal } from './goals';
import { ServiceError } from './service-error';
import { getSettings } from './settings';

const CURRENCY = 'usd';

/** The penalty in cents, from the stored goal: never an amount a client sent. */
const penaltyCents = (goal: Goal) => Math.round(goal.penalty * 100);

function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    const kind = error.kind === 'declined' ? 'payment-required' : error.kind === 'unavailable' ? 'unavailable' : error.kind;
    throw new ServiceError(kind, error.message);
  }
  throw error;
}

/** The browser confirms this one; the provider still offers its secret. */
function toPay(intent: PaymentIntentInfo): PaymentIntent {
  if (!intent.clientSecret) throw new ServiceError('unavailable', MESSAGES.paymentNotSucceeded);
  return { status: 'requires-payment', clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: intent.amount, currency: intent.currency };
}

/**
 * The one card payment for overriding a goal's current lock. The lock's payment is kept here
 * (Stripe's idempotency key, the goal and its lock, covers a doubled request but is forgotten
 * after 24 hours), so asking again never starts a second charge:
 * - still to be paid: the same payment again;
 * - paid, its reset lost on the way back (the phone lost its signal, the app was closed): the
 *   reset it bought is done now, and said so;
 * - still processing: said so;
 * - canceled at the provider: a new payment, which is the lock's from then on.
 */
export async function startGoalPayment(
  db: Db,
  payments: PaymentProvider,
  goalId: string,
  at: ActionTime,
  resetId: string,
): Promise<PaymentIntent> {
  const goal = findGoal(db, goalId);
  if (goal.achievedAt !== null) throw new ServiceError('conflict', MESSAGES.goalAlreadyAchieved);
  if (!goalLockState(goal, new Date(at.now)).isLocked) throw new ServiceError('conflict', MESSAGES.goalNotLocked);
  const held = lockPayment(db, goal.id, goal.startDate);
  if (held) {
    const intent = await payments.retrievePaymentIntent(held).catch(providerFailure);
    if (intent.status === 'succeeded') {
      finishPaidReset(db, goal.id, intent, at, resetId);
      return { status: 'paid', paymentIntentId: intent.id, amount: intent.amount, currency: intent.currency };
    }
    if (intent.status === 'processing') throw new ServiceError('conflict', MESSAGES.paymentProcessing);
    if (intent.status !== 'canceled') return toPay(intent);
  }
  const lockKey = `goal-override-${goal.id}-${goal.startDate}`;
  const intent = await payments
    .createPaymentIntent({
      amountCents: penaltyCents(goal),
      currency: CURRENCY,
      goalId: goal.id,
      idempotencyKey: held ? `${lockKey}-after-${held}` : lockKey,
      description: `Ninety: override of the goal "${goal.title}"`,
    })
    .catch(providerFailure);
  rememberLockPayment(db, { paymentId: intent.id, goalId: goal.id, lockStart: goal.startDate, createdAt: new Date(at.now).toISOString() });
  return toPay(intent);
}

/** The reset a succeeded payment bought, unless another call (the device's, the webhook) did it first. */
function finishPaidReset(db: Db, goalId: string, intent: PaymentIntentInfo, at: ActionTime, resetId: string): void {
  try {
    applyVerifiedReset(db, goalId, intent, at, resetId);
  } catch (error) {
    if (!(error instanceof ServiceError && error.message === MESSAGES.paymentAlreadyUsed)) throw error;
  }
}

function usedPayment(db: Db, paymentId: string): GoalReset | undefined {
  return liveRecords(db, 'goalResets').find((reset) => reset.paymentId === paymentId);
}

/** Refuses unless the provider says this payment took the goal's penalty, for this goal. */
function verifyPayment(goal: Goal, intent: PaymentIntentInfo): void {
  // Not yet decided: the device keeps the payment and asks again.
  if (intent.status === 'processing') throw new ServiceError('conflict', MESSAGES.paymentProcessing);
  if (intent.status !== 'succeeded') {
    throw new ServiceError('payment-required', intent.lastPaymentError ?? MESSAGES.paymentNotSucceeded);
  }
  if (intent.metadata.goalId !== goal.id) throw new ServiceError('conflict', MESSAGES.paymentOtherGoal);
  if (intent.amount !== penaltyCents(goal) || intent.currency.toLowerCase() !== CURRENCY) {
    throw new ServiceError('conflict', MESSAGES.paymentAmountMismatch);
  }
}

/**
 * Resets a goal after a verified payment, once per payment: the lock restarts now, the notes of
 * the old lock are wiped, and the HP penalty applies if the setting is on. Runs in one
 * transaction; the unique index on the payment id stops a concurrent second reset.
 */
export function applyVerifiedReset(
  db: Db,
  goalId: string,
  intent: PaymentIntentInfo,
  at: ActionTime,
  resetId: string,
): Goal {
  return db.transaction(() => {
    const goal = findGoal(db, goalId);
    if (usedPayment(db, intent.id)) throw new ServiceError('conflict', MESSAGES.paymentAlreadyUsed);
    verifyPayment(goal, intent);
    const reset = { ...goal, ...resetGoalDates(at.occurredAt) };
    putRecord(db, 'goals', reset);
    for (const note of checkInsWipedByReset(liveRecords(db, 'goalCheckIns'), goal.id, at.occurredAt)) {
      deleteRecord(db, 'goalCheckIns', note.id);
    }
    putRecord(db, 'goalResets', {
      id: resetId,
      goalId: goal.id,
      resetAt: at.occurredAt,
      paymentId: intent.id,
      hpPenalty: getSettings(db).goalResetPenalty,
    });
    return reset;
  })();
}

/** POST /api/goals/:id/reset: asks the provider about the payment, then resets. */
export async function resetGoalAfterPayment(
  db: Db,
  payments: PaymentProvider,
  input: { goalId: string; paymentIntentId: string; resetId: string },
  at: ActionTime,
): Promise<Goal> {
  findGoal(db, input.goalId);
  if (usedPayment(db, input.paymentIntentId)) throw new ServiceError('conflict', MESSAGES.paymentAlreadyUsed);
  const intent = await payments.retrievePaymentIntent(input.paymentIntentId).catch(providerFailure);
  return applyVerifiedReset(db, input.goalId, intent, at, input.resetId);
}

/**
 * A signed webhook says a payment succeeded: reset its goal unless that already happened (the
 * browser's own reset call usually comes first). Anything else is acknowledged and ignored.
 */
export function handlePaymentSucceeded(db: Db, intent: PaymentIntentInfo, at: ActionTime, resetId: string): 'reset' | 'ignored' {
  const goalId = intent.metadata.goalId;
  if (!goalId || usedPayment(db, intent.id)) return 'ignored';
  try {
    applyVerifiedReset(db, goalId, intent, at, resetId);
    return 'reset';
  } catch (error) {
    if (error instanceof ServiceError) return 'ignored';
    throw error;
  }
}
