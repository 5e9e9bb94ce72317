import { describe, expect, it } from 'vitest';
import type { Workout } from '../records';
import { currentPlan, dayName, exercisePreview, formatExercise, todaysWorkout } from './plan';

function workout(id: string, planId: string, dayOfWeek: number, createdAt: string): Workout {
  return { id, planId, dayOfWeek, title: id, muscleGroup: 'Full Body', exercises: [], createdAt };
}

describe('training screen helpers', () => {
  it('names the days Monday to Sunday', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(dayName)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('shows the newest plan by day, whatever order the rows come in', () => {
    const rows = [
      workout('new-2', 'new', 2, '2026-11-21T09:00:00.000Z'),
      workout('old-1', 'old', 1, '2026-11-14T09:00:00.000Z'),
      workout('new-1', 'new', 1, '2026-11-21T09:00:00.000Z'),
      workout('old-2', 'old', 2, '2026-11-14T09:00:00.000Z'),
    ];
    expect(currentPlan(rows).map((w) => w.id)).toEqual(['new-1', 'new-2']);
    expect(currentPlan([])).toEqual([]);
    // Two plans made at the same instant: the larger planId wins on every device.
    const tie = [workout('a', 'plan-a', 1, '2026-11-21T09:00:00Z'), workout('b', 'plan-b', 1, '2026-11-21T09:00:00.000Z')];
    expect(currentPlan(tie).map((w) => w.id)).toEqual(['b']);
    expect(currentPlan([...tie].reverse()).map((w) => w.id)).toEqual(['b']);
  });

  it("picks today's workout by the local weekday", () => {
    const plan = [1, 2, 3, 4, 5, 6, 7].map((d) => workout(`d${d}`, 'p', d, '2026-11-16T09:00:00.000Z'));
    // 2026-11-23 01:00 UTC is Monday in UTC but still Sunday evening in New York.
    expect(todaysWorkout(plan, '2026-11-23T01:00:00Z', 'UTC')?.id).toBe('d1');
    expect(todaysWorkout(plan, '2026-11-23T01:00:00Z', 'America/New_York')?.id).toBe('d7');
    expect(todaysWorkout([], '2026-11-23T01:00:00Z', 'UTC')).toBeNull();
  });

  it('writes sets x reps with the weight in lbs when there is one', () => {
    expect(formatExercise({ name: 'Squat', sets: 4, reps: 8, weight: 185 })).toBe('4 x 8 @ 185 lbs');
    expect(formatExercise({ name: 'Dips', sets: 3, reps: 12 })).toBe('3 x 12');
  });

  it('previews three exercises and says how many more', () => {
    const ex = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `E${i}`, sets: 3, reps: 10 }));
    expect(exercisePreview(ex(3))).toEqual({ shown: ex(3), more: null });
    expect(exercisePreview(ex(4)).more).toBe('+1 more exercises');
    expect(exercisePreview(ex(6))).toEqual({ shown: ex(3), more: '+3 more exercises' });
  });
});
