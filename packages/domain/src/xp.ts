import type { Quest, TraitName } from './records';
import { TRAIT_NAMES } from './records';

export const XP_PER_LEVEL = 1000;
export const FEAR_XP_MULTIPLIER = 2;

/** One trait as the screens show it. */
export interface TraitStat {
  traitName: TraitName;
  totalXP: number;
  /** XP inside the current level, 0..999: the bar shows currentXP / 1000 XP. */
  currentXP: number;
  level: number;
}

export function traitStatFromXp(traitName: TraitName, totalXP: number): TraitStat {
  return {
    traitName,
    totalXP,
    level: 1 + Math.floor(totalXP / XP_PER_LEVEL),
    currentXP: totalXP % XP_PER_LEVEL,
  };
}

/** XP a quest awards on completion: its base, doubled for a fear quest. */
export function awardedQuestXp(quest: Pick<Quest, 'xpReward' | 'isFear'>): number {
  return quest.isFear ? quest.xpReward * FEAR_XP_MULTIPLIER : quest.xpReward;
}

/** An unknown trait name falls back to Consistency (spec: Adaptive Quests). */
export function normalizeTraitName(name: string): TraitName {
  return (TRAIT_NAMES as readonly string[]).includes(name) ? (name as TraitName) : 'Consistency';
}
