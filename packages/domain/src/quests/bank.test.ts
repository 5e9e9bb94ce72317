import { describe, expect, it } from 'vitest';
import { TRAIT_NAMES } from '../records';
import { QUEST_BANK, formatQuestDuration } from './bank';

describe('the quest bank', () => {
  it.each(TRAIT_NAMES)('%s has at least 8 quests across easy, medium and hard, at least 2 of them fear quests', (trait) => {
    const quests = QUEST_BANK[trait];
    expect(quests.length).toBeGreaterThanOrEqual(8);
    expect(new Set(quests.map((q) => q.difficulty))).toEqual(new Set(['easy', 'medium', 'hard']));
    expect(quests.filter((q) => q.isFear).length).toBeGreaterThanOrEqual(2);
    expect(quests.filter((q) => !q.isFear).length).toBeGreaterThanOrEqual(3);
  });

  it('has one fear quest at each difficulty for every trait, so any trait can take the fear slot', () => {
    for (const trait of TRAIT_NAMES) {
      const fear = QUEST_BANK[trait].filter((q) => q.isFear).map((q) => q.difficulty);
      expect(new Set(fear)).toEqual(new Set(['easy', 'medium', 'hard']));
    }
  });

  it('has no title twice across all traits, ignoring case and spaces', () => {
    const titles = Object.values(QUEST_BANK).flatMap((quests) => quests.map((q) => q.title.trim().toLowerCase()));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('gives every quest real content and a duration text that matches its minutes', () => {
    for (const quest of Object.values(QUEST_BANK).flat()) {
      expect(quest.title.length).toBeGreaterThanOrEqual(3);
      expect(quest.title.length).toBeLessThanOrEqual(100);
      expect(quest.description.length).toBeGreaterThan(40);
      expect(quest.durationMinutes).toBeGreaterThan(0);
      expect(Number.isInteger(quest.durationMinutes)).toBe(true);
      expect(quest.duration).toBe(formatQuestDuration(quest.durationMinutes));
      // Inside what the API accepts for a stored quest (packages/api QuestRowSchema).
      expect(quest.description.length).toBeLessThanOrEqual(500);
      expect(quest.duration.length).toBeLessThanOrEqual(20);
      expect(quest.durationMinutes).toBeLessThanOrEqual(43_200);
    }
  });
});

describe('quest duration text', () => {
  it.each([
    [10, '10 min'],
    [45, '45 min'],
    [60, '1 hour'],
    [90, '90 min'],
    [120, '2 hours'],
    [1440, '1 day'],
    [4320, '3 days'],
    [10080, '1 week'],
    [20160, '2 weeks'],
  ])('%i minutes is "%s"', (minutes, text) => {
    expect(formatQuestDuration(minutes)).toBe(text);
  });
});
