/**
 * 90-day locked goals (docs/product.md, Goals): the lock arithmetic, daily check-ins and the paid reset.
 * Everything is computed from startDate, endDate and achievedAt at the time asked; isLocked,
 * days left and progress are never stored.
 */
import { CHECKIN_NOTE_MAX } from './constants';
import { REFUSALS, type RefusalCode } from './mutations/refusals';
import type { Goal, GoalCheckIn } from './records';
import { localDate, MS_PER_DAY, toEpochMs, type Instant } from './time';

export const GOAL_LOCK_DAYS = 90;
/** Dollars. */
export const GOAL_PENALTY_DEFAULT = 100;
/** HP lost on a paid override while the Goal Reset Penalty setting is on. */
export const GOAL_RESET_HP_PENALTY = 20;

const LOCK_MS = GOAL_LOCK_DAYS * MS_PER_DAY;

const iso = (at: Instant) => new Date(toEpochMs(at)).toISOString();

/**
 * End of a lock that starts at `start`: exactly 90 x 24 hours later, an instant, so it does not
 * move with the user's zone or with daylight-saving changes.
 */
export function goalEndDate(start: Instant): string {
  return iso(toEpochMs(start) + LOCK_MS);
}

/** New dates of a goal reset at `at` (a paid override): the 90 days start again. */
export function resetGoalDates(at: Instant): { startDate: string; endDate: string } {
  return { startDate: iso(at), endDate: goalEndDate(at) };
}

export interface GoalLockState {
  /** Whole days until endDate, rounded up, minimum 0: 90 at creation, 0 from endDate on. */
  daysLeft: number;
  /** (90 - daysLeft) / 90, within 0..1. */
  progress: number;
  /** Locked while any time is left. */
  isLocked: boolean;
  /** The 90 days are over (whether or not the user has marked it achieved). */
  isFinished: boolean;
  isAchieved: boolean;
  /** Finished and not yet marked achieved: the "achieved" action is open. */
  canAchieve: boolean;
}

/**
 * Days left round up: a goal created now shows 90 days and progress 0 (not 89 a millisecond
 * later), and it shows 0 days, progress 1, exactly when its endDate is reached, the same instant
 * it unlocks. So "1 day left" means anything from a millisecond to 24 hours.
 */
export function goalLockState(goal: Pick<Goal, 'endDate' | 'achievedAt'>, now: Instant): GoalLockState {
  const remainingMs = Date.parse(goal.endDate) - toEpochMs(now);
  const daysLeft = Math.max(0, Math.ceil(remainingMs / MS_PER_DAY));
  // A goal stored with a span other than 90 days (imported, or hand-made) must not show a bar
  // below 0 or past full.
  const progress = Math.min(1, Math.max(0, (GOAL_LOCK_DAYS - daysLeft) / GOAL_LOCK_DAYS));
  const isFinished = daysLeft === 0;
  const isAchieved = goal.achievedAt !== null;
  return { daysLeft, progress, isLocked: !isFinished, isFinished, isAchieved, canAchieve: isFinished && !isAchieved };
}

/** A goal still counts as active (analytics "active goals") until it is marked achieved. */
export function isGoalActive(goal: Pick<Goal, 'achievedAt'>): boolean {
  return goal.achievedAt === null;
}

/** "100.00": the penalty is always shown with two decimals. */
export function formatPenalty(penalty: number): string {
  return penalty.toFixed(2);
}

/** The locked card's button, "Override ($100.00 penalty)". */
export function overrideButtonLabel(penalty: number): string {
  return `Override ($${formatPenalty(penalty)} penalty)`;
}

/**
 * Check-ins a reset at `resetAt` wipes: every check-in of that goal made before the reset, which
 * at the moment of the override is all of them. Comparing instants rather than deleting "all
 * there are now" keeps a replay order-independent: a note written after the override on another
 * device survives even if the override reaches the server later.
 */
export function checkInsWipedByReset(checkIns: Iterable<GoalCheckIn>, goalId: string, resetAt: Instant): GoalCheckIn[] {
  const at = toEpochMs(resetAt);
  return [...checkIns].filter((c) => c.goalId === goalId && Date.parse(c.createdAt) < at);
}

/**
 * Whether a check-in of the goal made at `createdAt` is of its current 90 days: made at or after
 * its startDate, which a reset moves.
 */
export function madeInCurrentLock(createdAt: string, goal: Pick<Goal, 'startDate'>): boolean {
  return Date.parse(createdAt) >= Date.parse(goal.startDate);
}

/** The check-ins of the goal's current 90 days (madeInCurrentLock), newest day first. */
export function currentCheckIns(checkIns: Iterable<GoalCheckIn>, goal: Pick<Goal, 'id' | 'startDate'>): GoalCheckIn[] {
  return [...checkIns]
    .filter((c) => c.goalId === goal.id && madeInCurrentLock(c.createdAt, goal))
    .sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0));
}

/** The local date ("YYYY-MM-DD") a check-in made at `now` is for. */
export function checkInDay(now: Instant, timeZone: string): string {
  return localDate(now, timeZone);
}

/** Texts shared with the API messages so a form and the server say the same thing. */
export const CHECK_IN_MESSAGES = {
  achieved: REFUSALS['checkin-goal-achieved'].text,
  noteRequired: REFUSALS['checkin-note-required'].text,
  noteTooLong: REFUSALS['checkin-note-too-long'].text,
  dayTaken: REFUSALS['checkin-day-taken'].text,
  readOnly: 'Check-in notes are read-only once saved',
} as const;

export interface CheckInAttempt {
  goal: Pick<Goal, 'id' | 'startDate' | 'achievedAt'>;
  note: string;
  /** Every stored check-in (any goal); only this goal's current ones count. */
  checkIns: Iterable<GoalCheckIn>;
  now: Instant;
  timeZone: string;
  /** The day the device showed the user, when replaying; defaults to the local day of `now`. */
  day?: string;
}

/**
 * Why a check-in cannot be saved, or null when it can: not for an achieved goal, a note of 1 to
 * 500 characters once trimmed, and one per goal per local day. A note wiped by a reset frees its
 * day again. Editing a saved note is never allowed (CHECK_IN_MESSAGES.readOnly).
 */
export function checkInError(attempt: CheckInAttempt): string | null {
  const code = checkInRefusal(attempt);
  return code === null ? null : REFUSALS[code].text;
}

/** checkInError by its refusal code (the rule the goal.checkin mutation applies). */
export function checkInRefusal({ goal, note, checkIns, now, timeZone, day }: CheckInAttempt): RefusalCode | null {
  if (goal.achievedAt !== null) return 'checkin-goal-achieved';
  const trimmed = note.trim();
  if (trimmed.length === 0) return 'checkin-note-required';
  if (trimmed.length > CHECKIN_NOTE_MAX) return 'checkin-note-too-long';
  const forDay = day ?? checkInDay(now, timeZone);
  if (currentCheckIns(checkIns, goal).some((c) => c.day === forDay)) return 'checkin-day-taken';
  return null;
}
