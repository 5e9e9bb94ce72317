import { describe, expect, it } from 'vitest';
import { MORNING_STRETCH, type Workout } from '@ninety/domain';
import { countdown, elapsedMs, endsAt, formatClock, isFinished, isRunning, pause, remainingMs, start } from './countdown';
import { scheduleCards, stretchPosition, todayView } from './training';

const NY = 'America/New_York';
// Saturday 21 November 2026, 10:00 in New York.
const SATURDAY = Date.parse('2026-11-21T15:00:00Z');

function workout(dayOfWeek: number, exercises = 5): Workout {
  return {
    id: `w${dayOfWeek}`,
    planId: 'plan',
    dayOfWeek,
    title: `Day ${dayOfWeek}`,
    muscleGroup: 'Legs',
    exercises: Array.from({ length: exercises }, (_, i) => ({ name: `Move ${i + 1}`, sets: 3, reps: 10, ...(i === 0 ? { weight: 135 } : {}) })),
    createdAt: '2026-11-16T12:00:00Z',
  };
}
const plan = [7, 3, 1, 6, 2, 5, 4].map((day) => workout(day, day === 6 ? 4 : 5));

describe('countdown', () => {
  it('counts down only while running, and survives a pause', () => {
    let timer = countdown(60_000);
    expect(remainingMs(timer, 0)).toBe(60_000);
    timer = start(timer, 1_000);
    expect(isRunning(timer, 11_000)).toBe(true);
    expect(remainingMs(timer, 11_000)).toBe(50_000);
    timer = pause(timer, 11_000);
    expect(remainingMs(timer, 99_000)).toBe(50_000);
    timer = start(timer, 100_000);
    expect(elapsedMs(timer, 110_000)).toBe(20_000);
  });

  it('ends at zero, however late it is asked', () => {
    const timer = start(countdown(30_000), 0);
    expect(isFinished(timer, 29_999)).toBe(false);
    expect(isFinished(timer, 30_000)).toBe(true);
    expect(remainingMs(timer, 10_000_000)).toBe(0);
    expect(isRunning(timer, 30_000)).toBe(false);
    // A finished timer does not start again until it is reset.
    expect(start(pause(timer, 31_000), 40_000).runningSince).toBeNull();
  });

  it('knows when it ends while it runs, counting the time run before a pause', () => {
    let timer = countdown(60_000);
    expect(endsAt(timer)).toBeNull();
    timer = start(timer, 1_000);
    expect(endsAt(timer)).toBe(61_000);
    timer = pause(timer, 11_000);
    expect(endsAt(timer)).toBeNull();
    expect(endsAt(start(timer, 100_000))).toBe(150_000);
  });

  it('shows whole seconds rounded up', () => {
    expect(formatClock(60_000)).toBe('1:00');
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(59_000)).toBe('0:59');
    expect(formatClock(4_200)).toBe('0:05');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(300_000)).toBe('5:00');
  });
});

describe('the week', () => {
  it('lists Monday first, three exercises and the spec\'s "+N more exercises", today marked', () => {
    const cards = scheduleCards(plan, SATURDAY, NY);
    expect(cards.map((c) => c.dayName)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(cards[0]).toMatchObject({ more: '+2 more exercises', isToday: false });
    expect(cards[0]?.shown).toEqual([
      { name: 'Move 1', detail: '3 x 10 @ 135 lbs' },
      { name: 'Move 2', detail: '3 x 10' },
      { name: 'Move 3', detail: '3 x 10' },
    ]);
    expect(cards[5]).toMatchObject({ dayName: 'Saturday', more: '+1 more exercises', isToday: true });
  });

  it("gives today's workout, and whether it was marked done today in the user's zone", () => {
    expect(todayView(plan, [], SATURDAY, NY)).toMatchObject({ workout: { id: 'w6', dayName: 'Saturday' }, doneToday: false });
    const doneFriday = { id: 'c1', workoutId: 'w6', completedAt: '2026-11-21T04:00:00Z' }; // 23:00 Friday in New York
    expect(todayView(plan, [doneFriday], SATURDAY, NY)?.doneToday).toBe(false);
    const doneToday = { id: 'c2', workoutId: 'w6', completedAt: '2026-11-21T13:00:00Z' };
    expect(todayView(plan, [doneToday], SATURDAY, NY)?.doneToday).toBe(true);
    // Marked today on the plan this one replaced: the day is done, nothing is left to mark.
    const doneOnOldPlan = { id: 'c3', workoutId: 'old-saturday', completedAt: '2026-11-21T13:00:00Z' };
    expect(todayView(plan, [doneOnOldPlan], SATURDAY, NY)?.doneToday).toBe(true);
    expect(todayView([], [], SATURDAY, NY)).toBeNull();
  });
});

describe('stretchPosition', () => {
  // Morning Stretch: neck rolls 30 s, shoulder stretches 45 s, arm circles 30 s, side bends 40 s, hip rotations 30 s.
  it('walks through the steps in order', () => {
    expect(stretchPosition(MORNING_STRETCH, 0)).toEqual({ stepIndex: 0, stepSecondsLeft: 30, doneStepIds: [], finished: false });
    expect(stretchPosition(MORNING_STRETCH, 29_500)).toMatchObject({ stepIndex: 0, stepSecondsLeft: 1 });
    expect(stretchPosition(MORNING_STRETCH, 30_000)).toMatchObject({ stepIndex: 1, stepSecondsLeft: 45, doneStepIds: ['neck-rolls'] });
    expect(stretchPosition(MORNING_STRETCH, 106_000)).toMatchObject({ stepIndex: 3, stepSecondsLeft: 39 });
  });

  it('is finished with every step done once the routine has run', () => {
    expect(stretchPosition(MORNING_STRETCH, 175_000)).toEqual({
      stepIndex: 5,
      stepSecondsLeft: 0,
      doneStepIds: ['neck-rolls', 'shoulder-stretches', 'arm-circles', 'side-bends', 'hip-rotations'],
      finished: true,
    });
  });
});
