import type { ReactNode } from 'react';
import { formatCount as count } from '@ninety/domain';
import { useRestoreProgress } from '../db/hooks/sync';
import { EmptyState } from './ui/empty-state';

/**
 * An empty list's own words, or, while a restore has not yet brought all of the user's history
 * (under way, or cut off until the network or the next start, ADR 31), that the rest is still
 * coming: "No priority tasks yet" is not true of a history half restored, and an empty list's
 * invitation (a first plan, a first location) would then start what the server already holds.
 */
export function UntilRestored({ children }: { children: ReactNode }) {
  const restoring = useRestoreProgress();
  if (restoring === null) return children;
  if (restoring === undefined) return null;
  return (
    <EmptyState
      title="Still restoring your history"
      hint={`${count(restoring.done)} of ${count(restoring.total)} records are on this device. The rest will appear here as they arrive.`}
    />
  );
}
