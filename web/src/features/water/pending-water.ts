/**
 * Taps on Water whose log is still being written: the ring counts them at once, so it moves on
 * the tap itself rather than after the store's transaction commits and its live query reads
 * again (the longest part of a tap on a phone). A tap the store already shows is never counted
 * twice, and one it refused is dropped (runAction shows why).
 */
import { waterPace } from '@ninety/domain';
import type { WaterTodayView } from '../../db/hooks/water';

export interface PendingWaterLog {
  id: string;
  amount: number;
}

/** The pending taps today's logs do not show yet. */
export function unsettledLogs(pending: readonly PendingWaterLog[], logs: WaterTodayView['logs']): PendingWaterLog[] {
  if (pending.length === 0) return [];
  const stored = new Set(logs.map((log) => log.id));
  return pending.filter((log) => !stored.has(log.id));
}

/** Today as the user just made it: the stored total plus the taps still on their way. */
export function withPendingLogs(today: WaterTodayView, pending: readonly PendingWaterLog[]): WaterTodayView {
  const extra = unsettledLogs(pending, today.logs).reduce((sum, log) => sum + log.amount, 0);
  if (extra === 0) return today;
  const total = today.total + extra;
  return { ...today, total, pace: waterPace(total, today.target) };
}
