/**
 * The weekly split a plan is generated from: push, pull, legs, upper body, lower body and core,
 * full body, and active recovery on Sunday, so every muscle group is trained twice a week with
 * a day of mobility to recover. Each day lists six exercise slots, main lifts first: a plan
 * always keeps the first four and adds the accessories of slots 5 and 6 when it draws 5 or 6
 * exercises. Each slot offers alternatives that train the same thing, so a regenerated plan
 * varies without losing its balance. Weights are working weights in lbs for an intermediate
 * lifter (dumbbell weights are per hand); bodyweight and mobility moves carry none.
 */

export interface ExerciseOption {
  name: string;
  sets: number;
  /** Rep counts to draw from. */
  reps: readonly number[];
  /** Weights (lbs) to draw from; absent for bodyweight and mobility moves. */
  weight?: readonly number[];
}

export interface WorkoutDayTemplate {
  /** 1 = Monday ... 7 = Sunday. */
  dayOfWeek: number;
  muscleGroup: string;
  titles: readonly string[];
  /** Six slots, main lifts first; the names of one day never repeat. */
  slots: readonly (readonly ExerciseOption[])[];
}

function lift(name: string, sets: number, reps: readonly number[], weight?: readonly number[]): ExerciseOption {
  return weight ? { name, sets, reps, weight } : { name, sets, reps };
}

export const WEEKLY_SPLIT: readonly WorkoutDayTemplate[] = [
  {
    dayOfWeek: 1,
    muscleGroup: 'Chest, Shoulders & Triceps',
    titles: ['Push Power', 'Press & Push', 'Chest Day Strength'],
    slots: [
      [lift('Barbell Bench Press', 4, [5, 6, 8], [135, 155, 185]), lift('Dumbbell Bench Press', 4, [8, 10], [50, 60, 70])],
      [lift('Overhead Press', 4, [6, 8], [75, 95, 115]), lift('Seated Dumbbell Shoulder Press', 3, [8, 10], [35, 40, 50])],
      [lift('Incline Dumbbell Press', 3, [8, 10, 12], [40, 50, 60]), lift('Incline Barbell Press', 3, [6, 8], [115, 135])],
      [lift('Tricep Rope Pushdown', 3, [10, 12, 15], [40, 50, 60]), lift('Dips', 3, [8, 10, 12]), lift('Overhead Tricep Extension', 3, [10, 12], [40, 50])],
      [lift('Lateral Raise', 3, [12, 15], [15, 20, 25]), lift('Cable Lateral Raise', 3, [12, 15], [10, 15])],
      [lift('Cable Fly', 3, [12, 15], [25, 30, 35]), lift('Push-Ups', 3, [15, 20, 25])],
    ],
  },
  {
    dayOfWeek: 2,
    muscleGroup: 'Back & Biceps',
    titles: ['Pull Power', 'Back Builder', 'Row & Curl'],
    slots: [
      [lift('Deadlift', 4, [5], [185, 225, 275]), lift('Barbell Row', 4, [6, 8], [115, 135, 155])],
      [lift('Pull-Ups', 4, [6, 8, 10]), lift('Lat Pulldown', 4, [8, 10, 12], [100, 120, 140])],
      [lift('Seated Cable Row', 3, [10, 12], [100, 120]), lift('One-Arm Dumbbell Row', 3, [8, 10, 12], [50, 60, 70])],
      [lift('Barbell Curl', 3, [8, 10, 12], [50, 60, 70]), lift('Dumbbell Curl', 3, [10, 12], [25, 30, 35])],
      [lift('Face Pull', 3, [12, 15], [30, 40, 50]), lift('Rear Delt Fly', 3, [12, 15], [15, 20])],
      [lift('Hammer Curl', 3, [10, 12], [25, 30, 35]), lift('Preacher Curl', 3, [10, 12], [40, 50, 60])],
    ],
  },
  {
    dayOfWeek: 3,
    muscleGroup: 'Quads, Hamstrings & Glutes',
    titles: ['Leg Day', 'Squat Strength', 'Lower Body Power'],
    slots: [
      [lift('Back Squat', 4, [5, 6, 8], [185, 205, 225]), lift('Front Squat', 4, [6, 8], [135, 155, 185])],
      [lift('Romanian Deadlift', 3, [8, 10], [135, 155, 185]), lift('Lying Leg Curl', 3, [10, 12], [70, 80, 90])],
      [lift('Leg Press', 3, [10, 12], [270, 320, 360]), lift('Bulgarian Split Squat', 3, [8, 10], [30, 40, 50])],
      [lift('Standing Calf Raise', 4, [12, 15, 20], [90, 110, 135]), lift('Seated Calf Raise', 4, [15, 20], [45, 70, 90])],
      [lift('Leg Extension', 3, [12, 15], [70, 90, 110]), lift('Walking Lunges', 3, [10, 12], [25, 30, 35])],
      [lift('Barbell Hip Thrust', 3, [8, 10, 12], [135, 185, 225]), lift('Glute Bridge', 3, [15, 20])],
    ],
  },
  {
    dayOfWeek: 4,
    muscleGroup: 'Upper Body',
    titles: ['Upper Body Volume', 'Upper Body Pump', 'Upper Body Builder'],
    slots: [
      [lift('Dumbbell Bench Press', 4, [10, 12], [45, 55, 65]), lift('Machine Chest Press', 4, [10, 12], [100, 120, 140])],
      [lift('Chest-Supported Row', 4, [10, 12], [40, 50, 60]), lift('T-Bar Row', 4, [8, 10], [70, 90, 115])],
      [lift('Arnold Press', 3, [10, 12], [30, 35, 40]), lift('Landmine Press', 3, [10, 12], [45, 70])],
      [lift('Chin-Ups', 3, [6, 8, 10]), lift('Neutral-Grip Pulldown', 3, [10, 12], [100, 120])],
      [lift('EZ-Bar Curl', 3, [10, 12], [50, 60, 70]), lift('Incline Dumbbell Curl', 3, [10, 12], [20, 25, 30])],
      [lift('Skull Crusher', 3, [10, 12], [50, 60, 70]), lift('Close-Grip Bench Press', 3, [8, 10], [115, 135])],
    ],
  },
  {
    dayOfWeek: 5,
    muscleGroup: 'Legs & Core',
    titles: ['Lower Body & Core', 'Hinge & Core', 'Legs & Abs'],
    slots: [
      [lift('Trap Bar Deadlift', 4, [5, 6], [205, 245, 275]), lift('Goblet Squat', 4, [10, 12], [50, 60, 70])],
      [lift('Reverse Lunge', 3, [10, 12], [30, 40]), lift('Step-Ups', 3, [10, 12], [25, 30, 35])],
      [lift('Single-Leg Romanian Deadlift', 3, [8, 10], [30, 40, 50]), lift('Good Morning', 3, [8, 10], [75, 95])],
      [lift('Hanging Knee Raise', 3, [12, 15]), lift('Cable Crunch', 3, [12, 15], [50, 60, 70])],
      [lift('Russian Twist', 3, [20, 30], [15, 20, 25]), lift('Bicycle Crunch', 3, [20, 30])],
      [lift('Dead Bug', 3, [10, 12]), lift('Ab Wheel Rollout', 3, [8, 10, 12])],
    ],
  },
  {
    dayOfWeek: 6,
    muscleGroup: 'Full Body',
    titles: ['Full Body Circuit', 'Total Body Strength', 'Athletic Full Body'],
    slots: [
      [lift('Kettlebell Swing', 4, [15, 20], [35, 44, 53]), lift('Dumbbell Thruster', 4, [10, 12], [25, 30, 35])],
      [lift('Push Press', 4, [6, 8], [95, 115]), lift('Dumbbell Clean and Press', 3, [8, 10], [30, 35, 40])],
      [lift('Inverted Row', 3, [10, 12]), lift('Renegade Row', 3, [8, 10], [25, 30, 35])],
      [lift('Burpees', 3, [10, 12, 15]), lift('Box Jumps', 3, [8, 10])],
      [lift('Mountain Climbers', 3, [20, 30]), lift('Jump Squats', 3, [12, 15])],
      [lift('Plank Shoulder Taps', 3, [16, 20]), lift('Medicine Ball Slam', 3, [10, 12], [15, 20, 25])],
    ],
  },
  {
    dayOfWeek: 7,
    muscleGroup: 'Mobility',
    titles: ['Active Recovery', 'Mobility Flow', 'Recovery & Mobility'],
    slots: [
      [lift('Cat-Cow', 2, [10, 12]), lift("Child's Pose to Cobra", 2, [8, 10])],
      [lift("World's Greatest Stretch", 2, [5, 6]), lift('Hip 90/90 Switches', 2, [8, 10])],
      [lift('Thoracic Rotations', 2, [8, 10]), lift('Thread the Needle', 2, [8, 10])],
      [lift('Bird Dog', 2, [8, 10]), lift('Deep Squat Hold Pries', 2, [5, 6])],
      [lift('Band Pull-Apart', 2, [15, 20]), lift('Wall Slides', 2, [10, 12])],
      [lift('Ankle Rocks', 2, [10, 12]), lift('Leg Swings', 2, [10, 15])],
    ],
  },
];
