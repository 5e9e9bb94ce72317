/**
 * Years of daily use (five unless asked) as an export document, ending now, for POST /api/import: about
 * 20,000 water logs, 5,000 tasks, 2,000 quests and 1,800 weights, and two goals at a time, one
 * after another (40 goals, the two last still locked), with a note on most days (some 3,300). Seeded, so every run loads
 * the same shape of data; times end at the real clock because the server under test runs on it.
 * `years` asks for that many years of records; records cannot be older than 2000, so a span
 * reaching further back is laid on the days since 2000, several days' use on each.
 */
import { createRandom, emptyRecords, GOAL_LOCK_DAYS, MS_PER_DAY, MS_PER_MINUTE, TRAIT_NAMES, type Difficulty, type StoredRecords } from '@ninety/domain';
import { buildExportDocument, type ExportDocument } from '@ninety/api';

const BASE_XP: Record<Difficulty, number> = { easy: 50, medium: 100, hard: 200 };
const DIFFICULTIES: Difficulty[] = ['easy', 'medium', 'hard'];

export function yearsOfUse(now: number, years = 5, seed = 90): ExportDocument {
  const random = createRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  let counter = 0;
  /** A UUIDv7 of that instant, as a device would have made it then. */
  const idAt = (at: number) => {
    counter += 1;
    const time = at.toString(16).padStart(12, '0');
    const rest = counter.toString(16).padStart(15, '0');
    return `${time.slice(0, 8)}-${time.slice(8)}-7${rest.slice(0, 3)}-8${rest.slice(3, 6)}-${rest.slice(6).padStart(12, '0')}`;
  };
  const iso = (at: number) => new Date(at).toISOString();
  const records = emptyRecords() as { -readonly [K in keyof StoredRecords]: StoredRecords[K][number][] };
  const days = years * 365;
  const today = Math.floor(now / MS_PER_DAY) * MS_PER_DAY;
  const firstDay = Math.max(today - days * MS_PER_DAY, Date.UTC(2000, 0, 1));
  const calendarDays = (today - firstDay) / MS_PER_DAY;

  for (let d = 0; d < days; d++) {
    const day = firstDay + Math.floor((d * calendarDays) / days) * MS_PER_DAY;
    const at = (fromHour: number, toHour: number) => day + int(fromHour * 60, toHour * 60) * MS_PER_MINUTE;
    for (let i = int(8, 14); i > 0; i--) {
      const loggedAt = at(7, 22);
      records.waterLogs.push({ id: idAt(loggedAt), amount: pick([8, 12, 16, 20]), loggedAt: iso(loggedAt) });
    }
    for (let i = int(1, 4); i > 0; i--) {
      const createdAt = at(8, 18);
      const dueDate = createdAt + int(1, 144) * 30 * MS_PER_MINUTE;
      const done = random() < 0.85 ? createdAt + (dueDate - createdAt) * random() : null;
      records.tasks.push({
        id: idAt(createdAt),
        title: `Task ${counter}`,
        dueDate: iso(dueDate),
        hpImpact: int(1, 10) * 5,
        createdAt: iso(createdAt),
        completedAt: done === null ? null : iso(Math.round(done)),
      });
    }
    for (let i = random() < 0.1 ? 2 : 1; i > 0; i--) {
      const createdAt = at(6, 10);
      const difficulty = pick(DIFFICULTIES);
      const started = random() < 0.8 ? createdAt + int(1, 120) * MS_PER_MINUTE : null;
      records.quests.push({
        id: idAt(createdAt),
        title: `Quest ${counter}`,
        description: 'Do the thing that scares you a little.',
        traitName: pick(TRAIT_NAMES),
        duration: '1 hour',
        durationMinutes: 60,
        xpReward: BASE_XP[difficulty],
        difficulty,
        isFear: random() < 1 / 3,
        createdAt: iso(createdAt),
        startedAt: started === null ? null : iso(started),
        completedAt: started !== null && random() < 0.85 ? iso(started + int(10, 300) * MS_PER_MINUTE) : null,
      });
    }
    if (random() < 0.985) {
      const loggedAt = at(6, 9);
      records.weights.push({ id: idAt(loggedAt), weight: int(170, 190), loggedAt: iso(loggedAt) });
    }
  }
  addGoals(records, firstDay, today, now, createRandom(seed + 1), idAt);
  // Nothing done after now (a due date may be ahead): a record stamped in the future would be
  // a device whose clock runs ahead, and each one coming due would expire the stats cache.
  const doneBy = (row: object) =>
    ['loggedAt', 'createdAt', 'startedAt', 'completedAt'].every((key) => {
      const at: unknown = (row as Record<string, unknown>)[key];
      return typeof at !== 'string' || Date.parse(at) <= now;
    });
  for (const table of Object.keys(records) as (keyof typeof records)[]) {
    (records as Record<string, object[]>)[table] = (records[table] as object[]).filter(doneBy);
  }
  records.settings = [{ key: 'timeZone', value: 'UTC', updatedAt: iso(firstDay) }];
  return buildExportDocument(records, iso(now));
}

const GOAL_TITLES = ['Run three times a week', 'Read before bed'];

/**
 * Two goals at a time from the first day, each locked for 90 days and marked achieved the day
 * after (the two under way are open), with a note on nine days in ten. Its own random source, so
 * the other records are the same as without goals.
 */
function addGoals(
  records: { goals: StoredRecords['goals'][number][]; goalCheckIns: StoredRecords['goalCheckIns'][number][] },
  firstDay: number,
  today: number,
  now: number,
  random: () => number,
  idAt: (at: number) => string,
): void {
  const lock = GOAL_LOCK_DAYS * MS_PER_DAY;
  const iso = (at: number) => new Date(at).toISOString();
  for (const [stream, title] of GOAL_TITLES.entries()) {
    for (let start = firstDay + stream * 30 * MS_PER_DAY + 8 * 3_600_000; start <= today; start += lock + MS_PER_DAY) {
      const achievedAt = start + lock + 60 * MS_PER_MINUTE;
      const goal = {
        id: idAt(start),
        title: `${title} (${new Date(start).getUTCFullYear()})`,
        description: 'Ninety days of showing up, one day at a time.',
        startDate: iso(start),
        endDate: iso(start + lock),
        penalty: 100,
        createdAt: iso(start),
        achievedAt: achievedAt <= now ? iso(achievedAt) : null,
      };
      records.goals.push(goal);
      for (let day = 0; day < GOAL_LOCK_DAYS; day++) {
        const at = start + day * MS_PER_DAY + 12 * 3_600_000;
        if (at > now || random() >= 0.9) continue;
        records.goalCheckIns.push({ id: idAt(at), goalId: goal.id, day: iso(at).slice(0, 10), note: `Day ${day + 1}: done.`, createdAt: iso(at) });
      }
    }
  }
}

