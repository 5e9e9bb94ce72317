/** Which card payment the server started for a lock of a goal (migration 9). */
import type { Db } from './open';
import { stmt } from './statements';

export interface LockPayment {
  paymentId: string;
  goalId: string;
  /** The goal's startDate when the payment was started: each reset starts a new lock. */
  lockStart: string;
  createdAt: string;
}

/** The newest payment started for this lock, if any. */
export function lockPayment(db: Db, goalId: string, lockStart: string): string | undefined {
  return stmt<[string, string], { paymentId: string }>(
    db,
    'SELECT payment_id AS paymentId FROM goal_payments WHERE goal_id = ? AND lock_start = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
  ).get(goalId, lockStart)?.paymentId;
}

/** Two requests for the same lock get the same payment from the provider: the second is kept once. */
export function rememberLockPayment(db: Db, payment: LockPayment): void {
  stmt(db, 'INSERT OR IGNORE INTO goal_payments (payment_id, goal_id, lock_start, created_at) VALUES (?, ?, ?, ?)').run(
    payment.paymentId,
    payment.goalId,
    payment.lockStart,
    payment.createdAt,
  );
}
