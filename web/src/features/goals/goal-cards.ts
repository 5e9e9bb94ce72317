/**
 * What a goal card shows (docs/product.md, Goals): its lock, days left and progress, today's note and
 * the earlier ones of this lock, and what can be done now. Everything comes from the stored
 * goal and check-ins at `now`; nothing here is stored.
 */
import {
  checkInDay,
  currentCheckIns,
  GOAL_LOCK_DAYS,
  goalLockState,
  overrideButtonLabel,
  type Goal,
  type GoalCheckIn,
  type Instant,
} from '@ninety/domain';
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
  /** The notes of earlier days of this lock, newest first. */
  earlierNotes: GoalCheckIn[];
  /** A note can be written today: not achieved, and none yet today. */
  canCheckIn: boolean;
  /** "Achieved Nov 21, 2026". */
  achievedText: string | null;
}

export function goalCardView(goal: Goal, checkIns: Iterable<GoalCheckIn>, now: Instant, timeZone: string): GoalCardView {
  const lock = goalLockState(goal, now);
  const today = checkInDay(now, timeZone);
  const notes = currentCheckIns(checkIns, goal);
  const todayNote = notes.find((note) => note.day === today) ?? null;
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
    earlierNotes: notes.filter((note) => note.day !== today),
    canCheckIn: state !== 'achieved' && todayNote === null,
    achievedText: goal.achievedAt === null ? null : `Achieved ${formatDate(goal.achievedAt, timeZone)}`,
  };
}

/**
 * The cards in the screen's order: finished goals first (they wait for the user), then locked
 * ones by days left, then the achieved ones as given (newest achieved first, a page of them).
 * Each card takes its own goal's notes, grouped once: five years of notes are not walked once per
 * goal.
 */
export function goalCards(
  open: readonly Goal[],
  achieved: readonly Goal[],
  checkIns: Iterable<GoalCheckIn>,
  now: Instant,
  timeZone: string,
): GoalCardView[] {
  const notesOf = new Map<string, GoalCheckIn[]>();
  for (const checkIn of checkIns) {
    const notes = notesOf.get(checkIn.goalId);
    if (notes) notes.push(checkIn);
    else notesOf.set(checkIn.goalId, [checkIn]);
  }
  const view = (goal: Goal) => goalCardView(goal, notesOf.get(goal.id) ?? [], now, timeZone);
  const waiting = open.map(view).sort((a, b) => Number(a.state !== 'finished') - Number(b.state !== 'finished') || a.daysLeft - b.daysLeft || (a.id < b.id ? -1 : 1));
  return [...waiting, ...achieved.map(view)];
}
