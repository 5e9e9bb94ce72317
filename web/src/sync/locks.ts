/**
 * One flusher per device: tabs and the service worker share the Web Lock, so two of them never
 * push the same rows at once. Where Web Locks are missing (tests in Node), a promise chain
 * serialises callers within this process.
 */
let chain: Promise<unknown> = Promise.resolve();

export function withSyncLock<T>(run: () => Promise<T>, locks: LockManager | undefined = globalThis.navigator?.locks): Promise<T> {
  if (locks) return locks.request('ninety-sync', run) as Promise<T>;
  const next = chain.then(run, run);
  chain = next.catch(() => undefined);
  return next;
}
