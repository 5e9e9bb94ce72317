import { beforeRecord } from '../action-times';
import { checkInRefusal, goalLockState } from '../goals';
import { newGoal, withEarliestAchievement } from '../record-updates';
import { defineMutation, done, put, refuse } from './decision';
import { heldRow, record, settings, where } from './reads';
import { CheckInNoteSchema, GoalDescriptionSchema, GoalTitleSchema, localDateField, RecordIdSchema, strictBody, uuidField } from '../records';

/** goal.create: locked for 90 days from the action time, with the fixed penalty. */
export const createGoal = defineMutation({
  name: 'goal.create',
  args: strictBody({ id: RecordIdSchema, title: GoalTitleSchema, description: GoalDescriptionSchema }),
  reads: (args) => ({ goal: record('goals', args.id) }),
  decide: ({ goal }, args, at) => {
    if (goal) return done([], { goal: heldRow(goal), created: false });
    const made = newGoal(args, at.occurredAt);
    return done([put('goals', made)], { goal: made, created: true });
  },
});

/** goal.checkin: one read-only note per goal per local day; the same id again is a replay. */
export const checkInGoal = defineMutation({
  name: 'goal.checkin',
  args: strictBody({ id: RecordIdSchema, goalId: uuidField('goalId'), day: localDateField('day'), note: CheckInNoteSchema }),
  reads: (args) => ({
    note: record('goalCheckIns', args.id),
    goal: record('goals', args.goalId),
    notes: where('goalCheckIns', 'goalId', args.goalId),
    settings: settings(),
  }),
  decide: ({ note, goal, notes, settings }, args, at) => {
    if (note) return done([], { checkIn: heldRow(note), created: false });
    if (!goal || !('live' in goal)) return refuse('goal-not-found');
    if (beforeRecord(at, goal.live.createdAt)) return refuse('change-before-record');
    const refusal = checkInRefusal({
      goal: goal.live,
      note: args.note,
      checkIns: notes,
      now: at.occurredAt,
      timeZone: settings.timeZone,
      day: args.day,
    });
    if (refusal) return refuse(refusal);
    const made = { id: args.id, goalId: args.goalId, day: args.day, note: args.note, createdAt: at.occurredAt };
    return done([put('goalCheckIns', made)], { checkIn: made, created: true });
  },
});

/** goal.achieve: a goal whose 90 days are over (+500 Consistency); the earliest mark wins. */
export const achieveGoal = defineMutation({
  name: 'goal.achieve',
  args: strictBody({ id: RecordIdSchema }),
  reads: (args) => ({ goal: record('goals', args.id) }),
  decide: ({ goal }, _args, at) => {
    if (!goal || !('live' in goal)) return refuse('goal-not-found');
    if (beforeRecord(at, goal.live.createdAt)) return refuse('change-before-record');
    if (goal.live.achievedAt === null && !goalLockState(goal.live, at.occurredAt).canAchieve) return refuse('goal-still-locked');
    const achieved = withEarliestAchievement(goal.live, at.occurredAt);
    return achieved ? done([put('goals', achieved)], achieved) : done([], goal.live);
  },
});
