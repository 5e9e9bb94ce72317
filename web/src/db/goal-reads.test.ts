import type { Goal, GoalCheckIn } from '@ninety/domain';
import { afterEach, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import type { NinetyDatabase } from './database';
import { readGoalsShown } from './goal-reads';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

const id = (n: number) => `0190f0a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const DAY = 86_400_000;
const START = Date.UTC(2021, 0, 4, 9);
const iso = (ms: number) => new Date(ms).toISOString();

/** The goal of the n-th 90 days since START, achieved at their end unless `open`. */
function goal(n: number, open = false): Goal {
  const start = START + n * 90 * DAY;
  return {
    id: id(n),
    title: `Goal ${n}`,
    description: 'Ten characters at least',
    startDate: iso(start),
    endDate: iso(start + 90 * DAY),
    penalty: 100,
    createdAt: iso(start),
    achievedAt: open ? null : iso(start + 91 * DAY),
  };
}

/** A note on each of the goal's 90 days. */
function notes(goal: Goal, n: number): GoalCheckIn[] {
  const start = Date.parse(goal.startDate);
  return Array.from({ length: 90 }, (_, day) => ({
    id: id(1000 * (n + 1) + day),
    goalId: goal.id,
    day: iso(start + day * DAY).slice(0, 10),
    note: `Day ${day + 1}`,
    createdAt: iso(start + day * DAY),
  }));
}

it('reads every open goal, a page of the achieved newest first, and the notes of those goals only', async () => {
  db = freshDb();
  // Five years of goals one after another, each with a note a day, and two still open.
  const achieved = Array.from({ length: 20 }, (_, n) => goal(n));
  const open = [goal(20, true), goal(21, true)];
  await db.goals.bulkPut([...achieved, ...open]);
  await db.goalCheckIns.bulkPut([...achieved, ...open].flatMap((g, n) => notes(g, n)));

  const first = await readGoalsShown(10, db);
  expect(first.open.map((g) => g.title).sort()).toEqual(['Goal 20', 'Goal 21']);
  expect(first.achieved.map((g) => g.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Goal ${19 - i}`));
  expect(first.achievedCount).toBe(20);
  // 12 goals shown, 90 notes each: not the 1,980 of the table.
  expect(first.checkIns).toHaveLength(12 * 90);
  expect(new Set(first.checkIns.map((c) => c.goalId))).toEqual(new Set([...first.open, ...first.achieved].map((g) => g.id)));

  const more = await readGoalsShown(30, db);
  expect(more.achieved.map((g) => g.title).at(-1)).toBe('Goal 0');
  expect(more.checkIns).toHaveLength(22 * 90);
});

it('reads nothing more with no goals', async () => {
  db = freshDb();
  expect(await readGoalsShown(10, db)).toEqual({ open: [], achieved: [], achievedCount: 0, checkIns: [] });
});
