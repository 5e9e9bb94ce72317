import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveStats } from './derive-stats';
import { statsStableUntil } from './stats-stable-until';
import { hpAfter, type HpEvent } from './hp';
import { createRandom } from './random';
import { TRAIT_NAMES, type StoredRecords } from './records';
import { DEFAULT_SETTINGS } from './settings';
import { type Settings } from './records';
import { goal, goalReset, quest, stretch, task, water, weight, withRecords, workoutDone } from './stats-fixtures';
import { isoToDayNumber, localDate } from './time';

// Two weeks around the New York autumn clock change, so local days of 23 to 25 hours all occur.
const WINDOW_START = Date.UTC(2026, 9, 25);
const WINDOW_MS = 14 * 86_400_000;
const iso = (offset: number) => new Date(WINDOW_START + offset).toISOString();
// Half-hour steps, so events often share an instant and the tie-break order is exercised.
const STEP_MS = 30 * 60_000;
const instant = fc.integer({ min: 0, max: WINDOW_MS / STEP_MS }).map((step) => iso(step * STEP_MS));
const maybeInstant = fc.option(instant, { nil: null });

const recordsArb: fc.Arbitrary<StoredRecords> = fc
  .record({
    water: fc.array(fc.tuple(instant, fc.constantFrom(8, 16, 64, 128)), { maxLength: 40 }),
    tasks: fc.array(fc.tuple(instant, fc.integer({ min: 1, max: 10 }), maybeInstant), { maxLength: 12 }),
    quests: fc.array(fc.tuple(fc.constantFrom(...TRAIT_NAMES, 'Courage'), fc.constantFrom(50, 100, 200), fc.boolean(), maybeInstant), { maxLength: 8 }),
    weights: fc.array(fc.tuple(instant, fc.integer({ min: 50, max: 500 })), { maxLength: 6 }),
    stretches: fc.array(instant, { maxLength: 4 }),
    workouts: fc.array(fc.tuple(instant, fc.constantFrom('w1', 'w2')), { maxLength: 4 }),
    goals: fc.array(maybeInstant, { maxLength: 3 }),
    resets: fc.array(fc.tuple(instant, fc.boolean()), { maxLength: 3 }),
  })
  .map((r) =>
    withRecords({
      waterLogs: r.water.map(([at, amount], i) => water(at, amount, `w${i}`)),
      tasks: r.tasks.map(([due, fives, completedAt], i) => task({ id: `t${i}`, dueDate: due, hpImpact: fives * 5, completedAt })),
      quests: r.quests.map(([traitName, xpReward, isFear, completedAt], i) => quest({ id: `q${i}`, traitName, xpReward, isFear, completedAt })),
      weights: r.weights.map(([at, pounds], i) => weight(at, pounds, `kg${i}`)),
      stretchCompletions: r.stretches.map((at, i) => stretch(at, `s${i}`)),
      workoutCompletions: r.workouts.map(([at, workoutId], i) => workoutDone(at, workoutId, `wo${i}`)),
      goals: r.goals.map((achievedAt, i) => goal(`g${i}`, achievedAt)),
      goalResets: r.resets.map(([at, hpPenalty], i) => goalReset(`r${i}`, at, hpPenalty)),
    }),
  );

const settingsArb: fc.Arbitrary<Settings> = fc.record({
  startingHp: fc.integer({ min: 50, max: 200 }),
  dailyTargetOz: fc.integer({ min: 64, max: 256 }),
  timeZone: fc.constantFrom('America/New_York', 'Asia/Tokyo', 'UTC'),
}).map((s) => ({ ...DEFAULT_SETTINGS, ...s }));

const nowArb = fc.integer({ min: 0, max: WINDOW_MS + 86_400_000 }).map(iso);

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * The records as another device might hold them: every list shuffled, some records twice, and
 * some copies of tasks, quests and goals from before they were completed.
 */
function scrambled(records: StoredRecords, seed: number): StoredRecords {
  const random = createRandom(seed);
  const copyOf = (record: object): object => {
    if (random() < 0.5) return record;
    if ('completedAt' in record && 'dueDate' in record) return { ...record, completedAt: null };
    if ('completedAt' in record && 'traitName' in record) return { ...record, completedAt: null };
    if ('achievedAt' in record) return { ...record, achievedAt: null };
    return { ...record };
  };
  const scramble = <T extends object>(list: readonly T[]): T[] => shuffle([...list, ...list.filter(() => random() < 0.4).map((r) => copyOf(r) as T)], random);
  return Object.fromEntries(Object.entries(records).map(([key, list]) => [key, scramble(list as object[])])) as unknown as StoredRecords;
}

describe('deriveStats properties', () => {
  it('keeps HP within 0..Starting HP', () => {
    fc.assert(
      fc.property(recordsArb, settingsArb, nowArb, (records, settings, now) => {
        const { currentHP, maxHP } = deriveStats(records, settings, now);
        expect(maxHP).toBe(settings.startingHp);
        expect(currentHP).toBeGreaterThanOrEqual(0);
        expect(currentHP).toBeLessThanOrEqual(maxHP);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same stats for any order of the records and with records given twice', () => {
    fc.assert(
      fc.property(recordsArb, settingsArb, nowArb, fc.integer(), (records, settings, now, seed) => {
        expect(deriveStats(scrambled(records, seed), settings, now)).toEqual(deriveStats(records, settings, now));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same stats at every instant from now until statsStableUntil', () => {
    fc.assert(
      fc.property(recordsArb, settingsArb, nowArb, fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), (records, settings, now, where) => {
        const nowMs = Date.parse(now);
        const until = statsStableUntil(records, settings.timeZone, nowMs);
        expect(until).toBeGreaterThan(nowMs);
        const later = nowMs + Math.floor(where * (until - nowMs));
        expect(deriveStats(records, settings, later)).toEqual(deriveStats(records, settings, nowMs));
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with the rules applied one by one (hp.ts hpAfter, localDate per record)', () => {
    fc.assert(
      fc.property(recordsArb, settingsArb, nowArb, (records, settings, now) => {
        const nowMs = Date.parse(now);
        const past = (at: string | null): at is string => at !== null && Date.parse(at) <= nowMs;
        const events: HpEvent[] = [];
        const consistent = new Set<string>();
        const waterByDate = new Map<string, number>();
        const dateOf = (at: string) => localDate(at, settings.timeZone);
        for (const log of records.waterLogs.filter((l) => past(l.loggedAt))) {
          events.push({ at: Date.parse(log.loggedAt), delta: 2, key: `0|${log.id}` });
          waterByDate.set(dateOf(log.loggedAt), (waterByDate.get(dateOf(log.loggedAt)) ?? 0) + log.amount);
        }
        for (const [date, total] of waterByDate) if (total >= settings.dailyTargetOz) consistent.add(date);
        for (const t of records.tasks) {
          if (past(t.completedAt) && Date.parse(t.completedAt) <= Date.parse(t.dueDate)) {
            events.push({ at: Date.parse(t.completedAt), delta: t.hpImpact, key: `1|${t.id}` });
            consistent.add(dateOf(t.completedAt));
          } else if (nowMs > Date.parse(t.dueDate)) {
            events.push({ at: Date.parse(t.dueDate), delta: -t.hpImpact, key: `2|${t.id}` });
          }
        }
        for (const r of records.goalResets.filter((g) => g.hpPenalty && past(g.resetAt))) events.push({ at: Date.parse(r.resetAt), delta: -20, key: `3|${r.id}` });
        for (const q of records.quests) if (past(q.completedAt)) consistent.add(dateOf(q.completedAt));

        const stats = deriveStats(records, settings, now);
        expect(stats.currentHP).toBe(hpAfter(events, settings.startingHp));
        expect(stats.consistentDays).toEqual([...consistent].map(isoToDayNumber).sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });
});
