/**
 * The card payment the server started for each lock of a goal (its startDate), so an override
 * of the same lock finds it again: Stripe forgets an idempotency key after 24 hours, and a
 * payment that went through while its reset was lost must finish that reset, not be charged
 * again (services/goal-payments.ts). A canceled payment is followed by a new row for the lock.
 */
export const sql = `
CREATE TABLE goal_payments (
  payment_id TEXT PRIMARY KEY,
  goal_id TEXT NOT NULL,
  lock_start TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX goal_payments_lock ON goal_payments (goal_id, lock_start, created_at);
`;
