import { setClockOffset } from '../lib/device-clock';
import type { NinetyDatabase } from './database';

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

export async function readClockOffset(db: NinetyDatabase): Promise<number> {
  const row = await db.meta.get('clockOffsetMs');
  return typeof row?.value === 'number' ? row.value : 0;
}

/** Stores the offset (so offline use after a sync keeps it) and applies it to the UI clock. */
export async function recordClockSample(db: NinetyDatabase, sample: ClockSample): Promise<number> {
  const offset = estimateOffset(sample);
  await db.meta.put({ key: 'clockOffsetMs', value: offset });
  setClockOffset(offset);
  return offset;
}

/** At start: the offset measured at the last sync, before any network. */
export async function loadClockOffset(db: NinetyDatabase): Promise<void> {
  setClockOffset(await readClockOffset(db));
}
