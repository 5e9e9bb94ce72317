import { describe, expect, it } from 'vitest';
import { createRandom } from '../random';
import type { Workout } from '../records';
import { WEEKLY_SPLIT } from './bank';
import { generateWeeklyPlan } from './generate';

const NOW = '2026-11-21T09:10:00.000Z';

function plan(seed: number | string): Workout[] {
  let n = 0;
  return generateWeeklyPlan({ random: createRandom(seed), now: NOW, newId: () => `w-${++n}`, planId: 'plan-1' });
}

/** The plan without ids, to compare content. */
const content = (workouts: Workout[]) => workouts.map(({ dayOfWeek, title, muscleGroup, exercises }) => ({ dayOfWeek, title, muscleGroup, exercises }));

describe('weekly plan', () => {
  it('has 7 workouts, one per day Monday to Sunday, each with 4 to 6 exercises', () => {
    for (let seed = 1; seed <= 100; seed += 1) {
      const workouts = plan(seed);
      expect(workouts.map((w) => w.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      for (const workout of workouts) {
        expect(workout.exercises.length).toBeGreaterThanOrEqual(4);
        expect(workout.exercises.length).toBeLessThanOrEqual(6);
        expect(new Set(workout.exercises.map((e) => e.name)).size).toBe(workout.exercises.length);
        expect(workout.title.length).toBeGreaterThan(0);
        expect(workout.muscleGroup.length).toBeGreaterThan(0);
      }
    }
  });

  it('stamps ids, the plan id and the creation time', () => {
    const workouts = plan(5);
    expect(workouts.map((w) => w.id)).toEqual(['w-1', 'w-2', 'w-3', 'w-4', 'w-5', 'w-6', 'w-7']);
    expect(workouts.every((w) => w.planId === 'plan-1' && w.createdAt === NOW)).toBe(true);
  });

  it('follows the split: push, pull, legs, upper, lower and core, full body, recovery', () => {
    expect(plan(1).map((w) => w.muscleGroup)).toEqual([
      'Chest, Shoulders & Triceps',
      'Back & Biceps',
      'Quads, Hamstrings & Glutes',
      'Upper Body',
      'Legs & Core',
      'Full Body',
      'Mobility',
    ]);
  });

  it('uses all of 4, 5 and 6 exercises across seeds', () => {
    const counts = new Set<number>();
    for (let seed = 1; seed <= 50; seed += 1) for (const w of plan(seed)) counts.add(w.exercises.length);
    expect(counts).toEqual(new Set([4, 5, 6]));
  });

  it('gives whole sets and reps, and weights only to loaded lifts', () => {
    const options = new Map(WEEKLY_SPLIT.flatMap((day) => day.slots.flat()).map((o) => [o.name, o]));
    for (const workout of plan(9)) {
      for (const exercise of workout.exercises) {
        const option = options.get(exercise.name);
        expect(option).toBeDefined();
        expect(exercise.sets).toBe(option?.sets);
        expect(option?.reps).toContain(exercise.reps);
        if (option?.weight) expect(option.weight).toContain(exercise.weight);
        else expect(exercise).not.toHaveProperty('weight');
      }
    }
    expect(plan(9)[6]?.exercises.every((e) => e.weight === undefined)).toBe(true);
  });

  it('is the same for the same seed and differs for another seed', () => {
    expect(plan(2026)).toEqual(plan(2026));
    expect(plan('regenerate-1')).toEqual(plan('regenerate-1'));
    for (let seed = 1; seed <= 30; seed += 1) expect(content(plan(seed))).not.toEqual(content(plan(seed + 1)));
  });
});

describe('the split', () => {
  it('has six slots per day with names that never repeat within a day, inside the API bounds', () => {
    expect(WEEKLY_SPLIT.map((d) => d.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const day of WEEKLY_SPLIT) {
      expect(day.slots).toHaveLength(6);
      expect(day.muscleGroup.length).toBeLessThanOrEqual(40);
      const names = day.slots.flat().map((o) => o.name);
      expect(new Set(names).size).toBe(names.length);
      for (const option of day.slots.flat()) {
        expect(option.name.length).toBeLessThanOrEqual(80);
        expect(option.sets).toBeGreaterThanOrEqual(1);
        expect(option.sets).toBeLessThanOrEqual(20);
        expect(option.reps.every((r) => Number.isInteger(r) && r >= 1 && r <= 500)).toBe(true);
        expect((option.weight ?? []).every((w) => w > 0 && w <= 2000)).toBe(true);
      }
    }
  });
});
