// How a set of timed runs is summed up in one BENCH line.

/**
 * The nearest-rank percentile: the smallest value with at least `p` of the values at or below
 * it. Of 20 taps, the 95th percentile is the second slowest, not the slowest: one slow tap
 * in 20 is the 5% the figure leaves out.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('no values to take a percentile of');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)]!;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values to take a median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
