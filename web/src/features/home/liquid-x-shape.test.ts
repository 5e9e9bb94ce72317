import { describe, expect, it } from 'vitest';
import { GOLD_TARGET_DAYS } from '@ninety/domain';
import { goldView } from './dashboard';
import { liquidOffset, WAVE_AMPLITUDE, WAVE_MIDLINE, X_BOTTOM, X_TOP } from './liquid-x-shape';

// Where the wave's crests and troughs stand for a number of consistent days.
const crests = (days: number) => liquidOffset(goldView(days).fill) + WAVE_MIDLINE - WAVE_AMPLITUDE;
const troughs = (days: number) => liquidOffset(goldView(days).fill) + WAVE_MIDLINE + WAVE_AMPLITUDE;
const middle = (days: number) => liquidOffset(goldView(days).fill) + WAVE_MIDLINE;

describe('liquidOffset', () => {
  it('shows no liquid with no consistent day: the crests stay under the X', () => {
    expect(crests(0)).toBeGreaterThanOrEqual(X_BOTTOM);
  });

  it('shows liquid from the first consistent day, and more each day', () => {
    expect(crests(1)).toBeLessThanOrEqual(X_BOTTOM - WAVE_AMPLITUDE);
    for (let days = 1; days <= GOLD_TARGET_DAYS; days += 1) expect(middle(days)).toBeLessThan(middle(days - 1));
  });

  it('stands in proportion to the days out of 90: half the X at 45, a tenth at 9', () => {
    const share = (days: number) => (X_BOTTOM - middle(days)) / (X_BOTTOM - X_TOP);
    expect(share(45)).toBeCloseTo(0.5, 1);
    expect(share(9)).toBeCloseTo(0.1, 1);
  });

  it('fills the whole X at 90 days and stays full after', () => {
    expect(troughs(GOLD_TARGET_DAYS)).toBeLessThanOrEqual(X_TOP);
    expect(liquidOffset(goldView(400).fill)).toBe(liquidOffset(goldView(GOLD_TARGET_DAYS).fill));
  });
});
