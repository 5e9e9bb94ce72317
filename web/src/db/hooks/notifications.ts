import { startOfMinuteMs } from '@ninety/domain';
import { readInbox, type Inbox } from '../notifications';
import { useLiveQuery } from '../use-live-query';

/** The notifications inbox at `now`, live; undefined while loading. */
export function useInbox(now: Date): Inbox | undefined {
  // Minute resolution: a new reminder or "due soon" comes on the minute, and a ticking clock
  // must not re-read the tables every second.
  const minute = startOfMinuteMs(now);
  return useLiveQuery(() => readInbox(minute), [minute]);
}
