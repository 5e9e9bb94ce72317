import { createRandom, type RandomFn } from '@ninety/domain';
import type { NinetyDatabase } from './database';
import { readClockOffset } from './clock-offset';

/**
 * `at` (this device's clock) in the server's time, as perform stamps occurredAt. Repositories
 * use it for what they compute from the action time before queuing it (a task's due instant, a
 * check-in's day, a generated round's createdAt), so those agree with occurredAt: the server
 * checks a due date against occurredAt, and a clock two hours off would fail that check.
 */
export async function inServerTime(db: NinetyDatabase, at: Date): Promise<Date> {
  return new Date(at.getTime() + (await readClockOffset(db)));
}

/** Randomness for the generators, seeded from the platform's crypto source. */
export function deviceRandom(): RandomFn {
  return createRandom(crypto.getRandomValues(new Uint32Array(1))[0] ?? Date.now());
}
