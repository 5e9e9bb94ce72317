import { MESSAGES, type GoalAchieveArgs, type GoalCheckInArgs, type GoalCreateArgs, type GoalResponse } from '@ninety/api';
import {
  checkInError,
  currentCheckIns,
  goalLockState,
  newGoal,
  withEarliestAchievement,
  type Goal,
  type GoalCheckIn,
} from '@ninety/domain';
import { findRecord, liveRecords, putRecord } from '../db/records-repo';
import type { Db } from '../db/open';
import { refuseIfBeforeRecord, type ActionTime } from './action-time';
import { ServiceError } from './service-error';
import { getSettings } from './settings';

/** Creates a goal locked for 90 days from the action time, with the fixed penalty. */
export function createGoal(db: Db, args: GoalCreateArgs, at: ActionTime): { goal: Goal; created: boolean } {
  const existing = findRecord(db, 'goals', args.id);
  if (existing) return { goal: existing.row, created: false };
  const goal = newGoal(args, at.occurredAt);
  putRecord(db, 'goals', goal);
  return { goal, created: true };
}

export function findGoal(db: Db, id: string): Goal {
  const found = findRecord(db, 'goals', id);
  if (!found || found.deleted) throw new ServiceError('not-found', MESSAGES.goalNotFound);
  return found.row;
}

export function listGoals(db: Db): Goal[] {
  return liveRecords(db, 'goals').sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

/** Marks a goal whose 90 days are over as achieved (+500 Consistency); the earliest mark wins. */
export function achieveGoal(db: Db, args: GoalAchieveArgs, at: ActionTime): Goal {
  const goal = findGoal(db, args.id);
  refuseIfBeforeRecord(at, goal.createdAt);
  if (goal.achievedAt === null && !goalLockState(goal, at.occurredAt).canAchieve) {
    throw new ServiceError('conflict', MESSAGES.goalStillLocked);
  }
  const achieved = withEarliestAchievement(goal, at.occurredAt);
  if (!achieved) return goal;
  putRecord(db, 'goals', achieved);
  return achieved;
}

/** One read-only note per goal per local day; the same id again answers the stored note. */
export function checkIn(db: Db, args: GoalCheckInArgs, at: ActionTime): { checkIn: GoalCheckIn; created: boolean } {
  const existing = findRecord(db, 'goalCheckIns', args.id);
  if (existing) return { checkIn: existing.row, created: false };
  const goal = findGoal(db, args.goalId);
  refuseIfBeforeRecord(at, goal.createdAt);
  const error = checkInError({
    goal,
    note: args.note,
    checkIns: liveRecords(db, 'goalCheckIns'),
    now: at.occurredAt,
    timeZone: getSettings(db).timeZone,
    day: args.day,
  });
  if (error) throw new ServiceError('conflict', error);
  const note: GoalCheckIn = { id: args.id, goalId: args.goalId, day: args.day, note: args.note, createdAt: at.occurredAt };
  putRecord(db, 'goalCheckIns', note);
  return { checkIn: note, created: true };
}

/** The goal's check-ins of its current lock, newest day first. */
export function listCheckIns(db: Db, goalId: string): GoalCheckIn[] {
  const goal = findGoal(db, goalId);
  return currentCheckIns(liveRecords(db, 'goalCheckIns'), goal).sort((a, b) => b.day.localeCompare(a.day));
}

export function presentGoal(goal: Goal, now: Date): GoalResponse {
  const state = goalLockState(goal, now);
  return {
    ...goal,
    isLocked: state.isLocked,
    isCompleted: goal.achievedAt !== null,
    daysLeft: state.daysLeft,
    progress: state.progress,
  };
}
