import type { PullResponse } from '@ninety/api';
import type { NinetyDatabase } from './database';
import { getCursor } from './meta';

/**
 * How far a restore in pages has come, kept beside the pull position it belongs to. A restore
 * cut off between pages (the network lost, the app closed) leaves the device with part of the
 * user's history: the progress stays until the last page has come, so the app says so meanwhile
 * and, when a pull goes on from that position, counts on from where it stopped.
 */
export interface RestoreProgress {
  done: number;
  total: number;
}

/**
 * The progress once `page` is applied: a snapshot that does not fit one page starts a restore,
 * the pages after it add to one under way, and the last page ends it. The total is counted
 * again at each page, since the server sends again a record written between two pages.
 */
export function progressAfter(held: RestoreProgress | undefined, page: Pick<PullResponse, 'reset' | 'changes' | 'remaining'>): RestoreProgress | undefined {
  const remaining = page.remaining ?? 0;
  if (remaining === 0) return undefined;
  const before = page.reset ? 0 : held?.done;
  if (before === undefined) return undefined;
  const done = before + page.changes.length;
  return { done, total: done + remaining };
}

export async function getRestoreProgress(db: NinetyDatabase): Promise<RestoreProgress | undefined> {
  const row = await db.meta.get('restore');
  const value = row?.value as Partial<RestoreProgress> | undefined;
  return typeof value?.done === 'number' && typeof value.total === 'number' ? { done: value.done, total: value.total } : undefined;
}

/** Call it inside the transaction that writes the page's position. */
export async function setRestoreProgress(db: NinetyDatabase, progress: RestoreProgress | undefined): Promise<void> {
  if (progress) await db.meta.put({ key: 'restore', value: progress });
  else await db.meta.delete('restore');
}

/**
 * What is known of the history still to come: a restore's progress, or `'asking'` while a device
 * just paired waits for the answer to its first pull. Until then it cannot know whether the
 * server holds years or nothing, and its empty figures ("0 days", "Getting Started") would tell
 * the user their history is gone while it is on its way: a page of 5,000 records takes seconds
 * to arrive and be written on a phone.
 */
export type HistoryToCome = RestoreProgress | 'asking';

/**
 * The history to come as the store holds it, `undefined` when none is. The cursor is read only
 * while `asking`, so a sync's new cursor wakes no one who reads this the rest of the time; and
 * in one transaction with the progress, which the first page writes together with it.
 */
export function historyToCome(db: NinetyDatabase, asking: boolean): Promise<HistoryToCome | undefined> {
  return db.transaction('r', db.meta, async () => {
    const progress = await getRestoreProgress(db);
    if (progress || !asking) return progress;
    return (await getCursor(db)) === undefined ? 'asking' : undefined;
  });
}
