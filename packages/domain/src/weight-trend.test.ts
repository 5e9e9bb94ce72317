import { describe, expect, it } from 'vitest';
import type { WeightEntry } from './records';
import { weightRangeStart, weightTrendPoints, WEIGHT_TREND_MAX_POINTS } from './weight-trend';

const entry = (n: number, at: string, weight: number): WeightEntry => ({ id: `w${n}`, weight, loggedAt: at });

/** One entry a day for `days` days ending on 2026-11-21, weight rising a pound a day. */
function daily(days: number): WeightEntry[] {
  const end = Date.parse('2026-11-21T07:00:00Z');
  return Array.from({ length: days }, (_, i) => entry(i, new Date(end - (days - 1 - i) * 86_400_000).toISOString(), 150 + (i % 40)));
}

describe('the weight trend', () => {
  it('starts 90 days or a year before now, or never for All', () => {
    expect(weightRangeStart('90d', '2026-11-21T12:00:00.000Z')).toBe('2026-08-23T12:00:00.000Z');
    expect(weightRangeStart('1y', '2026-11-21T12:00:00.000Z')).toBe('2025-11-21T12:00:00.000Z');
    expect(weightRangeStart('all', '2026-11-21T12:00:00.000Z')).toBeNull();
  });

  it('draws each entry of 90 days, oldest first', () => {
    const points = weightTrendPoints(daily(90).reverse(), '90d', 'UTC');
    expect(points).toHaveLength(90);
    expect(points[0]).toEqual({ at: '2026-08-24T07:00:00.000Z', weight: 150, entries: 1 });
  });

  it('draws weekly means for a year: ISO weeks, Monday to Sunday, in the user zone', () => {
    const points = weightTrendPoints(
      [entry(1, '2026-11-16T08:00:00Z', 180), entry(2, '2026-11-18T08:00:00Z', 181), entry(3, '2026-11-22T22:30:00Z', 185), entry(4, '2026-11-23T08:00:00Z', 190)],
      '1y',
      'UTC',
    );
    expect(points.map((p) => [p.weight, p.entries])).toEqual([
      [182, 3],
      [190, 1],
    ]);
    // In Tokyo, Sunday 22:30 UTC is already Monday: it belongs to the next week.
    expect(weightTrendPoints([entry(3, '2026-11-22T22:30:00Z', 185), entry(4, '2026-11-23T08:00:00Z', 190)], '1y', 'Asia/Tokyo')).toHaveLength(1);
    expect(weightTrendPoints(daily(365), '1y', 'UTC').length).toBeLessThanOrEqual(54);
  });

  it('draws monthly means for All, and merges months past 120 of them', () => {
    const five = weightTrendPoints(daily(5 * 365), 'all', 'UTC');
    expect(five.length).toBeGreaterThanOrEqual(60);
    expect(five.length).toBeLessThanOrEqual(61);
    const fifty = weightTrendPoints(daily(50 * 365), 'all', 'UTC');
    expect(fifty.length).toBeLessThanOrEqual(WEIGHT_TREND_MAX_POINTS);
    expect(fifty.reduce((sum, p) => sum + p.entries, 0)).toBe(50 * 365);
  });

  it('has no point without entries', () => {
    expect(weightTrendPoints([], 'all', 'UTC')).toEqual([]);
  });
});
