import type { Goal, GoalCheckIn } from '@ninety/domain';
import { afterEach, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import type { NinetyDatabase } from './database';
import { readEarlierNotes, readGoalsShown } from './goal-reads';

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

it('reads every open goal and a page of the achieved newest first, with how many notes each lock holds', async () => {
  db = freshDb();
  // Five years of goals one after another, each with a note a day, and two still open.
  const achieved = Array.from({ length: 20 }, (_, n) => goal(n));
  const open = [goal(20, true), goal(21, true)];
  await db.goals.bulkPut([...achieved, ...open]);
  await db.goalCheckIns.bulkPut([...achieved, ...open].flatMap((g, n) => notes(g, n)));

  const first = await readGoalsShown(10, '2026-12-02', db);
  expect(first.open.map((g) => g.title).sort()).toEqual(['Goal 20', 'Goal 21']);
  expect(first.achieved.map((g) => g.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Goal ${19 - i}`));
  expect(first.achievedCount).toBe(20);
  // The 12 goals shown, each with its 90 notes counted and none of them today's.
  expect([...first.notes.keys()].sort()).toEqual([...first.open, ...first.achieved].map((g) => g.id).sort());
  expect([...first.notes.values()]).toEqual(Array.from({ length: 12 }, () => ({ today: null, earlier: 90 })));

  const more = await readGoalsShown(30, '2026-12-02', db);
  expect(more.achieved.map((g) => g.title).at(-1)).toBe('Goal 0');
  expect(more.notes.size).toBe(22);
});

it("tells today's note apart, and counts only the notes made since the lock's start", async () => {
  db = freshDb();
  // Reset on day 40 at 09:30:20: its start moves there, the notes before it stay stored. Stored
  // instants may be written with or without seconds and fractions, which sort apart as text.
  const reset = { ...goal(0, true), startDate: '2021-02-12T09:30:20Z', endDate: '2021-05-13T09:30:20Z' };
  const before = notes(goal(0), 0).slice(0, 40);
  const sameMinute = [
    // Made in the reset's minute, one before it and one after it whose text sorts before it.
    { id: id(1), goalId: reset.id, day: '2021-02-12', note: 'Before the reset', createdAt: '2021-02-12T09:30:10.000Z' },
    { id: id(2), goalId: reset.id, day: '2021-02-12', note: 'Just after the reset', createdAt: '2021-02-12T09:30:20.250Z' },
    { id: id(3), goalId: reset.id, day: '2021-02-13', note: 'The next day', createdAt: '2021-02-13T09:30:20.5Z' },
    { id: id(4), goalId: reset.id, day: '2021-02-14', note: 'Today', createdAt: '2021-02-14T08:00Z' },
  ];
  await db.goals.put(reset);
  await db.goalCheckIns.bulkPut([...before, ...sameMinute]);

  const shown = await readGoalsShown(10, '2021-02-14', db);
  expect(shown.notes.get(reset.id)).toEqual({ today: sameMinute[3], earlier: 2 });
  // The day before, there is no note of today's date yet; the 14th's is then an earlier one.
  expect((await readGoalsShown(10, '2021-02-13', db)).notes.get(reset.id)).toEqual({ today: sameMinute[2], earlier: 2 });

  const lock = { goalId: reset.id, startDate: reset.startDate, today: '2021-02-14' };
  expect((await readEarlierNotes(lock, db)).map((n) => n.note)).toEqual(['The next day', 'Just after the reset']);
  // A note of the 12th made before the reset is of the lock before: its day is free again.
  expect((await readGoalsShown(10, '2021-02-12', db)).notes.get(reset.id)).toEqual({ today: sameMinute[1], earlier: 2 });
});

it('reads nothing more with no goals', async () => {
  db = freshDb();
  expect(await readGoalsShown(10, '2026-12-02', db)).toEqual({ open: [], achieved: [], achievedCount: 0, notes: new Map() });
});
