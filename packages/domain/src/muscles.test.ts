import { describe, expect, it } from 'vitest';
import { MUSCLE_REGIONS, MUSCLE_REGION_IDS, muscleRegion, muscleRegionsOn } from './muscles';

describe('muscle regions', () => {
  it('puts chest, shoulders, biceps, abs, quads and calves in front', () => {
    expect(muscleRegionsOn('front').map((r) => r.name)).toEqual(['Chest', 'Shoulders', 'Biceps', 'Abs', 'Quads', 'Calves']);
  });

  it('puts back, triceps, glutes and hamstrings behind', () => {
    expect(muscleRegionsOn('back').map((r) => r.name)).toEqual(['Back', 'Triceps', 'Glutes', 'Hamstrings']);
  });

  it('recommends at least 3 distinct exercises for every region, not only chest, biceps and quads', () => {
    expect(MUSCLE_REGIONS.map((r) => r.id)).toEqual([...MUSCLE_REGION_IDS]);
    for (const region of MUSCLE_REGIONS) {
      expect(region.exercises.length).toBeGreaterThanOrEqual(3);
      expect(new Set(region.exercises.map((e) => e.name)).size).toBe(region.exercises.length);
      expect(region.focusAreas.length).toBeGreaterThanOrEqual(2);
      for (const exercise of region.exercises) {
        expect(Number.isInteger(exercise.sets) && exercise.sets > 0).toBe(true);
        expect(Number.isInteger(exercise.reps) && exercise.reps > 0).toBe(true);
      }
    }
  });

  it('finds a region by id', () => {
    expect(muscleRegion('glutes')?.side).toBe('back');
    expect(muscleRegion('forearms')).toBeNull();
  });
});
