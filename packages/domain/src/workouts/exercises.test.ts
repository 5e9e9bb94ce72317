import { describe, expect, it } from 'vitest';
import type { Exercise } from '../records';
import { parseExercises, serializeExercises } from './exercises';

const list: Exercise[] = [
  { name: 'Barbell Bench Press', sets: 4, reps: 8, weight: 155 },
  { name: 'Push-Ups', sets: 3, reps: 20 },
];

describe('exercises text', () => {
  it('round-trips a list, weight only where there is one', () => {
    const text = serializeExercises(list);
    expect(text).toBe(
      '[{"name":"Barbell Bench Press","sets":4,"reps":8,"weight":155},{"name":"Push-Ups","sets":3,"reps":20}]',
    );
    expect(parseExercises(text)).toEqual(list);
    expect(parseExercises('[]')).toEqual([]);
  });

  it('reads a null weight as none, trims names and drops unknown keys', () => {
    expect(parseExercises('[{"name":"  Dips ","sets":3,"reps":10,"weight":null,"rest":60}]')).toEqual([
      { name: 'Dips', sets: 3, reps: 10 },
    ]);
  });

  it.each([
    ['not JSON', 'sets x reps'],
    ['not a list', '{"name":"Dips","sets":3,"reps":10}'],
    ['an item that is not an object', '["Dips"]'],
    ['a missing name', '[{"sets":3,"reps":10}]'],
    ['a blank name', '[{"name":"   ","sets":3,"reps":10}]'],
    ['a name over 80 characters', `[{"name":"${'x'.repeat(81)}","sets":3,"reps":10}]`],
    ['sets as text', '[{"name":"Dips","sets":"3","reps":10}]'],
    ['zero sets', '[{"name":"Dips","sets":0,"reps":10}]'],
    ['21 sets', '[{"name":"Dips","sets":21,"reps":10}]'],
    ['fractional reps', '[{"name":"Dips","sets":3,"reps":8.5}]'],
    ['501 reps', '[{"name":"Dips","sets":3,"reps":501}]'],
    ['a negative weight', '[{"name":"Squat","sets":3,"reps":5,"weight":-10}]'],
    ['a weight as text', '[{"name":"Squat","sets":3,"reps":5,"weight":"225"}]'],
    ['a weight over 2000 lbs', '[{"name":"Squat","sets":3,"reps":5,"weight":2001}]'],
  ])('gives null for %s', (_label, text) => {
    expect(parseExercises(text)).toBeNull();
  });

  it('accepts the bounds themselves', () => {
    const text = `[{"name":"${'x'.repeat(80)}","sets":20,"reps":500,"weight":2000},{"name":"A","sets":1,"reps":1,"weight":0}]`;
    expect(parseExercises(text)).toHaveLength(2);
  });

  it('refuses to write an invalid list', () => {
    expect(() => serializeExercises([{ name: '', sets: 3, reps: 10 }])).toThrow(TypeError);
    expect(() => serializeExercises([{ name: 'Dips', sets: 3, reps: Number.NaN }])).toThrow(TypeError);
  });
});
