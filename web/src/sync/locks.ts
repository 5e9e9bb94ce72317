/**
 * One flusher per device: tabs and the service worker share the Web Lock, so two of them never
 * push the same rows at once. Where Web Locks are missing (tests in Node), a promise chain
 * serialises callers within this process.
 */
let chain: Promise<unknown> = Promise.resolve();
let chained = 0;

/** Answered instead of running when the lock was asked for only if free, and was not. */
export const LOCK_BUSY = Symbol('sync lock busy');

export function withSyncLock<T>(
  run: () => Promise<T>,
  locks: LockManager | undefined = globalThis.navigator?.locks,
  { ifAvailable = false } = {},
): Promise<T | typeof LOCK_BUSY> {
  if (locks) return locks.request('ninety-sync', { ifAvailable }, (lock) => (lock ? run() : LOCK_BUSY)) as Promise<T | typeof LOCK_BUSY>;
  if (ifAvailable && chained > 0) return Promise.resolve(LOCK_BUSY);
  chained += 1;
  const next = chain.then(run, run).finally(() => (chained -= 1));
  chain = next.catch(() => undefined);
  return next;
}
