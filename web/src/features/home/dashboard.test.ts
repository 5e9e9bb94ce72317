import { describe, expect, it } from 'vitest';
import { goldView, hpView, liquidXView, showGettingStarted } from './dashboard';

describe('goldView', () => {
  it.each([
    [0, '0/90', '90 days to gold', 0],
    [45, '45/90', '45 days to gold', 0.5],
    [89, '89/90', '1 days to gold', 89 / 90],
    [90, '90/90', 'Gold Unlocked!', 1],
    [120, '120/90', 'Gold Unlocked!', 1],
    [1819, '1,819/90', 'Gold Unlocked!', 1],
  ])('%i days: %s, "%s", fill %f', (days, counter, caption, fill) => {
    expect(goldView(days)).toEqual({ days, counter, caption, fill });
  });
});

describe('liquidXView', () => {
  it('says gold in words at 90 days', () => {
    expect(liquidXView({ liquidX: 'gold', consecutiveDays: 90, forgivenMissInUse: false })).toMatchObject({
      label: 'Gold',
      description: 'Liquid X, 90/90 consistent days filled. Gold: 90 consistent days reached.',
    });
  });

  it('gives the reason for a warning: the forgiven miss, or low HP', () => {
    expect(liquidXView({ liquidX: 'warning', consecutiveDays: 12, forgivenMissInUse: true }).detail).toBe(
      'Yesterday was missed and forgiven: miss today too and the count starts over',
    );
    expect(liquidXView({ liquidX: 'warning', consecutiveDays: 12, forgivenMissInUse: false }).detail).toBe(
      'HP is below 30%: finish a task or log water to recover',
    );
  });

  it('is on track otherwise', () => {
    expect(liquidXView({ liquidX: 'normal', consecutiveDays: 3, forgivenMissInUse: false })).toMatchObject({
      state: 'normal',
      label: 'On track',
    });
  });
});

it('hpView gives the bar figures and says the style in words', () => {
  expect(hpView({ currentHP: 25, maxHP: 100, hpBarStyle: 'low' })).toEqual({
    value: 25,
    max: 100,
    style: 'low',
    text: '25 / 100 HP',
    valueText: '25 of 100 HP, low',
  });
  expect(hpView({ currentHP: 150, maxHP: 150, hpBarStyle: 'normal' }).valueText).toBe('150 of 150 HP, good');
});

it('shows Getting Started only with no goals and no tasks, and no restore still bringing them', () => {
  expect(showGettingStarted(0, 0, false)).toBe(true);
  expect(showGettingStarted(1, 0, false)).toBe(false);
  expect(showGettingStarted(0, 2, false)).toBe(false);
  expect(showGettingStarted(0, 0, true)).toBe(false);
});
