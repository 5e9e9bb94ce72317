import { describe, expect, it } from 'vitest';
import {
  AVERAGE_MALE,
  comparisonRows,
  comparisonTitle,
  completionRate,
  completionTrend,
  LATE_COMPLETION,
  recentActivity,
  scoreBreakdown,
  statCards,
  waterPaceTrend,
  xpEarned,
} from './analytics';

describe('completion rate', () => {
  it('is the whole percent of tasks completed, floored', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(0, 4)).toBe(0);
    expect(completionRate(1, 2)).toBe(50);
    expect(completionRate(2, 3)).toBe(66);
    expect(completionRate(199, 200)).toBe(99);
    expect(completionRate(3, 3)).toBe(100);
  });

  it('trends up above 50, neutral at 0, down otherwise', () => {
    expect(completionTrend(0)).toBe('neutral');
    expect(completionTrend(1)).toBe('down');
    expect(completionTrend(50)).toBe('down');
    expect(completionTrend(51)).toBe('up');
    expect(completionTrend(100)).toBe('up');
    // 101 of 200 is 50.5%, shown as 50%: the arrow agrees with the number shown.
    expect(completionTrend(completionRate(101, 200))).toBe('down');
  });
});

describe('water pace trend', () => {
  it('is up when Complete or On Track, otherwise neutral', () => {
    expect(waterPaceTrend('Complete')).toBe('up');
    expect(waterPaceTrend('On Track')).toBe('up');
    expect(waterPaceTrend('Behind')).toBe('neutral');
    expect(waterPaceTrend('No data')).toBe('neutral');
  });
});

describe('stat cards', () => {
  it('shows completion rate, water pace and XP earned', () => {
    expect(statCards({ completedTasks: 2, totalTasks: 3, waterTotalOz: 96, waterTargetOz: 128, totalXp: 1250 })).toEqual([
      { title: 'Completion Rate', value: '66%', trend: 'up' },
      { title: 'Water Pace', value: 'On Track', trend: 'up' },
      { title: 'XP Earned', value: '1,250 XP', trend: 'neutral' },
    ]);
    expect(statCards({ completedTasks: 0, totalTasks: 0, waterTotalOz: 0, waterTargetOz: 128, totalXp: 0 })).toEqual([
      { title: 'Completion Rate', value: '0%', trend: 'neutral' },
      { title: 'Water Pace', value: 'No data', trend: 'neutral' },
      { title: 'XP Earned', value: '0 XP', trend: 'neutral' },
    ]);
  });

  it('adds XP over all traits', () => {
    expect(xpEarned([{ totalXP: 1200 }, { totalXP: 50 }, { totalXP: 0 }])).toBe(1250);
    expect(xpEarned([])).toBe(0);
  });
});

describe('score breakdown', () => {
  it('gives each figure its whole-percent share of the sum', () => {
    const shares = scoreBreakdown({ totalXp: 500, waterTotalOz: 300, consecutiveDays: 150, dailyStreak: 50 });
    expect(shares).toEqual([
      { label: 'Priority Tasks', percent: 50 },
      { label: 'Water Intake', percent: 30 },
      { label: 'Consistency', percent: 15 },
      { label: 'Streaks', percent: 5 },
    ]);
  });

  it('always adds up to exactly 100', () => {
    const shares = scoreBreakdown({ totalXp: 1, waterTotalOz: 1, consecutiveDays: 1, dailyStreak: 0 });
    expect(shares.map((s) => s.percent)).toEqual([34, 33, 33, 0]);
    for (const input of [
      { totalXp: 1250, waterTotalOz: 96, consecutiveDays: 12, dailyStreak: 5 },
      { totalXp: 7, waterTotalOz: 3, consecutiveDays: 3, dailyStreak: 3 },
    ]) {
      expect(scoreBreakdown(input).reduce((sum, s) => sum + s.percent, 0)).toBe(100);
    }
  });

  it('is all 0 when everything is 0', () => {
    expect(scoreBreakdown({ totalXp: 0, waterTotalOz: 0, consecutiveDays: 0, dailyStreak: 0 }).map((s) => s.percent)).toEqual([
      0, 0, 0, 0,
    ]);
  });
});

describe('comparison with the average male', () => {
  it('uses the spec averages', () => {
    expect(AVERAGE_MALE).toEqual({ weightLbs: 180, waterOz: 80, dailyStreak: 3, consecutiveDays: 15, activeGoals: 2 });
  });

  it('lists each figure against its average, judging all but weight', () => {
    expect(comparisonRows({ weightLbs: 235, waterTodayOz: 96, dailyStreak: 3, consecutiveDays: 10, activeGoals: 3 })).toEqual([
      { label: 'Weight', you: 235, average: 180, unit: 'lbs', better: null },
      { label: 'Water Today', you: 96, average: 80, unit: 'oz', better: true },
      { label: 'Daily Streak', you: 3, average: 3, unit: 'days', better: false },
      { label: 'Consecutive Days', you: 10, average: 15, unit: 'days', better: false },
      { label: 'Active Goals', you: 3, average: 2, unit: 'goals', better: true },
    ]);
  });

  it('shows no weight when none was logged', () => {
    expect(comparisonRows({ weightLbs: null, waterTodayOz: 0, dailyStreak: 0, consecutiveDays: 0, activeGoals: 0 })[0]).toEqual({
      label: 'Weight',
      you: null,
      average: 180,
      unit: 'lbs',
      better: null,
    });
  });

  it('titles the card with the age, 28 when it is not a number', () => {
    expect(comparisonTitle(35)).toBe('vs. Average Male (Age 35)');
    expect(comparisonTitle(Number.NaN)).toBe('vs. Average Male (Age 28)');
  });
});

describe('recent activity', () => {
  const tasks = [
    { id: 't1', title: 'Send the proposal', hpImpact: 10, dueDate: '2026-11-21T09:00:00.000Z', completedAt: '2026-11-21T09:00:00.000Z' },
    { id: 't2', title: 'Book the dentist', hpImpact: 5, dueDate: '2026-11-22T09:00:00.000Z', completedAt: '2026-11-21T12:00:00.000Z' },
    { id: 't3', title: 'Pay rent', hpImpact: 20, dueDate: '2026-11-22T09:00:00.000Z', completedAt: '2026-11-21T08:00:00.000Z' },
    { id: 't4', title: 'Not done', hpImpact: 15, dueDate: '2026-11-22T09:00:00.000Z', completedAt: null },
  ];
  const water = [
    { id: 'w1', amount: 8, loggedAt: '2026-11-21T07:00:00.000Z' },
    { id: 'w2', amount: 16, loggedAt: '2026-11-21T10:00:00.000Z' },
    { id: 'w3', amount: 12, loggedAt: '2026-11-21T12:00:00.000Z' },
  ];

  it('keeps the 2 latest completed tasks and the 2 latest water logs, newest first', () => {
    expect(recentActivity(tasks, water).map((a) => [a.id, a.title, a.detail])).toEqual([
      ['t2', 'Book the dentist', '+5 HP'],
      ['w3', '12oz', '+2 HP'],
      ['w2', '16oz', '+2 HP'],
      ['t1', 'Send the proposal', '+10 HP'],
    ]);
  });

  it('says a task completed after its due instant brought no HP; at the instant itself it did', () => {
    const late = { id: 't5', title: 'File the taxes', hpImpact: 30, dueDate: '2026-11-21T11:00:00.000Z', completedAt: '2026-11-21T11:00:00.001Z' };
    const [lateItem, onTime] = recentActivity([late, tasks[0]!], []);
    expect(lateItem).toMatchObject({ id: 't5', detail: LATE_COMPLETION, earnedHp: false });
    expect(onTime).toMatchObject({ id: 't1', detail: '+10 HP', earnedHp: true });
  });

  it('is empty with no completed task and no water', () => {
    expect(recentActivity([tasks[3]!], [])).toEqual([]);
  });
});
