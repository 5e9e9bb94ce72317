import { MESSAGES } from '@ninety/api';
import { checkInError, goalLockState, newGoal, withEarliestAchievement } from '@ninety/domain';
import { readSettings } from '../local-settings';
import { isKnown, liveOrFail, LocalMutationError, refuseIfBeforeRecord, type LocalMutators } from './mutator';

/** 90-day goals: as the server's services/goals.ts. The paid override is online only. */
export const GOAL_MUTATORS: LocalMutators<'goal.create' | 'goal.checkin' | 'goal.achieve'> = {
  'goal.create': async (db, args, occurredAt) => {
    if (await isKnown(db, 'goals', args.id)) return;
    await db.goals.add(newGoal(args, occurredAt));
  },
  'goal.checkin': async (db, args, occurredAt) => {
    if (await isKnown(db, 'goalCheckIns', args.id)) return;
    const goal = await liveOrFail(db, 'goals', args.goalId, MESSAGES.goalNotFound);
    refuseIfBeforeRecord(occurredAt, goal.createdAt);
    // One note per goal per local day: a second one (this device or another) is refused.
    const error = checkInError({
      goal,
      note: args.note,
      checkIns: await db.goalCheckIns.where('goalId').equals(args.goalId).toArray(),
      now: occurredAt,
      timeZone: (await readSettings(db)).timeZone,
      day: args.day,
    });
    if (error) throw new LocalMutationError(error);
    await db.goalCheckIns.add({ id: args.id, goalId: args.goalId, day: args.day, note: args.note, createdAt: occurredAt });
  },
  'goal.achieve': async (db, args, occurredAt) => {
    const goal = await liveOrFail(db, 'goals', args.id, MESSAGES.goalNotFound);
    refuseIfBeforeRecord(occurredAt, goal.createdAt);
    if (goal.achievedAt === null && !goalLockState(goal, occurredAt).canAchieve) {
      throw new LocalMutationError(MESSAGES.goalStillLocked);
    }
    const achieved = withEarliestAchievement(goal, occurredAt);
    if (achieved) await db.goals.put(achieved);
  },
};
