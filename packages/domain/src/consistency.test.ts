import { describe, expect, it } from 'vitest';
import { consistentDayList, consistentDays, isConsistentDay } from './consistency';
import type { StoredRecords } from './records';
import type { Settings } from './records';
import { localDayResolver } from './stats-local-days';
import { prepareStatsRecords } from './stats-records';
import { NY, localTime, nySettings, quest, task, water, withRecords } from './stats-fixtures';
import { dayNumberToIso, isoToDayNumber } from './time';

/** The consistent local dates of the records at `now`, as "YYYY-MM-DD". */
function consistentDates(records: StoredRecords, now: string, settings: Settings = nySettings()): string[] {
  const days = consistentDays(prepareStatsRecords(records, Date.parse(now)), settings.dailyTargetOz, localDayResolver(settings.timeZone));
  return consistentDayList(days).map(dayNumberToIso);
}

const LATER = '2026-12-31T12:00:00.000Z';

describe('a day is consistent by water', () => {
  it('when the day total reaches the daily target from settings', () => {
    const logs = [water(localTime('2026-11-10', '09:00'), 64), water(localTime('2026-11-10', '15:00'), 64)];
    expect(consistentDates(withRecords({ waterLogs: logs }), LATER)).toEqual(['2026-11-10']);
    expect(consistentDates(withRecords({ waterLogs: logs.slice(0, 1) }), LATER)).toEqual([]);
    expect(consistentDates(withRecords({ waterLogs: logs.slice(0, 1) }), LATER, nySettings({ dailyTargetOz: 64 }))).toEqual(['2026-11-10']);
  });

  it('not one ounce short of it', () => {
    const logs = [water(localTime('2026-11-10', '09:00'), 127)];
    expect(consistentDates(withRecords({ waterLogs: logs }), LATER)).toEqual([]);
  });

  it('by the local day in New York, not the UTC day', () => {
    // 23:59 on the 20th in New York is 04:59 UTC on the 21st.
    const late = water('2026-11-21T04:59:00.000Z', 120);
    const early = water('2026-11-21T05:01:00.000Z', 8);
    expect(consistentDates(withRecords({ waterLogs: [late, early] }), LATER)).toEqual([]);
    const bothBeforeMidnight = [late, water('2026-11-21T04:58:00.000Z', 8)];
    expect(consistentDates(withRecords({ waterLogs: bothBeforeMidnight }), LATER)).toEqual(['2026-11-20']);
  });

  it('over the 23-hour day of the spring change (2026-03-08)', () => {
    // 00:30 EST is 05:30 UTC on the 8th; 23:30 EDT is 03:30 UTC on the 9th: both the 8th.
    const logs = [water('2026-03-08T05:30:00.000Z', 64), water('2026-03-09T03:30:00.000Z', 64)];
    expect(consistentDates(withRecords({ waterLogs: logs }), LATER)).toEqual(['2026-03-08']);
    // 00:30 EDT on the 9th (04:30 UTC) is the next day.
    const next = [water('2026-03-08T05:30:00.000Z', 64), water('2026-03-09T04:30:00.000Z', 64)];
    expect(consistentDates(withRecords({ waterLogs: next }), LATER)).toEqual([]);
  });

  it('over the 25-hour day of the autumn change (2026-11-01)', () => {
    // 01:30 EDT (05:30 UTC) and 01:30 EST (06:30 UTC) both happen on the 1st, and so does
    // 23:30 EST (04:30 UTC on the 2nd).
    const logs = [water('2026-11-01T05:30:00.000Z', 40), water('2026-11-01T06:30:00.000Z', 40), water('2026-11-02T04:30:00.000Z', 48)];
    expect(consistentDates(withRecords({ waterLogs: logs }), LATER)).toEqual(['2026-11-01']);
  });
});

describe('a day is consistent by a task or a quest', () => {
  it('on the local day a task was completed on time, not the day it was due', () => {
    const onTime = task({ id: 't1', dueDate: localTime('2026-11-11', '10:00'), completedAt: localTime('2026-11-10', '23:30') });
    expect(consistentDates(withRecords({ tasks: [onTime] }), LATER)).toEqual(['2026-11-10']);
  });

  it('not for a task completed late', () => {
    const late = task({ id: 't1', dueDate: localTime('2026-11-10', '10:00'), completedAt: localTime('2026-11-10', '10:01') });
    expect(consistentDates(withRecords({ tasks: [late] }), LATER)).toEqual([]);
  });

  it('on the local day a quest was completed, not one only started', () => {
    const done = quest({ id: 'q1', startedAt: localTime('2026-11-09', '08:00'), completedAt: localTime('2026-11-10', '00:10') });
    const started = quest({ id: 'q2', startedAt: localTime('2026-11-12', '08:00') });
    expect(consistentDates(withRecords({ quests: [done, started] }), LATER)).toEqual(['2026-11-10']);
  });

  it('only for what happened by now', () => {
    const records = withRecords({
      waterLogs: [water(localTime('2026-11-10', '12:00'))],
      quests: [quest({ id: 'q1', completedAt: localTime('2026-11-10', '18:00') })],
    });
    const now = localTime('2026-11-10', '11:00');
    expect(consistentDates(records, now)).toEqual([]);
    expect(consistentDates(records, localTime('2026-11-10', '12:00'))).toEqual(['2026-11-10']);
  });
});

describe('days follow the zone in settings', () => {
  // 03:00 UTC on 10 June 2026 is 23:00 on the 9th in New York and 05:00 on the 10th in Berlin.
  const records = withRecords({ waterLogs: [water('2026-06-10T03:00:00.000Z')] });
  const now = '2026-06-10T03:30:00.000Z';

  it('counts the same log on the local date of the zone set now', () => {
    expect(consistentDates(records, now)).toEqual(['2026-06-09']);
    expect(consistentDates(records, now, nySettings({ timeZone: 'Europe/Berlin' }))).toEqual(['2026-06-10']);
  });

  it('moves "today" with the zone', () => {
    const inNewYork = consistentDays(prepareStatsRecords(records, Date.parse(now)), 128, localDayResolver(NY));
    const inBerlin = consistentDays(prepareStatsRecords(records, Date.parse(now)), 128, localDayResolver('Europe/Berlin'));
    expect(inNewYork.today).toBe(isoToDayNumber('2026-06-09'));
    expect(inBerlin.today).toBe(isoToDayNumber('2026-06-10'));
    expect(isConsistentDay(inNewYork, inNewYork.today)).toBe(true);
    expect(isConsistentDay(inBerlin, inBerlin.today)).toBe(true);
  });
});
