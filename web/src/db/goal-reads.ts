/**
 * What the Goals screen reads: every goal still open and a page of the achieved ones, with what
 * their cards show of their daily notes: today's note and how many earlier ones the lock holds.
 * The earlier notes themselves are read when a card opens them. Goals are few (one per lock: a
 * goal a week would be some 260 after five years) and are read whole; their notes grow every day
 * and are read through indexes for the goals on screen, never the whole table
 * (docs/decisions/0024). The writes are goal-repo's.
 */
import Dexie from 'dexie';
import { currentCheckIns, madeInCurrentLock, type Goal, type GoalCheckIn } from '@ninety/domain';
import { getDatabase, type NinetyDatabase } from './database';

/** Where a goal's current notes are: its id, its lock's start, and the local day that is today. */
export interface LockNotes {
  goalId: string;
  startDate: string;
  today: string;
}

/** What a card shows of its lock's notes before they are opened. */
export interface GoalNotesShown {
  /** Today's note of this lock, or null. */
  today: GoalCheckIn | null;
  /** How many notes of this lock are for other days (readEarlierNotes reads them). */
  earlier: number;
}

export interface GoalsShown {
  /** Not achieved: locked, or finished and waiting to be marked achieved. */
  open: Goal[];
  /** The newest `limit` achieved goals, newest achieved first. */
  achieved: Goal[];
  achievedCount: number;
  /** For each goal above, by id. */
  notes: ReadonlyMap<string, GoalNotesShown>;
}

/** Newest achieved first; equal instants by id, the greater first, as on every device. */
function newestAchievedFirst(a: Goal, b: Goal): number {
  const byTime = Date.parse(b.achievedAt!) - Date.parse(a.achievedAt!);
  return byTime || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * The goal's notes made from its lock's minute on, through the `[goalId+createdAt]` index. A
 * stored instant may be written with or without its seconds and their fractions ("…T09:10Z",
 * "…T09:10:00.000Z"), which order differently as text within a minute but never across one:
 * starting at the minute keeps every note of the lock, and madeInCurrentLock decides the rest.
 */
function fromLockMinute(db: NinetyDatabase, goal: Pick<Goal, 'id' | 'startDate'>) {
  return db.goalCheckIns.where('[goalId+createdAt]').between([goal.id, lockMinute(goal)], [goal.id, Dexie.maxKey]);
}

/** "2021-02-12T09:30": the minute a lock began, as every stored instant in it starts. */
const lockMinute = (goal: Pick<Goal, 'startDate'>) => goal.startDate.slice(0, 16);

/**
 * How many notes the goal's lock holds: the index's count from the lock's minute, less the notes
 * of that minute made before the lock began (a note written just before a reset). A count is
 * one request; reading the keys instead stepped a cursor through every note, which cost more
 * than the rows it saved reading.
 */
async function lockNoteCount(db: NinetyDatabase, goal: Goal): Promise<number> {
  const minute = lockMinute(goal);
  const [fromMinute, ofMinute] = await Promise.all([
    fromLockMinute(db, goal).count(),
    db.goalCheckIns
      .where('[goalId+createdAt]')
      .between([goal.id, minute], [goal.id, `${minute}\uffff`])
      .keys(),
  ]);
  return fromMinute - ofMinute.filter((key) => !madeInCurrentLock((key as unknown as [string, string])[1], goal)).length;
}

/** Today's note of the lock and how many notes of other days it holds. */
async function notesShown(db: NinetyDatabase, goal: Goal, today: string): Promise<GoalNotesShown> {
  const [inLock, ofDay] = await Promise.all([lockNoteCount(db, goal), db.goalCheckIns.where('[goalId+day]').equals([goal.id, today]).toArray()]);
  const ofToday = currentCheckIns(ofDay, goal);
  return { today: ofToday[0] ?? null, earlier: inLock - ofToday.length };
}

export async function readGoalsShown(limit: number, today: string, db: NinetyDatabase = getDatabase()): Promise<GoalsShown> {
  return db.transaction('r', db.goals, db.goalCheckIns, async () => {
    const goals = await db.goals.toArray();
    const open = goals.filter((goal) => goal.achievedAt === null);
    const allAchieved = goals.filter((goal) => goal.achievedAt !== null).sort(newestAchievedFirst);
    const achieved = allAchieved.slice(0, limit);
    const shown = [...open, ...achieved];
    // Every goal's reads at once: one transaction's requests queue without a round trip between them.
    const notes = await Promise.all(shown.map((goal) => notesShown(db, goal, today)));
    return { open, achieved, achievedCount: allAchieved.length, notes: new Map(shown.map((goal, i) => [goal.id, notes[i]!])) };
  });
}

/** The notes of the lock for days other than today, newest day first. */
export async function readEarlierNotes({ goalId, startDate, today }: LockNotes, db: NinetyDatabase = getDatabase()): Promise<GoalCheckIn[]> {
  const goal = { id: goalId, startDate };
  const notes = currentCheckIns(await fromLockMinute(db, goal).toArray(), goal);
  return notes.filter((note) => note.day !== today);
}
