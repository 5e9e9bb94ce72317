import type { Stats, TraitResponse } from '@ninety/api';
import {
  deriveStats,
  statsStableUntil,
  type DerivedStats,
  type TraitStat,
} from '@ninety/domain';
import type { Db } from '../db/open';
import { currentVersion } from '../db/version';
import { mirroredRecords } from './records-mirror';
import { getSettings } from './settings';

export function presentTrait(trait: TraitStat): TraitResponse {
  return { id: trait.traitName.toLowerCase(), ...trait };
}

function presentStats(stats: DerivedStats): Stats {
  const { currentHP, maxHP, consecutiveDays, dailyStreak, weeklyStreak, monthlyStreak, currentWeight, liquidX, hpBarStyle } =
    stats;
  return {
    currentHP,
    maxHP,
    consecutiveDays,
    dailyStreak,
    weeklyStreak,
    monthlyStreak,
    currentWeight,
    traits: stats.traits.map(presentTrait),
    liquidX,
    hpBarStyle,
  };
}

interface CachedStats {
  version: number;
  from: number;
  until: number;
  stats: Stats;
  /** The traits as the domain derived them, for choosing the weakest in a quest round. */
  traits: TraitStat[];
  json: string;
}

const cache = new WeakMap<Db, CachedStats>();

/**
 * Stats derived by the domain from every stored record, cached until a write (the version
 * counter moves) or until the next instant they could change on their own, so a phone polling
 * the dashboard costs a lookup, not five years of records.
 */
export function currentStats(db: Db, now: Date): CachedStats {
  const nowMs = now.getTime();
  const version = currentVersion(db);
  const cached = cache.get(db);
  if (cached && cached.version === version && nowMs >= cached.from && nowMs < cached.until) return cached;
  const records = mirroredRecords(db);
  const settings = getSettings(db);
  const derived = deriveStats(records, settings, nowMs);
  const stats = presentStats(derived);
  const until = statsStableUntil(records, settings.timeZone, nowMs);
  const entry = { version, from: nowMs, until, stats, traits: derived.traits, json: JSON.stringify(stats) };
  cache.set(db, entry);
  return entry;
}
