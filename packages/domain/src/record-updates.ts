/**
 * How a stored record changes under a user action, shared by the server (services) and the
 * device (local mutators), so a change applied offline on the phone and the same change
 * replayed on the server leave the same record. Each function is pure: it takes the stored
 * state and the action time and answers the new record, or null when nothing changes.
 */
import { GOAL_PENALTY_DEFAULT, goalEndDate } from './goals';
import type { Goal, Quest, Task, WorkoutCompletion } from './records';
import type { SettingKey, SettingRecord } from './records';
import { localDayNumber, toEpochMs, type Instant } from './time';

const iso = (at: Instant) => new Date(toEpochMs(at)).toISOString();

/** A new task made at `at`: due instant kept in UTC, not completed. */
export function newTask(input: Pick<Task, 'id' | 'title' | 'dueDate' | 'hpImpact'>, at: Instant): Task {
  return {
    id: input.id,
    title: input.title,
    dueDate: iso(input.dueDate),
    hpImpact: input.hpImpact,
    createdAt: iso(at),
    completedAt: null,
  };
}

/** A new goal made at `at`: locked for 90 days from then, with the fixed penalty. */
export function newGoal(input: Pick<Goal, 'id' | 'title' | 'description'>, at: Instant): Goal {
  const start = iso(at);
  return {
    id: input.id,
    title: input.title,
    description: input.description,
    startDate: start,
    endDate: goalEndDate(start),
    penalty: GOAL_PENALTY_DEFAULT,
    createdAt: start,
    achievedAt: null,
  };
}

/**
 * The record after a completion at `at`, or null when it stays as it is. The earliest completion
 * wins: whatever order two devices' completions arrive in, the record ends with the same
 * completedAt, so HP and XP are granted once and the same way everywhere (tasks and quests).
 */
export function withEarliestCompletion<T extends { completedAt: string | null }>(record: T, at: Instant): T | null {
  if (record.completedAt !== null && Date.parse(record.completedAt) <= toEpochMs(at)) return null;
  return { ...record, completedAt: iso(at) };
}

/**
 * The goal after being marked achieved at `at`, or null when it stays as it is: the earliest
 * mark wins, so two devices marking it agree whatever order their changes arrive in. Callers
 * refuse a goal still locked first.
 */
export function withEarliestAchievement(goal: Goal, at: Instant): Goal | null {
  if (goal.achievedAt !== null && Date.parse(goal.achievedAt) <= toEpochMs(at)) return null;
  return { ...goal, achievedAt: iso(at) };
}

/** The quest after a start at `at`, or null when an earlier (or the same) start is stored. */
export function withEarliestStart(quest: Quest, at: Instant): Quest | null {
  if (quest.startedAt !== null && Date.parse(quest.startedAt) <= toEpochMs(at)) return null;
  return { ...quest, startedAt: iso(at) };
}

/**
 * The quest after a completion at `at`, or null when nothing changes. Callers refuse a quest that
 * was never started first. A completion stamped before the start (two devices' clocks, or a
 * replay where an earlier start arrives later) is moved to the start, so a quest never reads as
 * done before it began.
 */
export function withQuestCompleted(quest: Quest, at: Instant): Quest | null {
  const completed = withEarliestCompletion(quest, at);
  if (!completed || quest.startedAt === null) return completed;
  return toEpochMs(at) < Date.parse(quest.startedAt) ? { ...completed, completedAt: quest.startedAt } : completed;
}

/** Titles compare trimmed and case-blind, as generateQuestRound compares them. */
export function questTitleKey(title: string): string {
  return title.trim().toLowerCase();
}

export interface QuestRoundStore {
  /** The round as a device (or the server) generated it. */
  round: readonly Quest[];
  /** Ids already stored, live or deleted: a replayed or deleted quest is not stored again. */
  knownIds: ReadonlySet<string>;
}

/**
 * The quests of a round to store: every quest not already known, by id. A round is stored as
 * the device made it (docs/product.md), even when another device opened a quest with the same title
 * meanwhile: skipping it would leave the device that made it holding a quest the server never
 * stored once its change is acknowledged. Avoiding open titles is a rule of generation
 * (generateQuestRound), applied to what the generating device knows.
 */
export function questsToStore({ round, knownIds }: QuestRoundStore): Quest[] {
  return round.filter((quest) => !knownIds.has(quest.id));
}

/**
 * Whether this workout was already marked done on the local day (in `timeZone`) that holds `at`:
 * the same workout is not marked twice a day, however many devices mark it.
 */
export function workoutDoneOnDay(
  completions: Iterable<Pick<WorkoutCompletion, 'workoutId' | 'completedAt'>>,
  workoutId: string,
  at: Instant,
  timeZone: string,
): boolean {
  const day = localDayNumber(at, timeZone);
  for (const done of completions) {
    if (done.workoutId === workoutId && localDayNumber(done.completedAt, timeZone) === day) return true;
  }
  return false;
}

/**
 * Whether the local day that holds `at` is already marked done, by any workout: the day earns
 * +50 Fitness once (traits.ts), so a plan regenerated after the day was marked has nothing left
 * to mark today. `completions` needs only the newest completion, as none is stamped after now.
 */
export function workoutDayMarked(completions: Iterable<Pick<WorkoutCompletion, 'completedAt'>>, at: Instant, timeZone: string): boolean {
  const day = localDayNumber(at, timeZone);
  for (const done of completions) {
    if (localDayNumber(done.completedAt, timeZone) === day) return true;
  }
  return false;
}

/** What an import does to the settings. */
export interface SettingsImport {
  /** The file's settings, exactly as the file holds them, each with its own time. */
  put: SettingRecord[];
  /** Held settings the file does not have: they go back to their defaults. */
  remove: SettingKey[];
}

/**
 * An import restores exactly what the file holds: its settings as they are, and every other
 * held setting removed. The one exception is the time zone of a file that has none: the zone is
 * the device's own (set at first start), not a choice the file could have made.
 */
export function settingsImport(fromFile: readonly SettingRecord[], held: Iterable<SettingKey>): SettingsImport {
  const inFile = new Set(fromFile.map((setting) => setting.key));
  return {
    put: fromFile.map((setting) => ({ ...setting })),
    remove: [...held].filter((key) => !inFile.has(key) && key !== 'timeZone'),
  };
}

/** Ids held now that an import does not contain: they become tombstones. */
export function idsMissingFromImport(held: Iterable<string>, imported: Iterable<{ id: string }>): string[] {
  const keep = new Set<string>();
  for (const row of imported) keep.add(row.id);
  return [...held].filter((id) => !keep.has(id));
}
