import { describe, expect, it } from 'vitest';
import type { WaterLog } from '@ninety/domain';
import type { WaterTodayView } from '../../db/hooks/water';
import { unsettledLogs, withPendingLogs } from './pending-water';

const log = (id: string, amount: number): WaterLog => ({ id, amount, loggedAt: '2026-11-23T09:00:00.000Z' });

function today(logs: WaterLog[], target = 128): WaterTodayView {
  const total = logs.reduce((sum, entry) => sum + entry.amount, 0);
  return { total, target, pace: 'Behind', logs, timeZone: 'UTC' };
}

describe('withPendingLogs', () => {
  it('counts a tap at once, before the store shows its log, and paces the new total', () => {
    const shown = withPendingLogs(today([log('a', 88)]), [{ id: 'b', amount: 8 }]);
    expect(shown.total).toBe(96);
    expect(shown.pace).toBe('On Track');
    // The list shows stored logs only: a tap not yet written cannot be undone.
    expect(shown.logs.map((entry) => entry.id)).toEqual(['a']);
  });

  it('never counts a tap twice once the store shows its log', () => {
    const stored = today([log('a', 8), log('b', 12)]);
    expect(withPendingLogs(stored, [{ id: 'b', amount: 12 }]).total).toBe(20);
    expect(unsettledLogs([{ id: 'b', amount: 12 }, { id: 'c', amount: 16 }], stored.logs)).toEqual([{ id: 'c', amount: 16 }]);
  });

  it('adds several quick taps in a row', () => {
    const shown = withPendingLogs(today([]), [
      { id: 'a', amount: 8 },
      { id: 'b', amount: 16 },
    ]);
    expect(shown.total).toBe(24);
  });

  it('returns today as it is when nothing is on its way', () => {
    const stored = today([log('a', 8)]);
    expect(withPendingLogs(stored, [])).toBe(stored);
  });
});
