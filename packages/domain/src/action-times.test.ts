import { describe, expect, it } from 'vitest';
import { clampToServerClock, datedBeforeRecord } from './action-times';

const NOW = '2026-11-21T15:00:00.000Z';

describe('clampToServerClock', () => {
  it('keeps a time in the past, or up to five minutes ahead', () => {
    expect(clampToServerClock('2026-11-21T09:10:00Z', NOW)).toBe('2026-11-21T09:10:00.000Z');
    expect(clampToServerClock('2026-11-21T15:05:00Z', NOW)).toBe('2026-11-21T15:05:00.000Z');
  });
  it('takes a time further ahead as the server time', () => {
    expect(clampToServerClock('2026-11-21T15:05:00.001Z', NOW)).toBe(NOW);
    expect(clampToServerClock('2026-11-22T14:00:00Z', NOW)).toBe(NOW);
  });
});

describe('datedBeforeRecord', () => {
  it('allows a clock a few minutes behind, not more', () => {
    expect(datedBeforeRecord('2026-11-21T14:55:00Z', NOW)).toBe(false);
    expect(datedBeforeRecord('2026-11-21T14:54:59.999Z', NOW)).toBe(true);
    expect(datedBeforeRecord('2001-01-01T00:00:00Z', NOW)).toBe(true);
    expect(datedBeforeRecord('2026-11-22T00:00:00Z', NOW)).toBe(false);
  });
});
