/**
 * The stored records, as both the device (Dexie) and the server (SQLite) keep them and as they
 * travel in a sync pull. Anything computable from these (HP, XP, levels, streaks, isOverdue,
 * isLocked, days left) is derived by the domain and never stored.
 *
 * Instants are ISO strings in UTC ("2026-11-21T09:10:00.000Z"); local calendar dates are
 * "YYYY-MM-DD" in the user's zone. Ids are UUIDs made on the device where the thing was made.
 */
import type { SettingRecord } from './settings';
import type { WaterLog } from './water';

export type { WaterLog } from './water';
export type { SettingRecord } from './settings';

export const TRAIT_NAMES = ['Consistency', 'Fitness', 'Finance', 'Focus', 'Resilience', 'Persuasion'] as const;
export type TraitName = (typeof TRAIT_NAMES)[number];

export type Difficulty = 'easy' | 'medium' | 'hard';
export type QuestStatus = 'available' | 'active' | 'completed';

export interface Task {
  id: string;
  title: string;
  /** Due instant (creation time plus dueHours). */
  dueDate: string;
  hpImpact: number;
  createdAt: string;
  /** When it was completed; the earliest completion wins when two devices both complete it. */
  completedAt: string | null;
}

export interface Quest {
  id: string;
  title: string;
  description: string;
  traitName: TraitName;
  /** Display text, "15 min" or "1 day". */
  duration: string;
  durationMinutes: number;
  /** Base XP by difficulty; a fear quest awards twice this. */
  xpReward: number;
  difficulty: Difficulty;
  isFear: boolean;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
}

export interface Exercise {
  name: string;
  sets: number;
  reps: number;
  /** Pounds, when the exercise uses a weight. */
  weight?: number;
}

export interface Workout {
  id: string;
  /** The plan this day belongs to; regenerating makes a new plan and retires the old one. */
  planId: string;
  /** 1 = Monday ... 7 = Sunday. */
  dayOfWeek: number;
  title: string;
  muscleGroup: string;
  exercises: Exercise[];
  createdAt: string;
}

/** A workout day marked done on a local date (+50 Fitness). */
export interface WorkoutCompletion {
  id: string;
  workoutId: string;
  completedAt: string;
}

/** A stretch routine completed (+25 Fitness). */
export interface StretchCompletion {
  id: string;
  routineId: string;
  completedAt: string;
}

export interface WeightEntry {
  id: string;
  /** Whole pounds, 50 to 500. */
  weight: number;
  loggedAt: string;
}

export interface Goal {
  id: string;
  title: string;
  description: string;
  /** Start of the current 90-day lock: creation, or the last paid reset. */
  startDate: string;
  /** startDate plus 90 days. */
  endDate: string;
  /** Dollars, default 100; set by the server, never by a client's payment call. */
  penalty: number;
  createdAt: string;
  /** When the user marked the finished goal achieved (+500 Consistency). */
  achievedAt: string | null;
}

/** One read-only note per goal per local day. */
export interface GoalCheckIn {
  id: string;
  goalId: string;
  /** Local date "YYYY-MM-DD" the note is for. */
  day: string;
  note: string;
  createdAt: string;
}

/** A paid override that restarted a goal (-20 HP when the Goal Reset Penalty setting is on). */
export interface GoalReset {
  id: string;
  goalId: string;
  resetAt: string;
  /** The card payment that paid for it; one reset per payment. */
  paymentId: string;
  /** Whether the HP penalty applied, fixed by the setting at the time of the reset. */
  hpPenalty: boolean;
}

export interface ChecklistItem {
  id: string;
  locationName: string;
  itemName: string;
  checked: boolean;
  /** When `checked` was last set; the later action wins. */
  checkedAt: string;
  latitude: number | null;
  longitude: number | null;
  userId: string;
  createdAt: string;
}

/** Everything the stats are derived from. */
export interface StoredRecords {
  waterLogs: readonly WaterLog[];
  tasks: readonly Task[];
  quests: readonly Quest[];
  workouts: readonly Workout[];
  workoutCompletions: readonly WorkoutCompletion[];
  stretchCompletions: readonly StretchCompletion[];
  weights: readonly WeightEntry[];
  goals: readonly Goal[];
  goalCheckIns: readonly GoalCheckIn[];
  goalResets: readonly GoalReset[];
  checklistItems: readonly ChecklistItem[];
  settings: readonly SettingRecord[];
}

export function emptyRecords(): StoredRecords {
  return {
    waterLogs: [],
    tasks: [],
    quests: [],
    workouts: [],
    workoutCompletions: [],
    stretchCompletions: [],
    weights: [],
    goals: [],
    goalCheckIns: [],
    goalResets: [],
    checklistItems: [],
    settings: [],
  };
}
