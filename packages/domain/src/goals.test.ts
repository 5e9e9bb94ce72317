import { describe, expect, it } from 'vitest';
import {
  CHECK_IN_MESSAGES,
  checkInDay,
  checkInError,
  checkInsWipedByReset,
  currentCheckIns,
  formatPenalty,
  goalEndDate,
  goalLockState,
  GOAL_LOCK_DAYS,
  GOAL_PENALTY_DEFAULT,
  GOAL_RESET_HP_PENALTY,
  isGoalActive,
  overrideButtonLabel,
  resetGoalDates,
} from './goals';
import type { GoalCheckIn } from './records';

const DAY = 86_400_000;
const START = '2026-11-21T09:10:00.000Z';
const START_MS = Date.parse(START);
const NY = 'America/New_York';
const at = (days: number, extraMs = 0) => START_MS + days * DAY + extraMs;
const goal = { endDate: goalEndDate(START), achievedAt: null };

describe('goal constants', () => {
  it('locks for 90 days with a $100 penalty and 20 HP', () => {
    expect([GOAL_LOCK_DAYS, GOAL_PENALTY_DEFAULT, GOAL_RESET_HP_PENALTY]).toEqual([90, 100, 20]);
  });
});

describe('goal end date', () => {
  it('is exactly 90 x 24 hours after the start, across a daylight-saving change', () => {
    expect(goalEndDate(START)).toBe('2027-02-19T09:10:00.000Z');
    // Spans the New York spring change on 2027-03-14: still 90 x 24 h, not 90 local days.
    expect(Date.parse(goalEndDate('2027-02-01T05:00:00Z')) - Date.parse('2027-02-01T05:00:00Z')).toBe(90 * DAY);
  });

  it('restarts on a reset', () => {
    expect(resetGoalDates('2026-12-01T10:00:00Z')).toEqual({
      startDate: '2026-12-01T10:00:00.000Z',
      endDate: '2027-03-01T10:00:00.000Z',
    });
  });
});

describe('goal lock state', () => {
  it('shows 90 days and progress 0 when just created, and a millisecond later', () => {
    expect(goalLockState(goal, START)).toMatchObject({ daysLeft: 90, progress: 0, isLocked: true, isFinished: false });
    expect(goalLockState(goal, at(0, 1))).toMatchObject({ daysLeft: 90, progress: 0 });
  });

  it('shows 89 days once a full day has passed', () => {
    expect(goalLockState(goal, at(1)).daysLeft).toBe(89);
    expect(goalLockState(goal, at(1, -1)).daysLeft).toBe(90);
  });

  it('at day 89 exactly has 1 day left and is still locked', () => {
    const state = goalLockState(goal, at(89));
    expect(state).toEqual({
      daysLeft: 1,
      progress: 89 / 90,
      isLocked: true,
      isFinished: false,
      isAchieved: false,
      canAchieve: false,
    });
    expect(goalLockState(goal, at(90, -1))).toMatchObject({ daysLeft: 1, isLocked: true, canAchieve: false });
  });

  it('at day 90 exactly is finished: 0 days left, progress 1, unlocked, can be achieved', () => {
    expect(goalLockState(goal, at(90))).toEqual({
      daysLeft: 0,
      progress: 1,
      isLocked: false,
      isFinished: true,
      isAchieved: false,
      canAchieve: true,
    });
  });

  it('at day 91 stays at 0 days and progress 1', () => {
    expect(goalLockState(goal, at(91))).toMatchObject({ daysLeft: 0, progress: 1, isLocked: false, canAchieve: true });
  });

  it('cannot be achieved twice', () => {
    const achieved = { ...goal, achievedAt: new Date(at(90, 5)).toISOString() };
    expect(goalLockState(achieved, at(91))).toMatchObject({ isFinished: true, isAchieved: true, canAchieve: false });
    expect(isGoalActive(achieved)).toBe(false);
    expect(isGoalActive(goal)).toBe(true);
  });

  it('keeps progress within 0..1 for a goal stored with a longer span', () => {
    const long = { endDate: new Date(at(120)).toISOString(), achievedAt: null };
    expect(goalLockState(long, START)).toMatchObject({ daysLeft: 120, progress: 0 });
  });
});

describe('penalty display', () => {
  it('always has two decimals', () => {
    expect(formatPenalty(100)).toBe('100.00');
    expect(formatPenalty(49.5)).toBe('49.50');
    expect(overrideButtonLabel(100)).toBe('Override ($100.00 penalty)');
  });
});

function checkIn(id: string, goalId: string, day: string, createdAt: string, note = 'Did the work'): GoalCheckIn {
  return { id, goalId, day, note, createdAt };
}

describe('goal check-ins', () => {
  const g = { id: 'g1', startDate: START, achievedAt: null };
  // 2026-11-22 in New York runs from 05:00 UTC on the 22nd to 05:00 UTC on the 23rd.
  const morning = '2026-11-22T14:00:00.000Z';
  const existing = [checkIn('c1', 'g1', '2026-11-22', morning), checkIn('c2', 'g2', '2026-11-23', '2026-11-23T14:00:00.000Z')];
  const attempt = (over: Partial<Parameters<typeof checkInError>[0]> = {}) =>
    checkInError({ goal: g, note: 'Felt strong', checkIns: existing, now: '2026-11-23T14:00:00.000Z', timeZone: NY, ...over });

  it('accepts one note per goal per local day', () => {
    expect(attempt()).toBeNull();
    expect(attempt({ now: '2026-11-22T20:00:00.000Z' })).toBe(CHECK_IN_MESSAGES.dayTaken);
    // 04:59 UTC on the 23rd is still the 22nd in New York; 05:00 UTC is the 23rd.
    expect(attempt({ now: '2026-11-23T04:59:59.999Z' })).toBe('This goal already has a check-in for that day');
    expect(attempt({ now: '2026-11-23T05:00:00.000Z' })).toBeNull();
    expect(attempt({ now: '2026-11-23T04:59:59.999Z', timeZone: 'UTC' })).toBeNull();
    expect(attempt({ day: '2026-11-22' })).toBe(CHECK_IN_MESSAGES.dayTaken);
  });

  it('wants 1 to 500 characters once trimmed', () => {
    expect(attempt({ note: '   ' })).toBe('Please write a note');
    expect(attempt({ note: '' })).toBe('Please write a note');
    expect(attempt({ note: ` ${'x'.repeat(500)} ` })).toBeNull();
    expect(attempt({ note: 'x'.repeat(501) })).toBe('Note must be at most 500 characters');
    expect(attempt({ note: 'x' })).toBeNull();
  });

  it('is closed for an achieved goal', () => {
    expect(attempt({ goal: { ...g, achievedAt: '2027-02-19T10:00:00.000Z' } })).toBe('This goal is achieved; check-ins are closed');
  });

  it('frees the day again once a reset has wiped that day’s note', () => {
    const reset = resetGoalDates('2026-11-22T18:00:00.000Z');
    const afterReset = { ...g, startDate: reset.startDate };
    expect(attempt({ goal: afterReset, now: '2026-11-22T20:00:00.000Z' })).toBeNull();
  });

  it('knows the local day of a check-in', () => {
    expect(checkInDay('2026-11-23T04:59:59.999Z', NY)).toBe('2026-11-22');
    expect(checkInDay('2026-11-23T04:59:59.999Z', 'UTC')).toBe('2026-11-23');
  });
});

describe('reset wipes check-ins', () => {
  const notes = [
    checkIn('a', 'g1', '2026-11-22', '2026-11-22T14:00:00.000Z'),
    checkIn('b', 'g1', '2026-11-23', '2026-11-23T14:00:00.000Z'),
    checkIn('other', 'g2', '2026-11-23', '2026-11-23T14:00:00.000Z'),
    checkIn('later', 'g1', '2026-11-25', '2026-11-25T14:00:00.000Z'),
  ];

  it('wipes every note of that goal made before the reset, and no other goal’s', () => {
    expect(checkInsWipedByReset(notes, 'g1', '2026-11-24T00:00:00.000Z').map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('keeps a note made after the reset even when it arrived first', () => {
    expect(checkInsWipedByReset(notes, 'g1', '2026-11-24T00:00:00.000Z').map((c) => c.id)).not.toContain('later');
    const goalAfterReset = { id: 'g1', startDate: '2026-11-24T00:00:00.000Z' };
    expect(currentCheckIns(notes, goalAfterReset).map((c) => c.id)).toEqual(['later']);
  });

  it('lists the current notes newest day first', () => {
    expect(currentCheckIns(notes, { id: 'g1', startDate: START }).map((c) => c.id)).toEqual(['later', 'b', 'a']);
  });

  it('treats a note at the reset instant as part of the new period', () => {
    const edge = [checkIn('edge', 'g1', '2026-11-24', '2026-11-24T00:00:00.000Z')];
    expect(checkInsWipedByReset(edge, 'g1', '2026-11-24T00:00:00.000Z')).toEqual([]);
    expect(currentCheckIns(edge, { id: 'g1', startDate: '2026-11-24T00:00:00.000Z' })).toHaveLength(1);
  });
});
