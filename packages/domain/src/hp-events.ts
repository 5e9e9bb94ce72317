/**
 * Current HP from the records (docs/product.md, HP). HP starts full and is clamped to 0..max after
 * every event, so a drain at 0 HP is lost and a gain at full HP is lost: the order of events
 * matters and is fixed as (instant, kind, id), whatever order the records came in.
 */
import { WATER_LOG_HP } from './constants';
import { GOAL_RESET_HP_PENALTY } from './goals';
import { clampHp } from './hp';
import type { GoalReset, Task } from './records';
import { compareStrings, orderByInstant } from './stats-order';
import { taskDoneOnTime, type StatsRecords } from './stats-records';

/**
 * Tie-break of events at the same millisecond: by kind, then by id. Any fixed order would do;
 * this one applies gains before drains, which is also the order the actions usually happen in.
 */
export const HP_EVENT_KIND = { water: 0, taskOnTime: 1, taskOverdue: 2, goalReset: 3 } as const;
export type HpEventKind = (typeof HP_EVENT_KIND)[keyof typeof HP_EVENT_KIND];

/**
 * The events of one kind, in (instant, id) order. Merging the kinds' streams gives the whole
 * (instant, kind, id) order in one linear pass: across streams only instants and kinds are
 * compared, and most streams come ordered already (logs by their instant, drains by due date).
 */
export interface HpStream {
  kind: HpEventKind;
  at: Float64Array;
  delta: Float64Array;
}

/** Tasks completed on time, ordered by completion instant then id (they come by due date). */
function onTimeStream(records: StatsRecords): HpStream {
  const { tasks } = records;
  let count = 0;
  for (let i = 0; i < tasks.items.length; i += 1) if (taskDoneOnTime(tasks, i)) count += 1;
  const indices = new Int32Array(count);
  const doneAt = new Float64Array(count);
  for (let i = 0, k = 0; i < tasks.items.length; i += 1) {
    if (taskDoneOnTime(tasks, i)) {
      indices[k] = i;
      doneAt[k] = tasks.completedAt[i] as number;
      k += 1;
    }
  }
  const idOf = (k: number) => (tasks.items[indices[k] as number] as Task).id;
  const order = orderByInstant(doneAt, count, (a, b) => compareStrings(idOf(a), idOf(b)));
  const at = new Float64Array(count);
  const delta = new Float64Array(count);
  for (let k = 0; k < count; k += 1) {
    const next = order[k] as number;
    at[k] = doneAt[next] as number;
    delta[k] = tasks.hpImpact[indices[next] as number] as number;
  }
  return { kind: HP_EVENT_KIND.taskOnTime, at, delta };
}

/** Tasks found overdue: already in (due instant, id) order, as the tasks are. */
function overdueStream(records: StatsRecords): HpStream {
  const { tasks, now } = records;
  const at = new Float64Array(tasks.items.length);
  const delta = new Float64Array(tasks.items.length);
  let count = 0;
  for (let i = 0; i < tasks.items.length; i += 1) {
    const due = tasks.at[i] as number;
    if (!taskDoneOnTime(tasks, i) && now > due) {
      at[count] = due;
      delta[count] = -(tasks.hpImpact[i] as number);
      count += 1;
    }
  }
  return { kind: HP_EVENT_KIND.taskOverdue, at: at.subarray(0, count), delta: delta.subarray(0, count) };
}

function resetStream(records: StatsRecords): HpStream {
  const { resets } = records;
  const at = new Float64Array(resets.items.length);
  let count = 0;
  for (let i = 0; i < resets.items.length; i += 1) {
    if ((resets.items[i] as GoalReset).hpPenalty) {
      at[count] = resets.at[i] as number;
      count += 1;
    }
  }
  return { kind: HP_EVENT_KIND.goalReset, at: at.subarray(0, count), delta: new Float64Array(count).fill(-GOAL_RESET_HP_PENALTY) };
}

/**
 * Water log: +2 at loggedAt. Task completed at or before its due instant: +hpImpact at
 * completedAt. Task not completed by its due instant once `now` is past it: -hpImpact once, at
 * the due instant, keyed by the task id (so copies and replays drain once); a late completion
 * changes nothing. Goal reset with the penalty on: -20 at resetAt. Streams in kind order.
 */
export function hpEventStreams(records: StatsRecords): HpStream[] {
  const { water } = records;
  return [
    { kind: HP_EVENT_KIND.water, at: water.at, delta: new Float64Array(water.at.length).fill(WATER_LOG_HP) },
    onTimeStream(records),
    overdueStream(records),
    resetStream(records),
  ];
}

/** HP after the events of the streams (given in kind order), starting at `maxHp`. */
export function hpFromStreams(streams: readonly HpStream[], maxHp: number): number {
  const heads = new Int32Array(streams.length);
  let hp = maxHp;
  for (;;) {
    let next = -1;
    let nextAt = Infinity;
    for (let s = 0; s < streams.length; s += 1) {
      const { at } = streams[s] as HpStream;
      const head = heads[s] as number;
      // Strictly earlier only: at a tie the earlier stream, the lower kind, goes first.
      if (head < at.length && (at[head] as number) < nextAt) {
        next = s;
        nextAt = at[head] as number;
      }
    }
    if (next < 0) return hp;
    const head = heads[next] as number;
    hp = clampHp(hp + ((streams[next] as HpStream).delta[head] as number), maxHp);
    heads[next] = head + 1;
  }
}

export function currentHp(records: StatsRecords, maxHp: number): number {
  return hpFromStreams(hpEventStreams(records), maxHp);
}
