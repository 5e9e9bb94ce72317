import { MESSAGES } from '@ninety/api';
import { MS_PER_DAY } from '@ninety/domain';
import { ServiceError } from './service-error';

/**
 * When an action happened and when the server is applying it. A replayed offline change keeps
 * the time it was made (`occurredAt`); `now` is only for checks against the server's clock.
 */
export interface ActionTime {
  occurredAt: string;
  now: number;
}

/** A device clock may run ahead; more than a day ahead is not a clock, it is bad input. */
const FUTURE_TOLERANCE_MS = MS_PER_DAY;

export function actionTime(occurredAt: string | undefined, now: Date): ActionTime {
  const nowMs = now.getTime();
  if (occurredAt === undefined) return { occurredAt: now.toISOString(), now: nowMs };
  const at = Date.parse(occurredAt);
  if (at > nowMs + FUTURE_TOLERANCE_MS) throw new ServiceError('invalid', MESSAGES.occurredAtFuture);
  return { occurredAt: new Date(at).toISOString(), now: nowMs };
}
