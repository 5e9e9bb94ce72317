/**
 * Valid records of every table, for the tests of the row schemas, the import, the sync mutations
 * and the device's local store (imported there as @ninety/api/testing). Ids are fixed UUIDv7s so failures read the same on every run.
 */
import type { Quest, StoredRecords, Workout } from '@ninety/domain';

export const AT = '2026-11-21T09:10:00.000Z';

/** A UUIDv7-shaped id ending in `n`, distinct per n. */
export const uuid = (n: number) => `019a4f0e-8c1d-7b2a-9c3d-${n.toString(16).padStart(12, '0')}`;

export function sampleQuest(n: number, overrides: Partial<Quest> = {}): Quest {
  return {
    id: uuid(1000 + n),
    title: `Call a stranger #${n}`,
    description: 'Make one cold call and ask for feedback.',
    traitName: 'Persuasion',
    duration: '15 min',
    durationMinutes: 15,
    xpReward: 100,
    difficulty: 'medium',
    isFear: true,
    createdAt: AT,
    startedAt: null,
    completedAt: null,
    ...overrides,
  };
}

const EXERCISES = [
  { name: 'Bench press', sets: 4, reps: 8, weight: 135 },
  { name: 'Push-ups', sets: 3, reps: 15 },
  { name: 'Dips', sets: 3, reps: 10 },
  { name: 'Cable fly', sets: 3, reps: 12, weight: 27.5 },
];

export const PLAN_ID = uuid(2000);

export function samplePlan(planId = PLAN_ID, base = 2000, createdAt = AT): Workout[] {
  return [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
    id: uuid(base + dayOfWeek),
    planId,
    dayOfWeek,
    title: `Day ${dayOfWeek}`,
    muscleGroup: 'chest',
    exercises: EXERCISES.map((exercise) => ({ ...exercise })),
    createdAt,
  }));
}

export const GOAL_ID = uuid(3000);

export function sampleRecords(): StoredRecords {
  return {
    waterLogs: [{ id: uuid(1), amount: 16, loggedAt: AT }],
    tasks: [
      { id: uuid(10), title: 'Call the bank', dueDate: '2026-11-21T11:10:00.000Z', hpImpact: 10, createdAt: AT, completedAt: null },
      { id: uuid(11), title: 'Pay rent', dueDate: '2026-11-22T09:10:00.000Z', hpImpact: 25, createdAt: AT, completedAt: AT },
    ],
    quests: [sampleQuest(1), sampleQuest(2, { isFear: false, difficulty: 'easy', xpReward: 50, startedAt: AT })],
    workouts: samplePlan(),
    workoutCompletions: [{ id: uuid(20), workoutId: uuid(2001), completedAt: AT }],
    stretchCompletions: [{ id: uuid(21), routineId: 'morning-stretch', completedAt: AT }],
    weights: [{ id: uuid(30), weight: 182, loggedAt: AT }],
    goals: [
      {
        id: GOAL_ID,
        title: 'Run a marathon',
        description: 'Train four times a week and finish a full marathon.',
        startDate: AT,
        endDate: '2027-02-19T09:10:00.000Z',
        penalty: 100,
        createdAt: AT,
        achievedAt: null,
      },
    ],
    goalCheckIns: [{ id: uuid(40), goalId: GOAL_ID, day: '2026-11-21', note: 'Ran 5 km before work.', createdAt: AT }],
    goalResets: [{ id: uuid(41), goalId: GOAL_ID, resetAt: AT, paymentId: 'pi_3Nabc123', hpPenalty: true }],
    checklistItems: [
      {
        id: uuid(50),
        locationName: 'Gym',
        itemName: 'Towel',
        checked: false,
        checkedAt: AT,
        latitude: 38.722252,
        longitude: -9.139337,
        userId: 'default-user',
        createdAt: AT,
      },
    ],
    settings: [
      { key: 'dailyTargetOz', value: 96, updatedAt: AT },
      { key: 'timeZone', value: 'Europe/Lisbon', updatedAt: AT },
    ],
  };
}
