import { describe, expect, it } from 'vitest';
import { streakBadge, streakBadges, streakLabel } from './badges';

describe('streak labels', () => {
  it.each([
    ['daily', 0, '0 days'],
    ['daily', 1, '1 day'],
    ['daily', 2, '2 days'],
    ['weekly', 0, '0 weeks'],
    ['weekly', 1, '1 week'],
    ['weekly', 12, '12 weeks'],
    ['daily', 1819, '1,819 days'],
    ['monthly', 1, '1 month'],
    ['monthly', 3, '3 months'],
  ] as const)('%s %i is "%s"', (kind, count, label) => {
    expect(streakLabel(kind, count)).toBe(label);
  });

  it('reads a negative or broken count as 0', () => {
    expect(streakLabel('daily', -2)).toBe('0 days');
    expect(streakLabel('weekly', Number.NaN)).toBe('0 weeks');
    expect(streakLabel('monthly', 1.7)).toBe('1 month');
  });
});

describe('streak badges', () => {
  it('is active only above 0', () => {
    expect(streakBadge('daily', 0)).toEqual({ kind: 'daily', title: 'Daily Streak', count: 0, label: '0 days', active: false });
    expect(streakBadge('daily', 1)).toEqual({ kind: 'daily', title: 'Daily Streak', count: 1, label: '1 day', active: true });
  });

  it('gives daily, weekly and monthly in that order', () => {
    const badges = streakBadges({ dailyStreak: 5, weeklyStreak: 1, monthlyStreak: 0 });
    expect(badges.map((b) => [b.title, b.label, b.active])).toEqual([
      ['Daily Streak', '5 days', true],
      ['Weekly Streak', '1 week', true],
      ['Monthly Streak', '0 months', false],
    ]);
  });
});
