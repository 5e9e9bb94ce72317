import { describe, expect, it } from 'vitest';
import type { WeightEntry } from './records';
import { formatWeightChange, weightSummary } from './weights';

const entry = (id: string, loggedAt: string, weight: number): WeightEntry => ({ id, loggedAt, weight });

describe('weightSummary', () => {
  it('has nothing to say without entries', () => {
    expect(weightSummary([])).toEqual({ history: [], current: null, first: null, weeklyChange: null, weekAgo: null, totalProgress: null });
  });

  it('with one entry: the current weight, and no change yet', () => {
    const only = entry('a', '2026-11-01T08:00:00Z', 190);
    expect(weightSummary([only])).toMatchObject({ current: only, first: only, weeklyChange: null, totalProgress: null });
  });

  it('measures the week from the newest entry at least 7 days before the newest', () => {
    const entries = [
      entry('e1', '2026-11-01T08:00:00Z', 200),
      entry('e2', '2026-11-08T08:00:00Z', 197), // exactly 7 days before e4
      entry('e3', '2026-11-10T08:00:00Z', 196), // only 5 days before
      entry('e4', '2026-11-15T08:00:00Z', 195),
    ];
    const summary = weightSummary(entries);
    expect(summary.history.map((e) => e.id)).toEqual(['e4', 'e3', 'e2', 'e1']);
    expect(summary.current?.id).toBe('e4');
    expect(summary.weekAgo?.id).toBe('e2');
    expect(summary.weeklyChange).toBe(-2);
    expect(summary.totalProgress).toBe(-5);
  });

  it('has no weekly change when every entry is within the week', () => {
    const summary = weightSummary([entry('a', '2026-11-10T08:00:00Z', 190), entry('b', '2026-11-15T07:59:59Z', 192)]);
    expect(summary.weeklyChange).toBeNull();
    expect(summary.totalProgress).toBe(2);
  });

  it('orders equal instants by id, the same on every device', () => {
    const at = '2026-11-10T08:00:00Z';
    expect(weightSummary([entry('a', at, 190), entry('b', at, 191)]).current?.id).toBe('b');
  });
});

it('formats a change with its sign', () => {
  expect(formatWeightChange(3)).toBe('+3 lbs');
  expect(formatWeightChange(-2)).toBe('-2 lbs');
  expect(formatWeightChange(0)).toBe('0 lbs');
});
