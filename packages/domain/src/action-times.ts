/**
 * The time rules of a change (docs/decisions/0009-time-docs/product.md), the same on the device and
 * the server: a change keeps the time it was made at, except that a time ahead of the server's
 * clock by more than CLOCK_TOLERANCE_MS is taken as the server's time on arrival (a clock a day
 * ahead must not win every later-wins conflict for a day), and a change dated before the record
 * it changes existed, by more than that tolerance, is refused (backdating must not undo an old
 * log or make an overdue task count as on time).
 */
import { CLOCK_TOLERANCE_MS } from './constants';
import { toEpochMs, type Instant } from './time';

/** The time a change arriving at `now` is kept at: its own, or now if it claims a later one. */
export function clampToServerClock(occurredAt: Instant, now: Instant): string {
  const at = toEpochMs(occurredAt);
  const nowMs = toEpochMs(now);
  return new Date(at > nowMs + CLOCK_TOLERANCE_MS ? nowMs : at).toISOString();
}

/** A change at `at` of a record made at `recordAt` is dated too early to be believed. */
export function datedBeforeRecord(at: Instant, recordAt: Instant): boolean {
  return toEpochMs(at) < toEpochMs(recordAt) - CLOCK_TOLERANCE_MS;
}

declare const actionTimeBrand: unique symbol;

/**
 * The time of an action, the one type every rule takes (docs/decisions/0014-one-clock.md):
 * `occurredAt` is when it happened in the server's time, `now` when it is being applied. Only
 * `actionTime` makes one, so a time corrected for a device's clock offset (or clamped to the
 * server's clock) is never corrected again: a raw Date is not an ActionTime.
 */
export interface ActionTime {
  readonly occurredAt: string;
  readonly now: number;
  readonly [actionTimeBrand]: true;
}

/**
 * An action that happened at `occurredAt` (its own time; none means now), applied at `now`: a
 * time ahead of `now` beyond the tolerance is kept as `now` (clampToServerClock).
 */
export function actionTime(occurredAt: Instant | undefined, now: Instant): ActionTime {
  const at = occurredAt === undefined ? new Date(toEpochMs(now)).toISOString() : clampToServerClock(occurredAt, now);
  return { occurredAt: at, now: toEpochMs(now) } as ActionTime;
}

/** Whether a change at this time of a record made at `recordAt` is dated too early. */
export function beforeRecord(at: ActionTime, recordAt: Instant): boolean {
  return datedBeforeRecord(at.occurredAt, recordAt);
}
