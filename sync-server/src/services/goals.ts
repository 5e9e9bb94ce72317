import { MESSAGES, type GoalResponse } from '@ninety/api';
import { currentCheckIns, goalLockState, type Goal, type GoalCheckIn } from '@ninety/domain';
import type { Db } from '../db/open';
import { findRecord, liveRecords } from '../db/records-repo';
import { ServiceError } from './service-error';

export function findGoal(db: Db, id: string): Goal {
  const found = findRecord(db, 'goals', id);
  if (!found || found.deleted) throw new ServiceError('not-found', MESSAGES.goalNotFound);
  return found.row;
}

export function listGoals(db: Db): Goal[] {
  return liveRecords(db, 'goals').sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
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
