/**
 * What a goal card shows (docs/product.md, Goals): its lock, days left and progress, today's note and
 * how many earlier ones this lock holds, and what can be done now. Everything comes from the
 * stored goal and what was read of its notes (db/goal-reads.ts) at `now`; nothing here is stored.
 */
import { GOAL_LOCK_DAYS, goalLockState, overrideButtonLabel, type Goal, type GoalCheckIn, type Instant } from '@ninety/domain';
import type { GoalNotesShown, LockNotes } from '../../db/goal-reads';
import { formatDate } from '../../lib/format';

export type GoalCardState = 'locked' | 'finished' | 'achieved';

export interface GoalCardView {
  id: string;
  title: string;
  description: string;
  state: GoalCardState;
  daysLeft: number;
  /** "90 days left", "1 day left", "0 days left". */
  daysLeftText: string;
  /** (90 - days left) / 90. */
  progress: number;
  /** "Day 12 of 90". */
  progressText: string;
  /** "Override ($100.00 penalty)", the stored penalty with two decimals. */
  overrideLabel: string;
  /** Today's note (read-only once saved), or null. */
  todayNote: GoalCheckIn | null;
  /** How many notes of this lock are for earlier days, and where to read them when opened. */
  earlierNotes: { count: number; lock: LockNotes };
  /** A note can be written today: not achieved, and none yet today. */
  canCheckIn: boolean;
  /** "Achieved Nov 21, 2026". */
  achievedText: string | null;
}

/** The notes of a goal with none: a new goal, or one a reset has just wiped. */
const NO_NOTES: GoalNotesShown = { today: null, earlier: 0 };

/** `today` is the local day the notes were read for (checkInDay of `now`). */
export function goalCardView(goal: Goal, notes: GoalNotesShown, today: string, now: Instant, timeZone: string): GoalCardView {
  const lock = goalLockState(goal, now);
  const todayNote = notes.today;
  const state: GoalCardState = lock.isAchieved ? 'achieved' : lock.isFinished ? 'finished' : 'locked';
  return {
    id: goal.id,
    title: goal.title,
    description: goal.description,
    state,
    daysLeft: lock.daysLeft,
    daysLeftText: `${lock.daysLeft} ${lock.daysLeft === 1 ? 'day' : 'days'} left`,
    progress: lock.progress,
    progressText: `Day ${Math.min(GOAL_LOCK_DAYS, GOAL_LOCK_DAYS - lock.daysLeft + 1)} of ${GOAL_LOCK_DAYS}`,
    overrideLabel: overrideButtonLabel(goal.penalty),
    todayNote,
    earlierNotes: { count: notes.earlier, lock: { goalId: goal.id, startDate: goal.startDate, today } },
    canCheckIn: state !== 'achieved' && todayNote === null,
    achievedText: goal.achievedAt === null ? null : `Achieved ${formatDate(goal.achievedAt, timeZone)}`,
  };
}

/**
 * The cards in the screen's order: finished goals first (they wait for the user), then locked
 * ones by days left, then the achieved ones as given (newest achieved first, a page of them).
 */
export function goalCards(
  open: readonly Goal[],
  achieved: readonly Goal[],
  notes: ReadonlyMap<string, GoalNotesShown>,
  today: string,
  now: Instant,
  timeZone: string,
): GoalCardView[] {
  const view = (goal: Goal) => goalCardView(goal, notes.get(goal.id) ?? NO_NOTES, today, now, timeZone);
  const waiting = open.map(view).sort((a, b) => Number(a.state !== 'finished') - Number(b.state !== 'finished') || a.daysLeft - b.daysLeft || (a.id < b.id ? -1 : 1));
  return [...waiting, ...achieved.map(view)];
}
