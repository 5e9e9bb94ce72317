import { describe, expect, it } from 'vitest';
import { deriveStats } from './derive-stats';
import { noteAppended, prepareStatsRecords } from './stats-records';
import { dateRun, localTime, nySettings, task, water, waterDays, weight, withRecords } from './stats-fixtures';

/** A deep copy: new arrays and objects, so nothing derived before can be reused. */
const fresh = <T>(value: T): T => structuredClone(value);

describe('time-ordered views made once per record array', () => {
  const records = withRecords({
    waterLogs: waterDays(dateRun('2026-10-01', 40)),
    tasks: [task({ id: 't1', dueDate: localTime('2026-11-09', '18:00'), completedAt: localTime('2026-11-09', '12:00') })],
    weights: [weight(localTime('2026-11-01', '08:00'), 182), weight(localTime('2026-11-08', '08:00'), 180)],
  });
  const settings = nySettings();
  const now = Date.parse(localTime('2026-11-09', '20:00'));

  it('give the same stats as a derivation from fresh copies, at any instant', () => {
    const first = deriveStats(records, settings, now);
    expect(deriveStats(records, settings, now)).toEqual(first);
    expect(deriveStats(records, settings, now + 3_600_000)).toEqual(deriveStats(fresh(records), settings, now + 3_600_000));
    // An earlier instant cuts the kept views, it does not reuse a later cut.
    const earlier = Date.parse(localTime('2026-10-20', '20:00'));
    expect(deriveStats(records, settings, earlier)).toEqual(deriveStats(fresh(records), settings, earlier));
  });

  it('follow a change: a table given as a new array is read again, the others are reused', () => {
    deriveStats(records, settings, now);
    const changed = { ...records, weights: [...records.weights, weight(localTime('2026-11-09', '19:00'), 178)] };
    const stats = deriveStats(changed, settings, now);
    expect(stats).toEqual(deriveStats(fresh(changed), settings, now));
    expect(stats.currentWeight).toBe(178);
    const moreWater = { ...changed, waterLogs: [...changed.waterLogs, water(localTime('2026-11-09', '19:30'), 16)] };
    expect(deriveStats(moreWater, settings, now)).toEqual(deriveStats(fresh(moreWater), settings, now));
  });

  it('follow rows added at the end from the view before, and ignore a note that does not hold', () => {
    deriveStats(records, settings, now);
    // A log earlier than the last one (a change made offline, replayed later) and a copy of one
    // held already: the view made from the earlier one must still be in time order, once each.
    const added = [water(localTime('2026-11-09', '07:15'), 24), records.waterLogs[3]!];
    const appended = { ...records, waterLogs: [...records.waterLogs, ...added] };
    noteAppended(records.waterLogs, appended.waterLogs);
    expect(deriveStats(appended, settings, now)).toEqual(deriveStats(fresh(appended), settings, now));
    expect(prepareStatsRecords(appended, now).water).toEqual(prepareStatsRecords(fresh(appended), now).water);
    // Not the old rows plus new ones (one was replaced): the note is ignored.
    const replaced = { ...records, waterLogs: [water(localTime('2026-11-09', '06:00'), 8), ...records.waterLogs.slice(1)] };
    noteAppended(records.waterLogs, replaced.waterLogs);
    expect(deriveStats(replaced, settings, now)).toEqual(deriveStats(fresh(replaced), settings, now));
  });
});
