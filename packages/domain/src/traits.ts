/**
 * XP per trait from every source of docs/product.md (Traits and XP). XP is only ever added, so it is
 * a sum over the records and needs no ordering; levels follow from the totals (xp.ts).
 */
import { TRAIT_NAMES, type TraitName, type WeightEntry, type WorkoutCompletion } from './records';
import type { LocalDayOf } from './stats-local-days';
import type { Ordered } from './stats-order';
import { taskDoneOnTime, type StatsRecords } from './stats-records';
import { awardedQuestXp, normalizeTraitName, traitStatFromXp, type TraitStat } from './xp';

export const XP_PER_CONSISTENT_DAY = 50;
/** A priority task completed on time: 5 x its hpImpact, to Focus. */
export const XP_PER_TASK_HP = 5;
export const XP_PER_STRETCH = 25;
export const XP_PER_WORKOUT_DAY = 50;
export const XP_PER_WEIGHT_DAY = 10;
export const XP_PER_GOAL_ACHIEVED = 500;

export type TraitXp = Record<TraitName, number>;

export function emptyTraitXp(): TraitXp {
  return { Consistency: 0, Fitness: 0, Finance: 0, Focus: 0, Resilience: 0, Persuasion: 0 };
}

/**
 * Distinct (local day, key) pairs of instants given in time order. Their days come in order
 * too, so one day's keys are all that need remembering; only a clock change at midnight can
 * put a later instant on an earlier day, and then a Set of every pair takes over.
 */
export function distinctPerDay(at: Float64Array, keyOf: (index: number) => string, dayOf: LocalDayOf): number {
  let count = 0;
  let lastDay = -Infinity;
  const keysToday: string[] = [];
  for (let i = 0; i < at.length; i += 1) {
    const day = dayOf(at[i] as number);
    if (day < lastDay) return new Set(Array.from(at, (instant, j) => `${dayOf(instant)}|${keyOf(j)}`)).size;
    if (day > lastDay) {
      lastDay = day;
      keysToday.length = 0;
    }
    const key = keyOf(i);
    if (!keysToday.includes(key)) {
      keysToday.push(key);
      count += 1;
    }
  }
  return count;
}

/** Local days with a weight logged: +10 Fitness counts once a day. */
function weightDays(weights: Ordered<WeightEntry>, dayOf: LocalDayOf): number {
  return distinctPerDay(weights.at, () => '', dayOf);
}

/**
 * A workout day counts once: rules.md gives +50 for a "workout day marked done", and a day is
 * marked done or not. Two taps, two devices, or today's workout of a plan regenerated after the
 * day was marked (a new workout, a new id) earn +50 once.
 */
function workoutDays(completions: Ordered<WorkoutCompletion>, dayOf: LocalDayOf): number {
  return distinctPerDay(completions.at, () => '', dayOf);
}

/** Total XP per trait, from the prepared records and the number of consistent local days. */
export function traitXp(records: StatsRecords, consistentDayCount: number, dayOf: LocalDayOf): TraitXp {
  const xp = emptyTraitXp();
  for (const quest of records.quests.items) {
    const trait = normalizeTraitName(quest.traitName);
    xp[trait] += awardedQuestXp(quest);
  }
  const { tasks } = records;
  for (let i = 0; i < tasks.items.length; i += 1) {
    if (taskDoneOnTime(tasks, i)) xp.Focus += XP_PER_TASK_HP * (tasks.hpImpact[i] as number);
  }
  xp.Consistency += XP_PER_CONSISTENT_DAY * consistentDayCount + XP_PER_GOAL_ACHIEVED * records.goalsAchieved;
  xp.Fitness +=
    XP_PER_STRETCH * records.stretches.items.length +
    XP_PER_WORKOUT_DAY * workoutDays(records.workouts, dayOf) +
    XP_PER_WEIGHT_DAY * weightDays(records.weights, dayOf);
  return xp;
}

/** The six traits in their fixed order (Consistency, Fitness, Finance, Focus, Resilience, Persuasion). */
export function traitStats(xp: TraitXp): TraitStat[] {
  return TRAIT_NAMES.map((name) => traitStatFromXp(name, xp[name]));
}

export function totalXp(xp: TraitXp): number {
  return TRAIT_NAMES.reduce((sum, name) => sum + xp[name], 0);
}
