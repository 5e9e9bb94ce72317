import { describe, expect, it } from 'vitest';
import { deriveStats } from './derive-stats';
import type { StoredRecords } from './records';
import { dateRun, localTime, nySettings, task, water, waterDays, weight, withRecords } from './stats-fixtures';
import { dayNumberToIso } from './time';

const settings = nySettings();

describe('a new user', () => {
  it('starts full, at level 1 everywhere, with no streaks, no weight and a green X', () => {
    const stats = deriveStats(withRecords({}), settings, '2026-11-20T15:00:00.000Z');
    expect(stats).toMatchObject({
      currentHP: 100,
      maxHP: 100,
      hpBarStyle: 'normal',
      consecutiveDays: 0,
      dailyStreak: 0,
      weeklyStreak: 0,
      monthlyStreak: 0,
      forgivenMissInUse: false,
      liquidX: 'normal',
      currentWeight: null,
      totalXP: 0,
      todayConsistent: false,
      consistentDays: [],
    });
    expect(dayNumberToIso(stats.today)).toBe('2026-11-20');
    expect(stats.traits.map((t) => `${t.traitName} ${t.level} ${t.currentXP}`)).toEqual([
      'Consistency 1 0',
      'Fitness 1 0',
      'Finance 1 0',
      'Focus 1 0',
      'Resilience 1 0',
      'Persuasion 1 0',
    ]);
  });

  it('starts at a Starting HP of 150 and is clamped to it', () => {
    const stats = deriveStats(withRecords({ waterLogs: waterDays(['2026-11-19']) }), nySettings({ startingHp: 150 }), '2026-11-20T15:00:00.000Z');
    expect(stats.currentHP).toBe(150);
    expect(stats.maxHP).toBe(150);
  });
});

describe('the road to gold', () => {
  const start = '2026-01-01';
  const statsOnEvening = (consistentDates: string[], lastDate: string) =>
    deriveStats(withRecords({ waterLogs: waterDays(consistentDates) }), settings, localTime(lastDate, '20:00'));

  it('is 89/90 and green on day 89', () => {
    const stats = statsOnEvening(dateRun(start, 89), '2026-03-30');
    expect([stats.consecutiveDays, stats.liquidX]).toEqual([89, 'normal']);
  });

  it('turns gold on day 90 and stays gold on day 91', () => {
    expect(statsOnEvening(dateRun(start, 90), '2026-03-31')).toMatchObject({ consecutiveDays: 90, dailyStreak: 90, liquidX: 'gold' });
    expect(statsOnEvening(dateRun(start, 91), '2026-04-01')).toMatchObject({ consecutiveDays: 91, liquidX: 'gold' });
  });

  it('shows 89 on the morning of day 90 (today still open), 90 once the day is met', () => {
    const records = withRecords({ waterLogs: waterDays(dateRun(start, 90)) });
    expect(deriveStats(records, settings, localTime('2026-03-31', '08:00'))).toMatchObject({ consecutiveDays: 89, liquidX: 'normal', todayConsistent: false });
    expect(deriveStats(records, settings, localTime('2026-03-31', '12:00'))).toMatchObject({ consecutiveDays: 90, liquidX: 'gold', todayConsistent: true });
  });

  it('reaches gold over a forgiven miss, a day later', () => {
    const dates = dateRun(start, 91).filter((date) => date !== '2026-02-15');
    expect(statsOnEvening(dates, '2026-04-01')).toMatchObject({ consecutiveDays: 90, dailyStreak: 45, liquidX: 'gold' });
  });

  it('turns the X red the day after a miss, and resets after a second one', () => {
    const dates = dateRun('2026-11-01', 10); // 1 to 10 November
    const dayAfterMiss = deriveStats(withRecords({ waterLogs: waterDays(dates) }), settings, localTime('2026-11-12', '09:00'));
    expect(dayAfterMiss).toMatchObject({ consecutiveDays: 10, dailyStreak: 0, forgivenMissInUse: true, liquidX: 'warning' });
    const twoMissed = deriveStats(withRecords({ waterLogs: waterDays(dates) }), settings, localTime('2026-11-13', '09:00'));
    expect(twoMissed).toMatchObject({ consecutiveDays: 0, forgivenMissInUse: false, liquidX: 'normal' });
  });

  it('turns the X red when HP is below 30 percent', () => {
    const tasks = [task({ id: 't1', hpImpact: 50, dueDate: localTime('2026-11-19', '10:00') }), task({ id: 't2', hpImpact: 25, dueDate: localTime('2026-11-19', '11:00') })];
    const stats = deriveStats(withRecords({ tasks, waterLogs: waterDays(['2026-11-19', '2026-11-20']) }), settings, localTime('2026-11-20', '13:00'));
    expect(stats).toMatchObject({ currentHP: 29, hpBarStyle: 'low', forgivenMissInUse: false, liquidX: 'warning' });
  });
});

describe('days at midnight and across clock changes in New York', () => {
  it('keeps yesterday in the streak at 00:00, with today open', () => {
    const records = withRecords({ waterLogs: [water(localTime('2026-11-19', '12:00')), water(localTime('2026-11-20', '23:59'))] });
    expect(deriveStats(records, settings, localTime('2026-11-20', '23:59'))).toMatchObject({ dailyStreak: 2, todayConsistent: true });
    expect(deriveStats(records, settings, localTime('2026-11-21', '00:00'))).toMatchObject({ dailyStreak: 2, todayConsistent: false });
  });

  it('counts each of the days around the spring change, 2026-03-08', () => {
    // Logs just after midnight and just before the next one, so a wrong day length would merge or split them.
    const logs = ['2026-03-07', '2026-03-08', '2026-03-09'].flatMap((date) => [water(localTime(date, '00:30'), 64), water(localTime(date, '23:30'), 64)]);
    const stats = deriveStats(withRecords({ waterLogs: logs }), settings, localTime('2026-03-09', '23:45'));
    expect(stats.consistentDays.map(dayNumberToIso)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(stats.dailyStreak).toBe(3);
  });

  it('counts each of the days around the autumn change, 2026-11-01', () => {
    const logs = ['2026-10-31', '2026-11-01', '2026-11-02'].flatMap((date) => [water(localTime(date, '00:30'), 64), water(localTime(date, '23:30'), 64)]);
    const stats = deriveStats(withRecords({ waterLogs: logs }), settings, localTime('2026-11-02', '23:45'));
    expect(stats.consistentDays.map(dayNumberToIso)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
  });
});

describe('a user who moves to another time zone', () => {
  // Logged at noon in New York (16:00 UTC) on 8 to 11 June; that is 01:00 the next day in Tokyo.
  const records = withRecords({ waterLogs: waterDays(dateRun('2026-06-08', 4)) });
  const now = '2026-06-12T14:00:00.000Z'; // 10:00 on the 12th in New York, 23:00 on the 12th in Tokyo

  it('sees today and the consistent days in the zone set in settings', () => {
    const inNewYork = deriveStats(records, settings, now);
    expect(dayNumberToIso(inNewYork.today)).toBe('2026-06-12');
    expect(inNewYork).toMatchObject({ todayConsistent: false, dailyStreak: 4 });
    const inTokyo = deriveStats(records, nySettings({ timeZone: 'Asia/Tokyo' }), now);
    expect(dayNumberToIso(inTokyo.today)).toBe('2026-06-12');
    expect(inTokyo.consistentDays.map(dayNumberToIso)).toEqual(['2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12']);
    expect(inTokyo).toMatchObject({ todayConsistent: true, dailyStreak: 4 });
  });
});

describe('current weight', () => {
  it('is the latest by loggedAt, not by position, and not one logged after now', () => {
    const weights = [weight('2026-11-19T12:00:00.000Z', 181), weight('2026-11-20T12:00:00.000Z', 180), weight('2026-11-18T12:00:00.000Z', 183), weight('2026-11-21T12:00:00.000Z', 150)];
    expect(deriveStats(withRecords({ weights }), settings, '2026-11-20T15:00:00.000Z').currentWeight).toBe(180);
  });
});

describe('the same records, given differently', () => {
  const records: StoredRecords = withRecords({
    waterLogs: [...waterDays(dateRun('2026-11-01', 12)), water(localTime('2026-11-12', '13:00'), 8)],
    tasks: [
      task({ id: 't1', hpImpact: 30, dueDate: localTime('2026-11-05', '10:00') }),
      task({ id: 't2', hpImpact: 10, dueDate: localTime('2026-11-06', '10:00'), completedAt: localTime('2026-11-06', '09:00') }),
    ],
    weights: [weight(localTime('2026-11-03', '07:00'), 182)],
  });
  const now = localTime('2026-11-12', '20:00');

  it('give the same stats reversed and with every record twice', () => {
    const reversedTwice = Object.fromEntries(Object.entries(records).map(([key, list]) => [key, [...list].reverse().concat(list)])) as unknown as StoredRecords;
    expect(deriveStats(reversedTwice, settings, now)).toEqual(deriveStats(records, settings, now));
  });

  it('ignore everything after now', () => {
    const withFuture = { ...records, waterLogs: [...records.waterLogs, ...waterDays(['2026-11-13', '2026-11-14'])] };
    expect(deriveStats(withFuture, settings, now)).toEqual(deriveStats(records, settings, now));
  });
});
