/**
 * Putting records in time order, and finding copies of one record, in linear time. HP is
 * clamped after every event, so events must apply in (time, key) order whatever order the
 * records were given in; and the same record may arrive twice (two devices, a replay). A
 * comparison sort of every log on every render would cost O(n log n); instead records are
 * bucketed by UTC day (a counting sort) and only the few inside one day are compared.
 */
import { MS_PER_DAY } from './time';
import { parseInstant } from './stats-instant';

/** Orders two entries that share an instant; 0 only for copies of one record. */
export type TieBreak = (i: number, j: number) => number;

/** Buckets larger than this are sorted by the engine rather than by insertion. */
const INSERTION_LIMIT = 32;

export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sortRange(order: Int32Array, start: number, end: number, compare: TieBreak): void {
  if (end - start > INSERTION_LIMIT) {
    order.set(Array.from(order.subarray(start, end)).sort(compare), start);
    return;
  }
  // Insertion sort: one comparison per entry when the day is already in order (the usual case).
  for (let i = start + 1; i < end; i += 1) {
    const item = order[i] as number;
    let j = i - 1;
    while (j >= start && compare(order[j] as number, item) > 0) {
      order[j + 1] = order[j] as number;
      j -= 1;
    }
    order[j + 1] = item;
  }
}

/**
 * Indices 0..n-1 ordered by `at` (finite epoch milliseconds), ties by `tie`. Stable for entries
 * the tie-break calls equal.
 */
export function orderByInstant(at: Float64Array, n: number, tie: TieBreak): Int32Array {
  const compare: TieBreak = (i, j) => (at[i] as number) - (at[j] as number) || tie(i, j);
  const order = new Int32Array(n);
  const days = new Int32Array(n);
  let minDay = Infinity;
  let maxDay = -Infinity;
  for (let i = 0; i < n; i += 1) {
    const day = Math.floor((at[i] as number) / MS_PER_DAY);
    days[i] = day;
    if (day < minDay) minDay = day;
    if (day > maxDay) maxDay = day;
    order[i] = i;
  }
  if (n < 2) return order;
  const range = maxDay - minDay + 1;
  // Far-apart instants (a bad import from year 1900) would make the buckets outnumber the
  // records many times; a plain sort is cheaper then.
  if (range > 4 * n + 4096) {
    sortRange(order, 0, n, compare);
    return order;
  }
  const starts = new Int32Array(range + 1);
  for (let i = 0; i < n; i += 1) {
    const b = (days[i] as number) - minDay + 1;
    starts[b] = (starts[b] as number) + 1;
  }
  for (let b = 1; b <= range; b += 1) starts[b] = (starts[b] as number) + (starts[b - 1] as number);
  const next = starts.slice(0, range);
  for (let i = 0; i < n; i += 1) {
    const b = (days[i] as number) - minDay;
    order[next[b] as number] = i;
    next[b] = (next[b] as number) + 1;
  }
  for (let b = 0; b < range; b += 1) {
    const start = starts[b] as number;
    const end = starts[b + 1] as number;
    if (end - start > 1) sortRange(order, start, end, compare);
  }
  return order;
}

/** Records in time order with their parsed instants (parallel arrays). */
export interface Ordered<T> {
  /** Possibly the very array given (never changed): treat as read-only. */
  items: readonly T[];
  at: Float64Array;
  /** The number `valueOf` read from each item (a water log's amount), 0 without one. */
  value: Float64Array;
}

/**
 * Records with a readable instant, ordered by it and then by id, each id once. Copies of one
 * record share the instant that orders them (one that never changes, such as loggedAt or
 * dueDate), so they meet as neighbours and are combined with `merge`, which must not depend on
 * which copy comes first. A record whose instant cannot be read is left out: it cannot be
 * placed in time. `valueOf` reads a number in the same pass, so the 200,000 logs of a long
 * history are visited once rather than once per use (memory, not arithmetic, is the cost).
 */
export function orderedUnique<T extends { id: string }>(
  records: readonly T[],
  instantOf: (record: T) => string,
  merge: (kept: T, copy: T) => T,
  valueOf?: (record: T) => number,
): Ordered<T> {
  const all = new Float64Array(records.length);
  const values = new Float64Array(records.length);
  // Storage hands logs back by id, and UUIDv7 ids follow creation time, so they usually arrive
  // in (instant, id) order already, readable and without copies: then the input is the answer.
  let ready = true;
  for (let i = 0; i < records.length; i += 1) {
    const record = records[i] as T;
    const at = parseInstant(instantOf(record));
    all[i] = at;
    if (valueOf) values[i] = valueOf(record);
    if (ready && i > 0) {
      const previous = all[i - 1] as number;
      ready = at > previous || (at === previous && (records[i - 1] as T).id < (records[i] as T).id);
    }
  }
  // An unreadable instant (NaN) fails every comparison above, so only a lone record needs a look.
  if (ready && (records.length !== 1 || Number.isFinite(all[0]))) {
    return { items: records, at: all, value: values };
  }
  return sortAndMerge(records, all, values, merge);
}

function sortAndMerge<T extends { id: string }>(
  records: readonly T[],
  all: Float64Array,
  values: Float64Array,
  merge: (kept: T, copy: T) => T,
): Ordered<T> {
  const valid: T[] = [];
  const validAt = new Float64Array(records.length);
  const validValue = new Float64Array(records.length);
  for (let i = 0; i < records.length; i += 1) {
    if (Number.isFinite(all[i])) {
      validAt[valid.length] = all[i] as number;
      validValue[valid.length] = values[i] as number;
      valid.push(records[i] as T);
    }
  }
  const order = orderByInstant(validAt, valid.length, (i, j) => compareStrings((valid[i] as T).id, (valid[j] as T).id));
  const items: T[] = [];
  const at = new Float64Array(valid.length);
  const value = new Float64Array(valid.length);
  for (let k = 0; k < order.length; k += 1) {
    const index = order[k] as number;
    const record = valid[index] as T;
    const instant = validAt[index] as number;
    const last = items.length - 1;
    if (last >= 0 && at[last] === instant && (items[last] as T).id === record.id) {
      items[last] = merge(items[last] as T, record);
    } else {
      at[items.length] = instant;
      value[items.length] = validValue[index] as number;
      items.push(record);
    }
  }
  return { items, at: at.subarray(0, items.length), value: value.subarray(0, items.length) };
}

/**
 * The ordered view of `a`'s records followed by `b`'s, from the two views: what orderedUnique
 * gives for the whole, found in one merge pass without reading an instant again. Copies of one
 * record meet as neighbours and are combined with `merge`, the earlier one (from `a`) kept.
 */
export function mergeOrdered<T extends { id: string }>(a: Ordered<T>, b: Ordered<T>, merge: (kept: T, copy: T) => T): Ordered<T> {
  const total = a.items.length + b.items.length;
  const items: T[] = [];
  const at = new Float64Array(total);
  const value = new Float64Array(total);
  let i = 0;
  let j = 0;
  while (i < a.items.length || j < b.items.length) {
    let order: number;
    if (i === a.items.length) order = 1;
    else if (j === b.items.length) order = -1;
    else order = (a.at[i] as number) - (b.at[j] as number) || compareStrings((a.items[i] as T).id, (b.items[j] as T).id);
    const k = items.length;
    if (order <= 0) {
      items.push(order === 0 ? merge(a.items[i] as T, b.items[j] as T) : (a.items[i] as T));
      at[k] = a.at[i] as number;
      value[k] = a.value[i] as number;
      if (order === 0) j += 1;
      i += 1;
    } else {
      items.push(b.items[j] as T);
      at[k] = b.at[j] as number;
      value[k] = b.value[j] as number;
      j += 1;
    }
  }
  return { items, at: at.subarray(0, items.length), value: value.subarray(0, items.length) };
}
