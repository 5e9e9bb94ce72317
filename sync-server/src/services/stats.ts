import type { Stats, TraitResponse } from '@ninety/api';
import {
  deriveStats,
  localDayNumber,
  startOfLocalDay,
  type DerivedStats,
  type StoredRecords,
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

/**
 * The first instant after `now` at which the stats could change with no write: the next local
 * midnight, a task falling due (it drains once it is past due), or a record stamped in the
 * future by a device whose clock runs ahead coming due.
 */
function nextChangeAt(records: StoredRecords, timeZone: string, now: number): number {
  let next = startOfLocalDay(localDayNumber(now, timeZone) + 1, timeZone);
  // Stored instants are ISO in UTC, whose first 16 characters ("2026-11-21T09:10") sort as
  // the minutes do: a record a whole minute outside [now, next) is ruled out by comparing text,
  // and only the few near that span are parsed (five years hold some 35,000 instants).
  const minute = (ms: number) => new Date(ms).toISOString().slice(0, 16);
  const nowMinute = minute(now);
  let nextMinute = minute(next);
  const consider = (iso: string | null) => {
    if (iso === null) return;
    const at16 = iso.slice(0, 16);
    if (at16 < nowMinute || at16 > nextMinute) return;
    const at = Date.parse(iso);
    if (at >= now && at + 1 < next) {
      next = at + 1;
      nextMinute = minute(next);
    }
  };
  for (const task of records.tasks) consider(task.dueDate);
  for (const log of records.waterLogs) consider(log.loggedAt);
  for (const entry of records.weights) consider(entry.loggedAt);
  for (const task of records.tasks) consider(task.completedAt);
  for (const quest of records.quests) consider(quest.completedAt);
  for (const done of records.workoutCompletions) consider(done.completedAt);
  for (const done of records.stretchCompletions) consider(done.completedAt);
  for (const goal of records.goals) consider(goal.achievedAt);
  for (const reset of records.goalResets) consider(reset.resetAt);
  return next;
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
  const until = nextChangeAt(records, settings.timeZone, nowMs);
  const entry = { version, from: nowMs, until, stats, traits: derived.traits, json: JSON.stringify(stats) };
  cache.set(db, entry);
  return entry;
}
