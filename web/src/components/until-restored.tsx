import type { ReactNode } from 'react';
import { formatCount as count } from '@ninety/domain';
import { useRestoreProgress } from '../db/hooks/sync';
import { EmptyState } from './ui/empty-state';

/**
 * In place of today's water pace while a restore is stored: today's logs come in its last pages,
 * so the total counts the part restored and the taps made since, and "No data" or "Behind" of
 * that would be a pace of the wrong day.
 */
export const PACE_WHILE_RESTORING = 'Still restoring';

/** What a device just paired says until the server answers its first pull (HistoryToCome). */
export const LOOKING_FOR_HISTORY = 'Looking for your history';

/**
 * An empty list's own words, or, while a restore has not yet brought all of the user's history
 * (under way, or cut off until the network or the next start, ADR 31), that the rest is still
 * coming: "No priority tasks yet" is not true of a history half restored, and an empty list's
 * invitation (a first plan, a first location) would then start what the server already holds.
 * It also stands in for what names the user's latest records (Recent Activity, the current
 * weight), which a restore brings last; `then` says what will show once it ends.
 */
export function UntilRestored({
  children,
  then = 'The rest will appear here as they arrive.',
}: {
  children: ReactNode;
  /** What happens as the rest arrives, when it is not that the list fills in. */
  then?: string;
}) {
  const restoring = useRestoreProgress();
  if (restoring === null) return children;
  if (restoring === undefined) return null;
  if (restoring === 'asking') {
    return <EmptyState title={LOOKING_FOR_HISTORY} hint="This device is asking your server for what it holds. It will appear here as it arrives." />;
  }
  return (
    <EmptyState
      title="Still restoring your history"
      hint={`${count(restoring.done)} of ${count(restoring.total)} records are on this device. ${then}`}
    />
  );
}
