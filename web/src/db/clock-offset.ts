import type { NinetyDatabase } from './database';
import { saveClockOffset } from './device-clock';

/** One reading of the server's clock: its Date header and when the request left and returned. */
export interface ClockSample {
  serverMs: number;
  sentAt: number;
  receivedAt: number;
}

/**
 * Below this the difference is the Date header's one-second resolution plus network time, not
 * a wrong clock; correcting by it would only add noise.
 */
const SKEW_THRESHOLD_MS = 5000;

export function estimateOffset(sample: ClockSample): number {
  // The header is truncated to the second: its true instant is on average half a second later.
  const estimate = sample.serverMs + 500 - (sample.sentAt + sample.receivedAt) / 2;
  return Math.abs(estimate) < SKEW_THRESHOLD_MS ? 0 : Math.round(estimate);
}

/** Measures the offset from a sync's answer and keeps it (device-clock.ts holds it). */
export async function recordClockSample(db: NinetyDatabase, sample: ClockSample): Promise<number> {
  const offset = estimateOffset(sample);
  await saveClockOffset(db, offset);
  return offset;
}
