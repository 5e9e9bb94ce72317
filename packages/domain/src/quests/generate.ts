/**
 * Adaptive quest rounds (docs/product.md, Quests): one quest for each of the 3 weakest traits, exactly
 * one of them a fear quest, never a title that is already available or active. Pure: the clock,
 * the randomness and the ids are arguments, so a round made offline is replayed as made.
 */
import { TRAIT_NAMES, type Quest, type TraitName } from '../records';
import { pick, type RandomFn } from '../random';
import { toEpochMs, type Instant } from '../time';
import { type TraitStat } from '../xp';
import { QUEST_BASE_XP } from '../records';
import { QUEST_BANK, type QuestBankEntry } from './bank';
import { questStatus } from './status';

export const QUESTS_PER_ROUND = 3;

type TraitStanding = Pick<TraitStat, 'traitName' | 'level' | 'currentXP'>;

/**
 * Traits weakest first: lower level, then less XP in the level, then the fixed trait order.
 * A trait missing from the list has not earned anything yet: level 1, 0 XP. When a trait is
 * listed twice, its first entry counts.
 */
export function weakestTraits(traits: readonly TraitStanding[], count = QUESTS_PER_ROUND): TraitName[] {
  const standing = new Map<TraitName, TraitStanding>();
  for (const trait of traits) if (!standing.has(trait.traitName)) standing.set(trait.traitName, trait);
  const of = (name: TraitName) => standing.get(name) ?? { traitName: name, level: 1, currentXP: 0 };
  const ranked = [...TRAIT_NAMES].sort(
    (a, b) => of(a).level - of(b).level || of(a).currentXP - of(b).currentXP || TRAIT_NAMES.indexOf(a) - TRAIT_NAMES.indexOf(b),
  );
  return ranked.slice(0, Math.max(0, count));
}

function titleKey(title: string): string {
  return title.trim().toLowerCase();
}

interface Pools {
  fear: QuestBankEntry[];
  plain: QuestBankEntry[];
}

/**
 * What a trait can still offer: bank entries whose title is not available or active. Titles the
 * user has never had come first; only when none is left does a completed one come back.
 */
function poolsFor(trait: TraitName, blocked: ReadonlySet<string>, seen: ReadonlySet<string>): Pools {
  const open = QUEST_BANK[trait].filter((e) => !blocked.has(titleKey(e.title)));
  const fresh = open.filter((e) => !seen.has(titleKey(e.title)));
  const from = (list: QuestBankEntry[], isFear: boolean) => list.filter((e) => e.isFear === isFear);
  const prefer = (isFear: boolean) => (from(fresh, isFear).length > 0 ? from(fresh, isFear) : from(open, isFear));
  return { fear: prefer(true), plain: prefer(false) };
}

/** Index combinations of `size` out of `n`, in lexicographic order ([0,1,2], [0,1,3], ...). */
function* combinations(n: number, size: number, start = 0): Generator<number[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let first = start; first <= n - size; first += 1) {
    for (const rest of combinations(n, size - 1, first + 1)) yield [first, ...rest];
  }
}

interface Slot {
  traitName: TraitName;
  isFear: boolean;
}

/**
 * Which traits get a quest and which one is the fear quest. Normally the 3 weakest, with the fear
 * slot drawn at random among them. When the bank runs short (every title of a kind is already
 * available or active), what gives way, in this order: first the weakest-traits choice (a trait
 * with only fear quests left takes the fear slot; a trait with nothing left is replaced by the
 * next weakest that has something), then the fear quest (a round with no fear quest left anywhere
 * has none), then the round size (fewer than 3 traits with anything left: a smaller round; an
 * empty one means every title of the bank is waiting to be done).
 */
function planSlots(order: readonly TraitName[], pools: ReadonlyMap<TraitName, Pools>, random: RandomFn): Slot[] {
  const has = (trait: TraitName, isFear: boolean) => (pools.get(trait)?.[isFear ? 'fear' : 'plain'].length ?? 0) > 0;
  // The positions that can hold the fear quest: it has one left and every other trait a plain one.
  const fearPositions = (traits: TraitName[]) =>
    traits.flatMap((trait, i) => (has(trait, true) && traits.every((t, j) => j === i || has(t, false)) ? [i] : []));
  for (let size = Math.min(QUESTS_PER_ROUND, order.length); size > 0; size -= 1) {
    for (const withFear of [true, false]) {
      for (const combo of combinations(order.length, size)) {
        const traits = combo.map((i) => order[i] as TraitName);
        // -1: no position is the fear one, for a round without a fear quest.
        const choices = withFear ? fearPositions(traits) : traits.every((t) => has(t, false)) ? [-1] : [];
        if (choices.length === 0) continue;
        const fearAt = pick(random, choices);
        return traits.map((traitName, i) => ({ traitName, isFear: i === fearAt }));
      }
    }
  }
  return [];
}

export interface QuestRoundInput {
  traits: readonly TraitStanding[];
  /** Every stored quest; only available and active titles are blocked. */
  existing: readonly Quest[];
  now: Instant;
  random: RandomFn;
  newId: () => string;
}

/**
 * A new round of available quests, weakest trait first. xpReward is the base for the
 * difficulty; the fear bonus is applied when XP is awarded (see awardedQuestXp).
 */
export function generateQuestRound({ traits, existing, now, random, newId }: QuestRoundInput): Quest[] {
  const blocked = new Set<string>();
  const seen = new Set<string>();
  for (const quest of existing) {
    seen.add(titleKey(quest.title));
    if (questStatus(quest) !== 'completed') blocked.add(titleKey(quest.title));
  }
  const order = weakestTraits(traits, TRAIT_NAMES.length);
  const pools = new Map(order.map((trait) => [trait, poolsFor(trait, blocked, seen)] as const));
  const createdAt = new Date(toEpochMs(now)).toISOString();

  return planSlots(order, pools, random).map(({ traitName, isFear }) => {
    const pool = pools.get(traitName) as Pools;
    const entry = pick(random, isFear ? pool.fear : pool.plain);
    return {
      id: newId(),
      title: entry.title,
      description: entry.description,
      traitName,
      duration: entry.duration,
      durationMinutes: entry.durationMinutes,
      xpReward: QUEST_BASE_XP[entry.difficulty],
      difficulty: entry.difficulty,
      isFear,
      createdAt,
      startedAt: null,
      completedAt: null,
    };
  });
}
