import { describe, expect, it } from 'vitest';
import { TRAIT_NAMES, type Quest, type TraitName } from '../records';
import { createRandom } from '../random';
import { traitStatFromXp } from '../xp';
import { QUEST_BANK } from './bank';
import { generateQuestRound, weakestTraits } from './generate';
import { questStatus } from './status';

const NOW = '2026-11-21T09:10:00.000Z';

function counter(prefix = 'q'): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

function round(seed: number | string, existing: Quest[] = [], traits = TRAIT_NAMES.map((t) => traitStatFromXp(t, 0))) {
  return generateQuestRound({ traits, existing, now: NOW, random: createRandom(seed), newId: counter() });
}

/** A stored quest with the bank entry's title, in the given status. */
function stored(title: string, status: 'available' | 'active' | 'completed'): Quest {
  const traitName = TRAIT_NAMES.find((t) => QUEST_BANK[t].some((e) => e.title === title)) ?? 'Consistency';
  const entry = QUEST_BANK[traitName].find((e) => e.title === title);
  return {
    id: `stored-${title}`,
    title,
    description: entry?.description ?? '',
    traitName,
    duration: entry?.duration ?? '15 min',
    durationMinutes: entry?.durationMinutes ?? 15,
    xpReward: 50,
    difficulty: entry?.difficulty ?? 'easy',
    isFear: entry?.isFear ?? false,
    createdAt: '2026-11-20T08:00:00.000Z',
    startedAt: status === 'available' ? null : '2026-11-20T09:00:00.000Z',
    completedAt: status === 'completed' ? '2026-11-20T10:00:00.000Z' : null,
  };
}

const titlesOf = (trait: TraitName, filter: (isFear: boolean) => boolean = () => true) =>
  QUEST_BANK[trait].filter((e) => filter(e.isFear)).map((e) => e.title);

describe('weakest traits', () => {
  it('orders by level, then XP in the level, then the fixed trait order', () => {
    const traits = [
      traitStatFromXp('Consistency', 2300), // level 3
      traitStatFromXp('Fitness', 1100), // level 2, 100
      traitStatFromXp('Finance', 1050), // level 2, 50
      traitStatFromXp('Focus', 999), // level 1, 999
      traitStatFromXp('Resilience', 999), // level 1, 999: after Focus by the fixed order
      traitStatFromXp('Persuasion', 1050), // level 2, 50: after Finance by the fixed order
    ];
    expect(weakestTraits(traits, 6)).toEqual(['Focus', 'Resilience', 'Finance', 'Persuasion', 'Fitness', 'Consistency']);
    expect(weakestTraits(traits)).toEqual(['Focus', 'Resilience', 'Finance']);
  });

  it('counts a missing trait as level 1 with 0 XP', () => {
    const traits = [traitStatFromXp('Consistency', 10), traitStatFromXp('Fitness', 1000)];
    expect(weakestTraits(traits)).toEqual(['Finance', 'Focus', 'Resilience']);
    expect(weakestTraits([])).toEqual(['Consistency', 'Fitness', 'Finance']);
    expect(weakestTraits([traitStatFromXp('Persuasion', 0)], 1)).toEqual(['Consistency']);
  });
});

describe('a quest round', () => {
  it('gives one available quest to each of the 3 weakest traits, weakest first', () => {
    const traits = [
      traitStatFromXp('Consistency', 3000),
      traitStatFromXp('Fitness', 3000),
      traitStatFromXp('Finance', 3000),
      traitStatFromXp('Focus', 500),
      traitStatFromXp('Resilience', 200),
      traitStatFromXp('Persuasion', 1200),
    ];
    const quests = round(7, [], traits);
    expect(quests.map((q) => q.traitName)).toEqual(['Resilience', 'Focus', 'Persuasion']);
    quests.forEach((quest, i) => {
      const entry = QUEST_BANK[quest.traitName].find((e) => e.title === quest.title);
      expect(entry).toBeDefined();
      expect(quest).toEqual({
        id: `q-${i + 1}`,
        title: entry?.title,
        description: entry?.description,
        traitName: quest.traitName,
        duration: entry?.duration,
        durationMinutes: entry?.durationMinutes,
        xpReward: { easy: 50, medium: 100, hard: 200 }[quest.difficulty],
        difficulty: entry?.difficulty,
        isFear: entry?.isFear,
        createdAt: NOW,
        startedAt: null,
        completedAt: null,
      });
      expect(questStatus(quest)).toBe('available');
    });
  });

  it('has exactly one fear quest, and the fear slot moves between the three', () => {
    const fearSlots = new Set<number>();
    for (let seed = 1; seed <= 300; seed += 1) {
      const quests = round(seed);
      expect(quests).toHaveLength(3);
      expect(quests.filter((q) => q.isFear)).toHaveLength(1);
      fearSlots.add(quests.findIndex((q) => q.isFear));
    }
    expect(fearSlots).toEqual(new Set([0, 1, 2]));
  });

  it('is the same for the same seed and varies with the seed', () => {
    expect(round('2026-W47')).toEqual(round('2026-W47'));
    const rounds = new Set(Array.from({ length: 20 }, (_, seed) => round(seed).map((q) => q.title).join('|')));
    expect(rounds.size).toBeGreaterThan(5);
  });

  it('never adds a title that is available or active, whatever the case or spacing', () => {
    const blocked = [
      ...titlesOf('Consistency').slice(0, 8).map((t) => stored(t, 'available')),
      ...titlesOf('Fitness').slice(0, 8).map((t) => stored(` ${t.toUpperCase()} `, 'active')),
    ];
    const blockedTitles = new Set(blocked.map((q) => q.title.trim().toLowerCase()));
    for (let seed = 1; seed <= 100; seed += 1) {
      const quests = round(seed, blocked);
      expect(quests).toHaveLength(3);
      for (const quest of quests) expect(blockedTitles.has(quest.title.toLowerCase())).toBe(false);
    }
  });

  it('offers a completed title again, but only once every fresh one is used', () => {
    const plain = titlesOf('Consistency', (isFear) => !isFear);
    const lastFresh = plain[plain.length - 1] as string;
    const completed = plain.slice(0, -1).map((t) => stored(t, 'completed'));
    const withAllCompleted = plain.map((t) => stored(t, 'completed'));
    for (let seed = 1; seed <= 60; seed += 1) {
      const first = round(seed, completed)[0] as Quest;
      if (!first.isFear) expect(first.title).toBe(lastFresh);
      const again = round(seed, withAllCompleted)[0] as Quest;
      expect(again.traitName).toBe('Consistency');
    }
  });

  it('gives the fear slot to a trait whose plain quests are all waiting', () => {
    const waiting = titlesOf('Consistency', (isFear) => !isFear).map((t) => stored(t, 'available'));
    for (let seed = 1; seed <= 60; seed += 1) {
      const quests = round(seed, waiting);
      expect(quests.map((q) => [q.traitName, q.isFear])).toContainEqual(['Consistency', true]);
      expect(quests.filter((q) => q.isFear)).toHaveLength(1);
    }
  });

  it('moves on to the next weakest trait when a trait has nothing left', () => {
    const waiting = titlesOf('Consistency').map((t) => stored(t, 'active'));
    for (let seed = 1; seed <= 60; seed += 1) {
      const quests = round(seed, waiting);
      expect(quests.map((q) => q.traitName)).toEqual(['Fitness', 'Finance', 'Focus']);
      expect(quests.filter((q) => q.isFear)).toHaveLength(1);
    }
  });

  it('hands out every title of the bank once when rounds pile up unstarted, then returns nothing', () => {
    const existing: Quest[] = [];
    const newId = counter('pile');
    const random = createRandom(99);
    const rounds: Quest[][] = [];
    for (let i = 0; i < 25; i += 1) {
      const quests = generateQuestRound({ traits: [], existing, now: NOW, random, newId });
      if (quests.length === 0) break;
      expect(quests.filter((q) => q.isFear).length).toBeLessThanOrEqual(1);
      rounds.push(quests);
      existing.push(...quests);
    }
    const all = Object.values(QUEST_BANK).flat();
    expect(existing.map((q) => q.title).sort()).toEqual(all.map((e) => e.title).sort());
    // Every fear quest is used by the time the bank runs dry, one per round while they last.
    const fearRounds = rounds.filter((r) => r.some((q) => q.isFear)).length;
    expect(fearRounds).toBe(all.filter((e) => e.isFear).length);
    expect(rounds.slice(0, 14).every((r) => r.length === 3 && r.filter((q) => q.isFear).length === 1)).toBe(true);
  });
});
