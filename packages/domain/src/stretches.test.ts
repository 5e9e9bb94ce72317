import { describe, expect, it } from 'vitest';
import { MORNING_STRETCH, POST_WORKOUT_STRETCH, STRETCH_ROUTINES, routineProgress, stretchRoutineById } from './stretches';

const asPairs = (steps: readonly { name: string; durationSeconds: number }[]) => steps.map((s) => [s.name, s.durationSeconds]);

describe('stretch routines', () => {
  it('has the Morning Stretch steps and seconds of the spec', () => {
    expect(MORNING_STRETCH.id).toBe('morning-stretch');
    expect(MORNING_STRETCH.title).toBe('Morning Stretch');
    expect(asPairs(MORNING_STRETCH.steps)).toEqual([
      ['Neck Rolls', 30],
      ['Shoulder Stretches', 45],
      ['Arm Circles', 30],
      ['Side Bends', 40],
      ['Hip Rotations', 30],
    ]);
    expect(MORNING_STRETCH.totalSeconds).toBe(175);
  });

  it('has the Post-Workout Stretch steps and seconds of the spec', () => {
    expect(POST_WORKOUT_STRETCH.id).toBe('post-workout-stretch');
    expect(POST_WORKOUT_STRETCH.title).toBe('Post-Workout Stretch');
    expect(asPairs(POST_WORKOUT_STRETCH.steps)).toEqual([
      ['Quad Stretch', 45],
      ['Hamstring Stretch', 45],
      ['Calf Stretch', 30],
      ['Hip Flexor Stretch', 40],
      ['Shoulder Stretch', 30],
      ['Back Extension', 40],
    ]);
    expect(POST_WORKOUT_STRETCH.totalSeconds).toBe(230);
  });

  it('gives every step an id unique within its routine, and finds routines by id', () => {
    for (const routine of STRETCH_ROUTINES) expect(new Set(routine.steps.map((s) => s.id)).size).toBe(routine.steps.length);
    expect(stretchRoutineById('post-workout-stretch')).toBe(POST_WORKOUT_STRETCH);
    expect(stretchRoutineById('evening-stretch')).toBeNull();
  });
});

describe('routine progress', () => {
  it('counts ticked steps and completes only when all are ticked', () => {
    expect(routineProgress(MORNING_STRETCH, [])).toEqual({ checked: 0, total: 5, fraction: 0, isComplete: false });
    expect(routineProgress(MORNING_STRETCH, ['neck-rolls', 'arm-circles'])).toEqual({
      checked: 2,
      total: 5,
      fraction: 0.4,
      isComplete: false,
    });
    const all = MORNING_STRETCH.steps.map((s) => s.id);
    expect(routineProgress(MORNING_STRETCH, all)).toEqual({ checked: 5, total: 5, fraction: 1, isComplete: true });
  });

  it('ignores duplicates and ids of the other routine', () => {
    const progress = routineProgress(POST_WORKOUT_STRETCH, ['quad-stretch', 'quad-stretch', 'neck-rolls']);
    expect(progress.checked).toBe(1);
    expect(progress.isComplete).toBe(false);
  });
});
