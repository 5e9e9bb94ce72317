import { actionTime, type ActionTime } from '@ninety/domain';
import type { NinetyDatabase } from './database';
import { getDatabase } from './database';

/**
 * The one place this device's offset to the server's clock is held in memory
 * (docs/decisions/0014-one-clock.md), per database: the app has one, the sync simulation runs
 * several phones in one process. It is measured at each sync (clock-offset.ts), kept in meta
 * for offline starts, and read from there once per database.
 */
const offsets = new WeakMap<NinetyDatabase, number>();

async function storedOffset(db: NinetyDatabase): Promise<number> {
  const row = await db.meta.get('clockOffsetMs');
  return typeof row?.value === 'number' ? row.value : 0;
}

/** At start, before any network (and in the service worker before it acts). */
export async function loadClockOffset(db: NinetyDatabase): Promise<number> {
  const offset = await storedOffset(db);
  offsets.set(db, offset);
  return offset;
}

/** A new measurement: kept in memory and in meta, so offline use after a sync keeps it. */
export async function saveClockOffset(db: NinetyDatabase, offset: number): Promise<void> {
  await db.meta.put({ key: 'clockOffsetMs', value: offset });
  offsets.set(db, offset);
}

/**
 * The time of an action the user takes now: `reading` is this device's clock (a test passes
 * its own), corrected once by the offset into the server's time. Everything a repository
 * computes from the action time (a due instant, a check-in's day, a round's createdAt) uses
 * this value, so it agrees with the occurredAt the server judges it by.
 */
export async function actionNow(db: NinetyDatabase, reading: Date = new Date()): Promise<ActionTime> {
  const offset = offsets.get(db) ?? (await loadClockOffset(db));
  const corrected = reading.getTime() + offset;
  return actionTime(undefined, corrected);
}

/** A queued action replayed on this device: its stored time, already in the server's time. */
export function queuedActionTime(occurredAt: string): ActionTime {
  return actionTime(occurredAt, occurredAt);
}

/** Now in the server's time as best this device knows it, for what the screens show. */
export function deviceNow(db: NinetyDatabase = getDatabase()): Date {
  return new Date(Date.now() + (offsets.get(db) ?? 0));
}
