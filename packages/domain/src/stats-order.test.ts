import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareStrings, mergeOrdered, orderByInstant, orderedUnique } from './stats-order';

const DAY = 86_400_000;

/** The reference: a stable comparison sort of the indices. */
function referenceOrder(at: readonly number[], keys: readonly string[]): number[] {
  return at.map((_, i) => i).sort((i, j) => (at[i] as number) - (at[j] as number) || compareStrings(keys[i] as string, keys[j] as string));
}

describe('orderByInstant', () => {
  const entries = (spanMs: number) =>
    fc.array(fc.record({ at: fc.integer({ min: 0, max: spanMs }), key: fc.constantFrom('a', 'b', 'c') }), { maxLength: 200 });

  it.each([
    ['within a few days (buckets)', 5 * DAY],
    ['spread over centuries (plain sort)', 300 * 365 * DAY],
    ['many at the same instant', 3],
  ])('orders like a stable comparison sort: %s', (_, span) => {
    fc.assert(
      fc.property(entries(span), (list) => {
        const at = Float64Array.from(list.map((e) => e.at + 1.7e12));
        const keys = list.map((e) => e.key);
        const order = orderByInstant(at, list.length, (i, j) => compareStrings(keys[i] as string, keys[j] as string));
        expect(Array.from(order)).toEqual(referenceOrder(Array.from(at), keys));
      }),
    );
  });
});

describe('orderedUnique', () => {
  it('keeps one of each id, in time then id order, and drops unreadable instants', () => {
    const logs = [
      { id: 'b', at: '2026-11-10T10:00:00.000Z' },
      { id: 'a', at: '2026-11-10T10:00:00.000Z' },
      { id: 'b', at: '2026-11-10T10:00:00.000Z' },
      { id: 'c', at: '2026-11-09T10:00:00.000Z' },
      { id: 'd', at: 'yesterday' },
    ];
    const { items, at } = orderedUnique(logs, (log) => log.at, (kept) => kept);
    expect(items.map((log) => log.id)).toEqual(['c', 'a', 'b']);
    expect(Array.from(at)).toEqual([Date.parse('2026-11-09T10:00:00.000Z'), Date.parse('2026-11-10T10:00:00.000Z'), Date.parse('2026-11-10T10:00:00.000Z')]);
  });

  it('merges copies whatever order they come in', () => {
    const copies = [
      { id: 't', due: '2026-11-10T10:00:00.000Z', done: ['x'] },
      { id: 't', due: '2026-11-10T10:00:00.000Z', done: ['y'] },
      { id: 't', due: '2026-11-10T10:00:00.000Z', done: ['z'] },
    ];
    const merge = (kept: (typeof copies)[number], copy: (typeof copies)[number]) => ({ ...kept, done: [...kept.done, ...copy.done].sort() });
    expect(orderedUnique(copies, (c) => c.due, merge).items).toEqual([{ ...copies[0], done: ['x', 'y', 'z'] }]);
    expect(orderedUnique([...copies].reverse(), (c) => c.due, merge).items).toEqual([{ ...copies[0], done: ['x', 'y', 'z'] }]);
  });
});

describe('mergeOrdered', () => {
  // Few ids and instants, so copies, ties and unreadable instants all come up often.
  const row = fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
    at: fc.constantFrom('2026-11-10T10:00:00.000Z', '2026-11-10T11:00:00.000Z', '2026-11-09T08:00:00.000Z', 'not a time'),
    amount: fc.integer({ min: 1, max: 64 }),
    done: fc.constantFrom('x', 'y', 'z'),
  });
  type Row = { id: string; at: string; amount: number; done: string };
  const merge = (kept: Row, copy: Row): Row => (copy.done < kept.done ? { ...kept, done: copy.done } : kept);
  const view = (rows: readonly Row[]) => orderedUnique(rows, (r) => r.at, merge, (r) => r.amount);
  const plain = (v: ReturnType<typeof view>) => ({ items: [...v.items], at: Array.from(v.at), value: Array.from(v.value) });

  it('gives what ordering the rows of both in one go gives', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), fc.array(row, { maxLength: 10 }), (first, added) => {
        expect(plain(mergeOrdered(view(first), view(added), merge))).toEqual(plain(view([...first, ...added])));
      }),
    );
  });
});
