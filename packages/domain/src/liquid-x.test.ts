import { describe, expect, it } from 'vitest';
import { liquidXState, type LiquidXInput } from './liquid-x';

const base: LiquidXInput = { consecutiveDays: 10, forgivenMissInUse: false, currentHP: 100, maxHP: 100 };

describe('liquid X', () => {
  it('is gold from 90 consecutive days on', () => {
    expect(liquidXState({ ...base, consecutiveDays: 89 })).toBe('normal');
    expect(liquidXState({ ...base, consecutiveDays: 90 })).toBe('gold');
    expect(liquidXState({ ...base, consecutiveDays: 91 })).toBe('gold');
  });

  it('warns while the forgiven miss is in use', () => {
    expect(liquidXState({ ...base, forgivenMissInUse: true })).toBe('warning');
  });

  it('warns below 30 percent of maximum HP, not at 30 percent', () => {
    expect(liquidXState({ ...base, currentHP: 29 })).toBe('warning');
    expect(liquidXState({ ...base, currentHP: 30 })).toBe('normal');
    expect(liquidXState({ ...base, currentHP: 44, maxHP: 150 })).toBe('warning');
    expect(liquidXState({ ...base, currentHP: 45, maxHP: 150 })).toBe('normal');
  });

  it('stays gold on a warning day: 90 days reached is reached', () => {
    expect(liquidXState({ ...base, consecutiveDays: 90, forgivenMissInUse: true, currentHP: 0 })).toBe('gold');
  });

  it('is normal (green) otherwise, a new user included', () => {
    expect(liquidXState({ consecutiveDays: 0, forgivenMissInUse: false, currentHP: 100, maxHP: 100 })).toBe('normal');
  });
});
