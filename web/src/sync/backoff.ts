/** Retry delays after failures: exponential from 1 s to 5 min, with full jitter between half
 * and all of it, so many devices coming back online do not all retry in step. */
export function backoffDelay(failures: number, random: () => number, baseMs = 1000, maxMs = 300_000): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}
