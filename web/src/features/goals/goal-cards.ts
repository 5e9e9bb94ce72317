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

const STATE_ORDER: Record<GoalCardState, number> = { finished: 0, locked: 1, achieved: 2 };

/** Finished goals first (they wait for the user), then locked ones by days left, then achieved. */
export function goalCards(goals: Iterable<Goal>, checkIns: readonly GoalCheckIn[], now: Instant, timeZone: string): GoalCardView[] {
  return [...goals]
    .map((goal) => goalCardView(goal, checkIns, now, timeZone))
    .sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.daysLeft - b.daysLeft || (a.id < b.id ? -1 : 1));
}
