/**
 * "28,000", "1,819", "188.5": a number with its whole part grouped in threes, as en-US writes
 * it; what follows the whole part is kept as written. Years of use reach four digits (1,819
 * consistent days, 852,775 XP). Written out rather than `toLocaleString`, whose first call builds
 * an ICU number formatter: some 30 to 40 ms here and four times that on a phone, in the middle of
 * a first restore.
 */
export function formatCount(value: number): string {
  return String(value).replace(/\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));
}
