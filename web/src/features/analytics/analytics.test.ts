import { describe, expect, it } from 'vitest';
import { comparisonRows } from '@ninety/domain';
import { comparisonView, weightTrend } from './analytics';

const rows = (weightLbs: number | null, waterTodayOz = 80) =>
  comparisonRows({ weightLbs, waterTodayOz, dailyStreak: 5, consecutiveDays: 10, activeGoals: 2 }).map(comparisonView);

describe('comparisonView', () => {
  it('says better or worse in words for the figures where more is better', () => {
    const [, water, streak, days, goals] = rows(190, 96);
    expect(water).toEqual({ label: 'Water Today', you: '96 oz', average: '80 oz', verdict: 'Better than average', tone: 'better' });
    expect(streak).toMatchObject({ you: '5 days', average: '3 days', verdict: 'Better than average' });
    expect(days).toMatchObject({ you: '10 days', average: '15 days', verdict: 'Below average', tone: 'worse' });
    expect(goals).toMatchObject({ you: '2 goals', verdict: 'Same as average', tone: 'same' });
  });

  it('groups the figures of years of use in threes', () => {
    const [, , streak, days] = comparisonRows({ weightLbs: 188.5, waterTodayOz: 96, dailyStreak: 1678, consecutiveDays: 1819, activeGoals: 2 }).map(comparisonView);
    expect([streak?.you, days?.you]).toEqual(['1,678 days', '1,819 days']);
  });

  it('says "1 day" and "1 goal", not "1 days"', () => {
    const [, , streak, , goals] = comparisonRows({ weightLbs: 180, waterTodayOz: 1, dailyStreak: 1, consecutiveDays: 0, activeGoals: 1 }).map(comparisonView);
    expect([streak?.you, goals?.you]).toEqual(['1 day', '1 goal']);
  });

  it('gives weight as a distance from the average, without a judgement', () => {
    expect(rows(190)[0]).toEqual({ label: 'Weight', you: '190 lbs', average: '180 lbs', verdict: '10 lbs above average', tone: 'neutral' });
    expect(rows(172)[0]?.verdict).toBe('8 lbs below average');
    expect(rows(180)[0]?.verdict).toBe('Same as average');
  });

  it('shows the default 235 lbs, saying it is a default, before any weight is logged', () => {
    expect(rows(null)[0]).toMatchObject({ you: '235 lbs (default)', verdict: '55 lbs above average' });
  });
});

describe('weightTrend', () => {
  const point = (at: string, weight: number) => ({ at, weight, entries: 1 });

  it('places the points oldest on the left, heavier higher up', () => {
    const trend = weightTrend(
      [point('2026-11-01T08:00:00Z', 200), point('2026-11-11T08:00:00Z', 195), point('2026-11-21T08:00:00Z', 190)],
      100,
      50,
    )!;
    expect(trend.points.map((p) => [p.x, p.weight])).toEqual([
      [0, 200],
      [50, 195],
      [100, 190],
    ]);
    expect(trend.points[0]!.y).toBeLessThan(trend.points[2]!.y);
    expect(trend.points.every((p) => p.y > 0 && p.y < 50)).toBe(true);
    expect([trend.min, trend.max]).toEqual([190, 200]);
  });

  it('puts a single point in the middle, and has nothing to draw without points', () => {
    expect(weightTrend([point('2026-11-01T08:00:00Z', 180)], 100, 50)?.points[0]).toMatchObject({ x: 50, y: 25 });
    expect(weightTrend([], 100, 50)).toBeNull();
  });
});
