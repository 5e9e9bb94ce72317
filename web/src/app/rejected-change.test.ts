import { describe, expect, it } from 'vitest';
import { wordsOfRefusedChange } from './rejected-change';

const ID = '0193a3b0-0000-7000-8000-000000000001';
const GOAL = '0193a3b0-0000-7000-8000-000000000002';

describe('the words of a refused change', () => {
  it('keeps what the user wrote by hand', () => {
    expect(wordsOfRefusedChange({ name: 'goal.checkin', args: { id: ID, goalId: GOAL, day: '2026-11-27', note: 'Ran 5 km in the rain' } })).toBe(
      'Your note for 2026-11-27: "Ran 5 km in the rain"',
    );
    expect(wordsOfRefusedChange({ name: 'goal.create', args: { id: ID, title: 'Run every morning', description: 'Ninety days of showing up' } })).toBe(
      'The goal "Run every morning": Ninety days of showing up',
    );
    expect(wordsOfRefusedChange({ name: 'checklist.add', args: { id: ID, locationName: 'Gym', itemName: 'Towel', latitude: null, longitude: null } })).toBe(
      '"Towel" at Gym',
    );
    expect(wordsOfRefusedChange({ name: 'weight.log', args: { id: ID, weight: 182 } })).toBe('A weight of 182 lbs');
    expect(wordsOfRefusedChange({ name: 'water.log', args: { id: ID, amount: 16 } })).toBe('16 oz of water');
  });

  it('has nothing to show for a change without words, or one sent without its args', () => {
    expect(wordsOfRefusedChange({ name: 'task.complete', args: { id: ID } })).toBeNull();
    // Too large to send: the server recorded it without its arguments (ADR 10).
    expect(wordsOfRefusedChange({ name: 'goal.checkin', args: undefined })).toBeNull();
    expect(wordsOfRefusedChange({ name: 'unknown', args: { note: 'x' } })).toBeNull();
    expect(wordsOfRefusedChange({ name: 'toString', args: {} })).toBeNull();
  });
});
