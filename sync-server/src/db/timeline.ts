/**
 * The timeline a pull cursor counts in. A cursor is a version of this database's change
 * counter; a restore from a backup winds the counter back, and the versions after it are given
 * out again to other changes. A device whose cursor came from the replaced database would pull
 * "since" a number that now means something else, and miss what took those numbers. So every
 * restore draws a new timeline, a pull says the one its cursor came from, and a cursor from
 * another timeline is answered with a full snapshot.
 */
import type { Db } from './open';
import { stmt } from './statements';

export function currentTimeline(db: Db): number {
  return stmt<[], { value: number }>(db, "SELECT value FROM meta WHERE key = 'timeline'").get()!.value;
}

/** Draws a new timeline (below 2^53, so it travels as a JSON number); answers it. */
export function startNewTimeline(db: Db): number {
  return stmt<[], { value: number }>(
    db,
    "UPDATE meta SET value = random() & 9007199254740991 WHERE key = 'timeline' RETURNING value",
  ).get()!.value;
}
