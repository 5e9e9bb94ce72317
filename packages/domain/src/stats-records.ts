/**
 * The stored records as the stats read them: each id once, every instant parsed once, and only
 * what had happened by `now` (a record from the future, such as a device with a fast clock,
 * counts from the moment it happens). Logs are kept in time order.
 */
import type {
  GoalReset,
  Quest,
  StoredRecords,
  StretchCompletion,
  Task,
  WeightEntry,
  WorkoutCompletion,
} from './records';
import type { WaterLog } from './records';
import { parseInstant } from './stats-instant';
import { mergeOrdered, orderedUnique, type Ordered } from './stats-order';

/** Tasks ordered by due instant (`at`), with when each was completed if that was by `now`. */
export interface StatsTasks extends Ordered<Task> {
  /** completedAt in epoch ms, NaN when not completed by `now`. */
  completedAt: Float64Array;
  /** hpImpact of each task, read once here so later passes need not visit the records again. */
  hpImpact: Float64Array;
}

/** Quests completed by `now`, with their completion instants. */
export interface StatsQuests {
  items: Quest[];
  completedAt: Float64Array;
}

export interface StatsRecords {
  now: number;
  /** Water logs by loggedAt; `value` holds each amount in oz. */
  water: Ordered<WaterLog>;
  tasks: StatsTasks;
  quests: StatsQuests;
  weights: Ordered<WeightEntry>;
  stretches: Ordered<StretchCompletion>;
  workouts: Ordered<WorkoutCompletion>;
  resets: Ordered<GoalReset>;
  /** Goals marked achieved by `now`. */
  goalsAchieved: number;
}

/**
 * Each table's records in time order, made once per array. Stored record arrays are never
 * changed in place (StoredRecords is readonly: a change gives a new array), so the view of an
 * array that was already ordered is still right; a caller that keeps the arrays of the tables a
 * change did not touch (the server's records mirror, a device re-deriving as the minute turns)
 * parses and sorts only what changed. The views do not depend on `now`: `upTo` cuts them after.
 */
const orderedViews = new WeakMap<readonly object[], Ordered<object>>();

/** Arrays made from another by adding rows at its end, with the array they were made from. */
const appendedTo = new WeakMap<readonly object[], readonly object[]>();

/**
 * `next` may hold `previous`'s rows, the same objects in the same order, with new rows after
 * them (the server's records mirror after an insert). If so, its view is made from previous's,
 * reading only the new rows' instants: five years of water logs are not parsed and ordered
 * again after each log. If not, the note is ignored and the view is made from scratch.
 */
export function noteAppended(previous: readonly object[], next: readonly object[]): void {
  // Only an array whose view is made can help, and it no longer points at its own previous
  // one: a chain of noted arrays never keeps old snapshots alive.
  if (next !== previous && orderedViews.has(previous)) appendedTo.set(next, previous);
}

function extendsArray(previous: readonly object[], next: readonly object[]): boolean {
  if (next.length < previous.length) return false;
  for (let i = 0; i < previous.length; i += 1) if (next[i] !== previous[i]) return false;
  return true;
}

function orderedOnce<T extends { id: string }>(
  rows: readonly T[],
  instantOf: (record: T) => string,
  merge: (kept: T, copy: T) => T,
  valueOf?: (record: T) => number,
): Ordered<T> {
  let view = orderedViews.get(rows) as Ordered<T> | undefined;
  if (view === undefined) {
    const previous = appendedTo.get(rows) as readonly T[] | undefined;
    const previousView = previous && (orderedViews.get(previous) as Ordered<T> | undefined);
    view =
      previous && previousView && extendsArray(previous, rows)
        ? mergeOrdered(previousView, orderedUnique(rows.slice(previous.length), instantOf, merge, valueOf), merge)
        : orderedUnique(rows, instantOf, merge, valueOf);
    orderedViews.set(rows, view as Ordered<object>);
    appendedTo.delete(rows);
  }
  return view;
}

/** An unreadable instant sorts after every readable one. */
function instantOrLast(text: string): number {
  const at = parseInstant(text);
  return Number.isNaN(at) ? Infinity : at;
}

/**
 * The earlier of two optional instants: when two devices both complete a task, the earliest
 * completion wins (records.ts), whichever copy arrives first.
 */
function earliest(a: string | null, b: string | null): string | null {
  if (a === null || a === b) return b;
  if (b === null) return a;
  const byTime = instantOrLast(a) - instantOrLast(b);
  return byTime < 0 || ((byTime === 0 || Number.isNaN(byTime)) && a < b) ? a : b;
}

// Copies of one record agree on everything set when it was made (logs never change at all);
// only a later change (a completion, an achievement) can differ between two devices' copies.
const keepFirst = <T>(kept: T): T => kept;

function mergeCompletion<T extends { completedAt: string | null }>(kept: T, copy: T): T {
  const completedAt = earliest(kept.completedAt, copy.completedAt);
  return completedAt === kept.completedAt ? kept : { ...kept, completedAt };
}

/** The entries of an ordered list at or before `now` (a prefix, found by bisection). */
function upTo<T>(list: Ordered<T>, now: number): Ordered<T> {
  let low = 0;
  let high = list.items.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((list.at[mid] as number) <= now) low = mid + 1;
    else high = mid;
  }
  if (low === list.items.length) return list;
  return { items: list.items.slice(0, low), at: list.at.subarray(0, low), value: list.value.subarray(0, low) };
}

function prepareTasks(tasks: readonly Task[], now: number): StatsTasks {
  const ordered = orderedOnce(tasks, (task) => task.dueDate, mergeCompletion);
  const completedAt = new Float64Array(ordered.items.length);
  const hpImpact = new Float64Array(ordered.items.length);
  for (let i = 0; i < ordered.items.length; i += 1) {
    const task = ordered.items[i] as Task;
    const at = task.completedAt === null ? Number.NaN : parseInstant(task.completedAt);
    completedAt[i] = at <= now ? at : Number.NaN;
    hpImpact[i] = task.hpImpact;
  }
  return { ...ordered, completedAt, hpImpact };
}

function prepareQuests(quests: readonly Quest[], now: number): StatsQuests {
  const { items } = orderedOnce(quests, (quest) => quest.createdAt, mergeCompletion);
  const done: Quest[] = [];
  const completedAt: number[] = [];
  for (const quest of items) {
    const at = quest.completedAt === null ? Number.NaN : parseInstant(quest.completedAt);
    if (at <= now) {
      done.push(quest);
      completedAt.push(at);
    }
  }
  return { items: done, completedAt: Float64Array.from(completedAt) };
}

function countAchievedGoals(records: StoredRecords, now: number): number {
  const merge = <T extends { achievedAt: string | null }>(kept: T, copy: T): T => {
    const achievedAt = earliest(kept.achievedAt, copy.achievedAt);
    return achievedAt === kept.achievedAt ? kept : { ...kept, achievedAt };
  };
  const { items } = orderedUnique(records.goals, (goal) => goal.createdAt, merge);
  return items.filter((goal) => goal.achievedAt !== null && parseInstant(goal.achievedAt) <= now).length;
}

/** Completed by `now` and at or before the due instant: the completion that earns HP and XP. */
export function taskDoneOnTime(tasks: StatsTasks, index: number): boolean {
  // NaN (not completed by now) compares false.
  return (tasks.completedAt[index] as number) <= (tasks.at[index] as number);
}

export function prepareStatsRecords(records: StoredRecords, now: number): StatsRecords {
  return {
    now,
    water: upTo(orderedOnce(records.waterLogs, (log) => log.loggedAt, keepFirst, (log) => log.amount), now),
    tasks: prepareTasks(records.tasks, now),
    quests: prepareQuests(records.quests, now),
    weights: upTo(orderedOnce(records.weights, (entry) => entry.loggedAt, keepFirst), now),
    stretches: upTo(orderedOnce(records.stretchCompletions, (done) => done.completedAt, keepFirst), now),
    workouts: upTo(orderedOnce(records.workoutCompletions, (done) => done.completedAt, keepFirst), now),
    resets: upTo(orderedOnce(records.goalResets, (reset) => reset.resetAt, keepFirst), now),
    goalsAchieved: countAchievedGoals(records, now),
  };
}
