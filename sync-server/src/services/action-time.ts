import { MESSAGES } from '@ninety/api';
import { clampToServerClock, datedBeforeRecord } from '@ninety/domain';
import { ServiceError } from './service-error';

/**
 * When an action happened and when the server is applying it. A replayed offline change keeps
 * the time it was made (`occurredAt`), except one ahead of the server's clock by more than a few
 * minutes, which is taken as the server's time on arrival (domain clampToServerClock); `now` is
 * for checks against the server's clock.
 */
export interface ActionTime {
  occurredAt: string;
  now: number;
}

export function actionTime(occurredAt: string | undefined, now: Date): ActionTime {
  return { occurredAt: occurredAt === undefined ? now.toISOString() : clampToServerClock(occurredAt, now), now: now.getTime() };
}

/** Refuses a change dated before the record it changes existed (domain datedBeforeRecord). */
export function refuseIfBeforeRecord(at: ActionTime, recordAt: string): void {
  if (datedBeforeRecord(at.occurredAt, recordAt)) throw new ServiceError('invalid', MESSAGES.changeBeforeRecord);
}
