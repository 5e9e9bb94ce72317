/**
 * What the Goals screen reads: every goal still open and a page of the achieved ones, with the
 * daily notes of those goals only. Goals are few (one per lock: a goal a week would be some 260
 * after five years) and are read whole; their notes grow every day and are read through the
 * `goalId` index for the goals on screen, never the whole table (docs/decisions/0024). The writes
 * are goal-repo's.
 */
import type { Goal, GoalCheckIn } from '@ninety/domain';
import { getDatabase, type NinetyDatabase } from './database';

export interface GoalsShown {
  /** Not achieved: locked, or finished and waiting to be marked achieved. */
  open: Goal[];
  /** The newest `limit` achieved goals, newest achieved first. */
  achieved: Goal[];
  achievedCount: number;
  /** The notes of the goals above, every lock's. */
  checkIns: GoalCheckIn[];
}

/** Newest achieved first; equal instants by id, the greater first, as on every device. */
function newestAchievedFirst(a: Goal, b: Goal): number {
  const byTime = Date.parse(b.achievedAt!) - Date.parse(a.achievedAt!);
  return byTime || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

export async function readGoalsShown(limit: number, db: NinetyDatabase = getDatabase()): Promise<GoalsShown> {
  return db.transaction('r', db.goals, db.goalCheckIns, async () => {
    const goals = await db.goals.toArray();
    const open = goals.filter((goal) => goal.achievedAt === null);
    const allAchieved = goals.filter((goal) => goal.achievedAt !== null).sort(newestAchievedFirst);
    const achieved = allAchieved.slice(0, limit);
    const ids = [...open, ...achieved].map((goal) => goal.id);
    const checkIns = ids.length === 0 ? [] : await db.goalCheckIns.where('goalId').anyOf(ids).toArray();
    return { open, achieved, achievedCount: allAchieved.length, checkIns };
  });
}
