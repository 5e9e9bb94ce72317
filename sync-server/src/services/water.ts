import type { WaterToday } from '@ninety/api';
import { dayNumberToIso, localDayNumber, localDaySpan, waterPace } from '@ninety/domain';
import type { Db } from '../db/open';
import { waterLogsBetween } from '../db/records-repo';
import { getSettings } from './settings';

/** Today's logs in the user's zone, with the total, target and pace label. */
export function waterToday(db: Db, now: Date): WaterToday {
  const settings = getSettings(db);
  const day = localDayNumber(now, settings.timeZone);
  const { start, end } = localDaySpan(day, settings.timeZone);
  const logs = waterLogsBetween(db, new Date(start).toISOString(), new Date(end).toISOString());
  const total = logs.reduce((sum, log) => sum + log.amount, 0);
  return {
    date: dayNumberToIso(day),
    total,
    target: settings.dailyTargetOz,
    pace: waterPace(total, settings.dailyTargetOz),
    logs,
  };
}
