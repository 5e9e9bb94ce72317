/**
 * Wrong pairing codes, per client address (client-address.ts), in the last minute: after a few,
 * that client is refused with 429 until the minute has passed. A code has 144 random bits, so
 * guessing cannot succeed anyway; this keeps a guesser from burning the server's time and logs.
 */
import { MS_PER_MINUTE } from '@ninety/domain';
import type { Clock } from '../clock';

export const PAIRING_TRIES_PER_MINUTE = 5;
const WINDOW_MS = MS_PER_MINUTE;
/** Addresses kept at once; past it the oldest is forgotten. */
const MAX_CLIENTS = 10_000;

export interface PairingThrottle {
  /** Seconds to wait when this client may not try now, else null. */
  retryAfter(client: string): number | null;
  failed(client: string): void;
}

export function pairingThrottle(clock: Clock, tries = PAIRING_TRIES_PER_MINUTE): PairingThrottle {
  const failures = new Map<string, number[]>();
  const recent = (client: string, now: number) => (failures.get(client) ?? []).filter((at) => now - at < WINDOW_MS);
  return {
    retryAfter(client) {
      const now = clock.now().getTime();
      const times = recent(client, now);
      if (times.length < tries) return null;
      return Math.max(1, Math.ceil((times[0]! + WINDOW_MS - now) / 1000));
    },
    failed(client) {
      const now = clock.now().getTime();
      const times = [...recent(client, now), now];
      // Deleted and set again: the map's order is then least recently failed first.
      failures.delete(client);
      failures.set(client, times);
      if (failures.size > MAX_CLIENTS) failures.delete(failures.keys().next().value as string);
    },
  };
}
