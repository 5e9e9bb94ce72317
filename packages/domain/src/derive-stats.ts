/**
 * Everything the screens show about the player, derived from the stored records: HP, the
 * streaks and the gold counter, traits and XP, the liquid X. Nothing of it is stored, so the
 * device and the server always agree. It runs on every screen render on a phone, so it reads
 * each record once, in linear time (see bench/).
 */
import { consistentDayList, consistentDays, countConsistentDays, isConsistentDay } from './consistency';
import { hpBarStyle, type HpBarStyle } from './hp';
import { currentHp } from './hp-events';
import { liquidXState, type LiquidX } from './liquid-x';
import type { StoredRecords } from './records';
import type { Settings } from './records';
import { localDayResolver } from './stats-local-days';
import { prepareStatsRecords, type StatsRecords } from './stats-records';
import { streaks } from './streaks';
import { toEpochMs, type Instant } from './time';
import { totalXp, traitStats, traitXp } from './traits';
import type { TraitStat } from './xp';

export interface DerivedStats {
  currentHP: number;
  /** The Starting HP setting: HP is clamped to 0..maxHP and the bar shows currentHP / maxHP. */
  maxHP: number;
  hpBarStyle: HpBarStyle;
  /** The gold counter, n/90 (one missed day forgiven). */
  consecutiveDays: number;
  dailyStreak: number;
  weeklyStreak: number;
  monthlyStreak: number;
  /** Yesterday was missed and forgiven: one more missed day resets consecutiveDays. */
  forgivenMissInUse: boolean;
  liquidX: LiquidX;
  /** The latest logged weight in lbs, or null before the first. */
  currentWeight: number | null;
  /** All six, in the fixed order Consistency, Fitness, Finance, Focus, Resilience, Persuasion. */
  traits: TraitStat[];
  /** XP Earned: the sum over all traits. */
  totalXP: number;
  /** Local day number (time.ts) of `now` in settings.timeZone. */
  today: number;
  todayConsistent: boolean;
  /** Every consistent local day number, oldest first. */
  consistentDays: number[];
}

/** The weight with the latest loggedAt (ties: the greatest id, as the list is ordered by id). */
function latestWeight(records: StatsRecords): number | null {
  const { items } = records.weights;
  return items.length > 0 ? (items[items.length - 1]?.weight ?? null) : null;
}

/**
 * The player's stats at `now`, from the records and the resolved settings (records.settings is
 * not read again: the caller resolves it once with resolveSettings). Only what happened at or
 * before `now` counts; the same record given twice counts once; the order of the records in
 * their arrays does not matter.
 */
export function deriveStats(records: StoredRecords, settings: Settings, now: Instant): DerivedStats {
  const nowMs = toEpochMs(now);
  const maxHP = settings.startingHp;
  const dayOf = localDayResolver(settings.timeZone);
  const prepared = prepareStatsRecords(records, nowMs);
  const days = consistentDays(prepared, settings.dailyTargetOz, dayOf);
  const streakCounts = streaks(days);
  const currentHP = currentHp(prepared, maxHP);
  const xp = traitXp(prepared, countConsistentDays(days), dayOf);
  return {
    currentHP,
    maxHP,
    hpBarStyle: hpBarStyle(currentHP, maxHP),
    consecutiveDays: streakCounts.consecutiveDays,
    dailyStreak: streakCounts.dailyStreak,
    weeklyStreak: streakCounts.weeklyStreak,
    monthlyStreak: streakCounts.monthlyStreak,
    forgivenMissInUse: streakCounts.forgivenMissInUse,
    liquidX: liquidXState({ ...streakCounts, currentHP, maxHP }),
    currentWeight: latestWeight(prepared),
    traits: traitStats(xp),
    totalXP: totalXp(xp),
    today: days.today,
    todayConsistent: isConsistentDay(days, days.today),
    consistentDays: consistentDayList(days),
  };
}
