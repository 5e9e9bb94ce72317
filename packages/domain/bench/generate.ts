/**
 * Seeded records of years of daily use, for the deriveStats benchmark. Per year of use, the
 * rates give the brief's five-year figures: about 20,000 water logs, 5,000 tasks, 2,000 quests
 * and 1,800 weights in five years. Arrays come in storage order (by id, and ids are UUIDv7, so
 * by creation time), the way Dexie and SQLite hand them back.
 */
import {
  DEFAULT_SETTINGS,
  MS_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  TRAIT_NAMES,
  emptyRecords,
  type Difficulty,
  type Quest,
  type Settings,
  type StoredRecords,
  type Task,
} from '../src/index';

/** mulberry32: the bench's own small PRNG, so the data never depends on other code's randomness. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface BenchData {
  records: StoredRecords;
  settings: Settings;
  now: string;
}

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];
const BASE_XP: Readonly<Record<Difficulty, number>> = { easy: 50, medium: 100, hard: 200 };
/** 2026-01-01T05:00Z, midnight in New York. */
const FIRST_DAY_START = Date.UTC(2026, 0, 1, 5);

export function generateBenchData(years: number, seed: number): BenchData {
  const random = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  let counter = 0;
  const uuid7 = (at: number) => {
    counter += 1;
    const time = at.toString(16).padStart(12, '0');
    const rest = (counter.toString(16) + int(0, 0xffffff).toString(16)).padStart(20, '0');
    return `${time.slice(0, 8)}-${time.slice(8)}-7${rest.slice(0, 3)}-8${rest.slice(3, 6)}-${rest.slice(8, 20)}`;
  };
  const iso = (at: number) => new Date(at).toISOString();
  const records = { ...emptyRecords() } as {
    -readonly [K in keyof StoredRecords]: StoredRecords[K][number][];
  };
  const days = Math.round(years * 365.25);
  for (let d = 0; d < days; d += 1) {
    const dayStart = FIRST_DAY_START + d * MS_PER_DAY;
    const at = (hourFrom: number, hourTo: number) => dayStart + int(hourFrom * 60, hourTo * 60) * MS_PER_MINUTE + int(0, 59_999);
    const idle = random() < 0.08; // about one day in twelve nothing is logged
    const waterCount = idle ? 0 : int(8, 16);
    for (let i = 0; i < waterCount; i += 1) {
      const loggedAt = at(7, 22);
      records.waterLogs.push({ id: uuid7(loggedAt), amount: pick([8, 12, 16]), loggedAt: iso(loggedAt) });
    }
    const taskCount = idle ? 0 : int(1, 5);
    for (let i = 0; i < taskCount; i += 1) {
      const createdAt = at(8, 20);
      const dueDate = createdAt + int(1, 144) * 30 * MS_PER_MINUTE;
      const fate = random();
      const completedAt = fate < 0.8 ? createdAt + (dueDate - createdAt) * random() : fate < 0.9 ? dueDate + int(1, 48) * MS_PER_HOUR : null;
      const task: Task = {
        id: uuid7(createdAt),
        title: `Task ${counter}`,
        dueDate: iso(dueDate),
        hpImpact: int(1, 10) * 5,
        createdAt: iso(createdAt),
        completedAt: completedAt === null ? null : iso(Math.round(completedAt)),
      };
      records.tasks.push(task);
    }
    const questCount = int(0, 2) + (random() < 0.1 ? 1 : 0);
    for (let i = 0; i < questCount; i += 1) {
      const createdAt = at(6, 12);
      const difficulty = pick(DIFFICULTIES);
      const startedAt = random() < 0.8 ? createdAt + int(1, 120) * MS_PER_MINUTE : null;
      const quest: Quest = {
        id: uuid7(createdAt),
        title: `Quest ${counter}`,
        description: 'Do the thing that scares you a little.',
        traitName: pick(TRAIT_NAMES),
        duration: '1 hour',
        durationMinutes: 60,
        xpReward: BASE_XP[difficulty],
        difficulty,
        isFear: random() < 1 / 3,
        createdAt: iso(createdAt),
        startedAt: startedAt === null ? null : iso(startedAt),
        completedAt: startedAt !== null && random() < 0.85 ? iso(startedAt + int(10, 600) * MS_PER_MINUTE) : null,
      };
      records.quests.push(quest);
    }
    if (random() < 0.985) {
      const loggedAt = at(6, 9);
      records.weights.push({ id: uuid7(loggedAt), weight: int(170, 190), loggedAt: iso(loggedAt) });
    }
    if (random() < 0.55) {
      const completedAt = at(17, 20);
      records.workoutCompletions.push({ id: uuid7(completedAt), workoutId: `workout-${d % 7}`, completedAt: iso(completedAt) });
    }
    if (random() < 0.5) {
      const completedAt = at(20, 22);
      records.stretchCompletions.push({ id: uuid7(completedAt), routineId: 'evening', completedAt: iso(completedAt) });
    }
    if (d % 90 === 0) {
      const createdAt = at(9, 10);
      const achieved = random() < 0.7 ? iso(createdAt + 91 * MS_PER_DAY) : null;
      records.goals.push({
        id: uuid7(createdAt),
        title: `Goal ${counter}`,
        description: 'Ninety days of showing up.',
        startDate: iso(createdAt),
        endDate: iso(createdAt + 90 * MS_PER_DAY),
        penalty: 100,
        createdAt: iso(createdAt),
        achievedAt: achieved,
      });
      if (achieved === null && random() < 0.5) {
        const resetAt = createdAt + int(10, 80) * MS_PER_DAY;
        records.goalResets.push({ id: uuid7(resetAt), goalId: `goal-${d}`, resetAt: iso(resetAt), paymentId: `pi_${d}`, hpPenalty: true });
      }
    }
  }
  for (const list of Object.values(records)) (list as { id: string }[]).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const settings: Settings = { ...DEFAULT_SETTINGS, timeZone: 'America/New_York' };
  return { records, settings, now: iso(FIRST_DAY_START + days * MS_PER_DAY - 2 * MS_PER_HOUR) };
}

/** The same records with every list in a random order: the worst case for the in-order fast path. */
export function shuffledBenchData(data: BenchData, seed: number): BenchData {
  const random = prng(seed);
  const shuffle = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  const records = Object.fromEntries(Object.entries(data.records).map(([key, list]) => [key, shuffle(list as unknown[])]));
  return { ...data, records: records as unknown as StoredRecords };
}
