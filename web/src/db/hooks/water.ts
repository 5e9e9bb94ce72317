import { localDaySpan, localDayNumber, waterPace, type WaterLog, type WaterPace } from '@ninety/domain';
import { useLiveQuery } from '../use-live-query';
import { latestWaterLogs, waterLogsBetween } from '../water-logs';
import { useSettings } from './settings';

export interface WaterTodayView {
  total: number;
  target: number;
  pace: WaterPace;
  logs: WaterLog[];
  timeZone: string;
}

/**
 * Today's water in the user's zone, live: it changes as logs are added, undone or synced. Read
 * by Water, Home and Analytics alike, against the Daily Target setting.
 */
export function useWaterToday(now: Date): WaterTodayView | undefined {
  const settings = useSettings();
  const timeZone = settings?.timeZone;
  const day = timeZone ? localDayNumber(now, timeZone) : undefined;
  const logs = useLiveQuery(async () => {
    if (!timeZone || day === undefined) return undefined;
    const { start, end } = localDaySpan(day, timeZone);
    return waterLogsBetween(start, end);
  }, [timeZone, day]);
  if (!settings || !logs) return undefined;
  const total = logs.reduce((sum, log) => sum + log.amount, 0);
  return { total, target: settings.dailyTargetOz, pace: waterPace(total, settings.dailyTargetOz), logs, timeZone: settings.timeZone };
}

/** The newest water logs of any day, newest first, live. */
export function useLatestWaterLogs(limit: number) {
  return useLiveQuery(() => latestWaterLogs(limit), [limit]);
}
