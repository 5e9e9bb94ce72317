import { describe, expect, it } from 'vitest';
import { dateRun, daysTable } from './stats-fixtures';
import { consecutiveDays, dailyStreak, forgivenMissInUse, monthlyStreak, monthStart, streaks, weeklyStreak } from './streaks';
import { isoToDayNumber } from './time';

describe('daily streak', () => {
  it('ends today once today is consistent', () => {
    expect(dailyStreak(daysTable(['2026-11-18', '2026-11-19', '2026-11-20'], '2026-11-20'))).toBe(3);
  });

  it('ends yesterday while today is still open, so the morning does not show 0', () => {
    expect(dailyStreak(daysTable(['2026-11-18', '2026-11-19'], '2026-11-20'))).toBe(2);
  });

  it('is reset by any missed day', () => {
    expect(dailyStreak(daysTable(['2026-11-16', '2026-11-17', '2026-11-19', '2026-11-20'], '2026-11-20'))).toBe(2);
    expect(dailyStreak(daysTable(['2026-11-16', '2026-11-17', '2026-11-18'], '2026-11-20'))).toBe(0);
  });

  it('is 0 for a new user', () => {
    expect(streaks(daysTable([], '2026-11-20'))).toEqual({
      dailyStreak: 0,
      consecutiveDays: 0,
      forgivenMissInUse: false,
      weeklyStreak: 0,
      monthlyStreak: 0,
    });
  });

  it('runs through 29 February in a leap year', () => {
    const table = daysTable(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01');
    expect(dailyStreak(table)).toBe(3);
    expect(isoToDayNumber('2028-03-01') - isoToDayNumber('2028-02-28')).toBe(2);
  });
});

describe('consecutive days (the gold counter)', () => {
  it('forgives one missed day: it adds nothing and resets nothing', () => {
    // Consistent, consistent, missed, consistent.
    const table = daysTable(['2026-11-17', '2026-11-18', '2026-11-20'], '2026-11-20');
    expect(consecutiveDays(table)).toBe(3);
    expect(dailyStreak(table)).toBe(1);
  });

  it('resets to 0 after two missed days in a row', () => {
    expect(consecutiveDays(daysTable(['2026-11-15', '2026-11-16', '2026-11-19', '2026-11-20'], '2026-11-20'))).toBe(2);
    // Two misses and today still open: nothing is left to count.
    expect(consecutiveDays(daysTable(['2026-11-16', '2026-11-17'], '2026-11-20'))).toBe(0);
  });

  it('forgives every single miss, each on its own', () => {
    const table = daysTable(['2026-11-14', '2026-11-16', '2026-11-18', '2026-11-20'], '2026-11-20');
    expect(consecutiveDays(table)).toBe(4);
  });

  it('keeps the count while yesterday was missed and today is still open', () => {
    const table = daysTable(['2026-11-17', '2026-11-18'], '2026-11-20');
    expect(consecutiveDays(table)).toBe(2);
    expect(forgivenMissInUse(table)).toBe(true);
    // The next day, with the 20th missed too, the count is gone.
    expect(consecutiveDays(daysTable(['2026-11-17', '2026-11-18'], '2026-11-21'))).toBe(0);
  });
});

describe('forgiven miss in use', () => {
  it('is on when yesterday was missed after a consistent day, all of today', () => {
    expect(forgivenMissInUse(daysTable(['2026-11-18'], '2026-11-20'))).toBe(true);
    expect(forgivenMissInUse(daysTable(['2026-11-18', '2026-11-20'], '2026-11-20'))).toBe(true);
  });

  it('is off when yesterday was consistent', () => {
    expect(forgivenMissInUse(daysTable(['2026-11-19'], '2026-11-20'))).toBe(false);
  });

  it('is off when yesterday was the second miss in a row (nothing was forgiven)', () => {
    expect(forgivenMissInUse(daysTable(['2026-11-17', '2026-11-20'], '2026-11-20'))).toBe(false);
  });
});

describe('weekly streak (ISO weeks with 5 consistent days)', () => {
  // Weeks of November 2026: Mon 2 to Sun 8, Mon 9 to Sun 15, Mon 16 to Sun 22. Today Friday 20.
  const week1 = dateRun('2026-11-02', 5);
  const week2 = dateRun('2026-11-09', 5);
  const thisWeekSoFar = dateRun('2026-11-16', 4);

  it('ends with last week while this week has only 4 so far', () => {
    expect(weeklyStreak(daysTable([...week1, ...week2, ...thisWeekSoFar], '2026-11-20'))).toBe(2);
  });

  it('ends with this week once it has 5', () => {
    expect(weeklyStreak(daysTable([...week1, ...week2, ...thisWeekSoFar, '2026-11-20'], '2026-11-20'))).toBe(3);
  });

  it('is broken by a week with 4', () => {
    const week2WithFour = dateRun('2026-11-09', 4);
    expect(weeklyStreak(daysTable([...week1, ...week2WithFour, ...thisWeekSoFar, '2026-11-20'], '2026-11-20'))).toBe(1);
    expect(weeklyStreak(daysTable([...week1, ...week2WithFour, ...thisWeekSoFar], '2026-11-20'))).toBe(0);
  });

  it('counts Monday to Sunday: five days across a weekend split over two weeks make none', () => {
    // Saturday 7, Sunday 8, Monday 9, Tuesday 10, Wednesday 11: 2 in one week, 3 in the next.
    const table = daysTable(dateRun('2026-11-07', 5), '2026-11-12');
    expect(dailyStreak(table)).toBe(5);
    expect(weeklyStreak(table)).toBe(0);
  });

  it('puts Sunday in the week that started on the Monday before', () => {
    const table = daysTable(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-08'], '2026-11-10');
    expect(weeklyStreak(table)).toBe(1);
  });
});

describe('monthly streak (calendar months with 20 consistent days)', () => {
  const january = dateRun('2028-01-01', 20);
  const february = dateRun('2028-02-10', 20); // 10 to 29 February 2028: 20 days with the leap day

  it('counts a February of 29 days, ending with last month while this one is short', () => {
    expect(monthlyStreak(daysTable([...january, ...february, ...dateRun('2028-03-01', 9)], '2028-03-10'))).toBe(2);
  });

  it('needs the leap day to reach 20 in February 2028', () => {
    const february19 = dateRun('2028-02-10', 19); // 10 to 28 February
    expect(monthlyStreak(daysTable([...january, ...february19], '2028-03-10'))).toBe(0);
    expect(monthlyStreak(daysTable([...january, ...february19, ...dateRun('2028-03-01', 20)], '2028-03-25'))).toBe(1);
  });

  it('ends with this month once it has 20', () => {
    expect(monthlyStreak(daysTable([...january, ...february, ...dateRun('2028-03-01', 20)], '2028-03-25'))).toBe(3);
  });

  it('is broken by a month with 19', () => {
    expect(monthlyStreak(daysTable([...dateRun('2028-01-01', 19), ...february], '2028-03-10'))).toBe(1);
  });

  it('finds the first day of a month', () => {
    expect(monthStart(isoToDayNumber('2028-02-29'))).toBe(isoToDayNumber('2028-02-01'));
    expect(monthStart(isoToDayNumber('2028-03-01'))).toBe(isoToDayNumber('2028-03-01'));
    expect(monthStart(isoToDayNumber('2026-12-31'))).toBe(isoToDayNumber('2026-12-01'));
  });
});
