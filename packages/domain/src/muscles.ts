/**
 * The muscle regions of the body diagram on the Training screen (spec: front chest, shoulders,
 * biceps, abs, quads, calves; back back, triceps, glutes, hamstrings). docs/product.md asks for
 * recommended exercises on every region, not only chest, biceps and quads. Exercise names match
 * the workout bank where the same move appears there.
 */

export type BodySide = 'front' | 'back';

export const MUSCLE_REGION_IDS = [
  'chest',
  'shoulders',
  'biceps',
  'abs',
  'quads',
  'calves',
  'back',
  'triceps',
  'glutes',
  'hamstrings',
] as const;
export type MuscleRegionId = (typeof MUSCLE_REGION_IDS)[number];

export interface RecommendedExercise {
  name: string;
  sets: number;
  reps: number;
}

export interface MuscleRegion {
  id: MuscleRegionId;
  name: string;
  side: BodySide;
  /** The parts of the region, shown as chips when it is selected. */
  focusAreas: readonly string[];
  exercises: readonly RecommendedExercise[];
}

const ex = (name: string, sets: number, reps: number): RecommendedExercise => ({ name, sets, reps });

export const MUSCLE_REGIONS: readonly MuscleRegion[] = [
  {
    id: 'chest',
    name: 'Chest',
    side: 'front',
    focusAreas: ['Upper Chest', 'Mid Chest', 'Lower Chest'],
    exercises: [ex('Barbell Bench Press', 4, 8), ex('Incline Dumbbell Press', 3, 10), ex('Cable Fly', 3, 12), ex('Push-Ups', 3, 20)],
  },
  {
    id: 'shoulders',
    name: 'Shoulders',
    side: 'front',
    focusAreas: ['Front Delts', 'Side Delts', 'Rear Delts'],
    exercises: [ex('Overhead Press', 4, 8), ex('Lateral Raise', 3, 15), ex('Arnold Press', 3, 10), ex('Face Pull', 3, 15)],
  },
  {
    id: 'biceps',
    name: 'Biceps',
    side: 'front',
    focusAreas: ['Long Head', 'Short Head', 'Brachialis'],
    exercises: [ex('Barbell Curl', 3, 10), ex('Hammer Curl', 3, 12), ex('Incline Dumbbell Curl', 3, 10), ex('Chin-Ups', 3, 8)],
  },
  {
    id: 'abs',
    name: 'Abs',
    side: 'front',
    focusAreas: ['Upper Abs', 'Lower Abs', 'Obliques'],
    exercises: [ex('Hanging Knee Raise', 3, 15), ex('Cable Crunch', 3, 12), ex('Ab Wheel Rollout', 3, 10), ex('Russian Twist', 3, 20)],
  },
  {
    id: 'quads',
    name: 'Quads',
    side: 'front',
    focusAreas: ['Rectus Femoris', 'Vastus Lateralis', 'Vastus Medialis'],
    exercises: [ex('Back Squat', 4, 6), ex('Leg Press', 3, 12), ex('Bulgarian Split Squat', 3, 10), ex('Leg Extension', 3, 15)],
  },
  {
    id: 'calves',
    name: 'Calves',
    side: 'front',
    focusAreas: ['Gastrocnemius', 'Soleus'],
    exercises: [ex('Standing Calf Raise', 4, 15), ex('Seated Calf Raise', 4, 20), ex('Single-Leg Calf Raise', 3, 12)],
  },
  {
    id: 'back',
    name: 'Back',
    side: 'back',
    focusAreas: ['Lats', 'Traps', 'Rhomboids', 'Lower Back'],
    exercises: [ex('Pull-Ups', 4, 8), ex('Barbell Row', 4, 8), ex('Lat Pulldown', 3, 10), ex('Seated Cable Row', 3, 12)],
  },
  {
    id: 'triceps',
    name: 'Triceps',
    side: 'back',
    focusAreas: ['Long Head', 'Lateral Head', 'Medial Head'],
    exercises: [ex('Close-Grip Bench Press', 3, 8), ex('Tricep Rope Pushdown', 3, 12), ex('Skull Crusher', 3, 10), ex('Dips', 3, 10)],
  },
  {
    id: 'glutes',
    name: 'Glutes',
    side: 'back',
    focusAreas: ['Gluteus Maximus', 'Gluteus Medius'],
    exercises: [ex('Barbell Hip Thrust', 3, 10), ex('Romanian Deadlift', 3, 10), ex('Glute Bridge', 3, 15), ex('Reverse Lunge', 3, 10)],
  },
  {
    id: 'hamstrings',
    name: 'Hamstrings',
    side: 'back',
    focusAreas: ['Biceps Femoris', 'Semitendinosus', 'Semimembranosus'],
    exercises: [ex('Romanian Deadlift', 3, 8), ex('Lying Leg Curl', 3, 12), ex('Good Morning', 3, 10), ex('Nordic Hamstring Curl', 3, 6)],
  },
];

/** The region with this id, or null. */
export function muscleRegion(id: string): MuscleRegion | null {
  return MUSCLE_REGIONS.find((r) => r.id === id) ?? null;
}

/** The regions drawn on one side of the body diagram, in the spec's order. */
export function muscleRegionsOn(side: BodySide): MuscleRegion[] {
  return MUSCLE_REGIONS.filter((r) => r.side === side);
}
