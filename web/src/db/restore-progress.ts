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
 * just paired has not yet had an answer to a pull. Until then it cannot know whether the server
 * holds years or nothing, and its empty figures ("0 days", "Getting Started") would tell the user
 * their history is gone while it is on its way: a page of 5,000 records takes seconds to arrive
 * and be written on a phone. Stored, so that a round that fails, or the app closed or reloaded
 * before the answer, still knows it.
 */
export type HistoryToCome = RestoreProgress | 'asking';

/** Meta row present from a pairing of a device that never pulled until its first pull is applied. */
const HISTORY_ASKED = 'historyAsked';

/** Call it inside the transaction that marks the device paired. */
export async function askForHistory(db: NinetyDatabase): Promise<void> {
  if ((await getCursor(db)) === undefined) await db.meta.put({ key: HISTORY_ASKED, value: true });
}

/**
 * Call it inside the transaction that writes a pull's position. Only a row that is there is
 * deleted: deleting one that is not still wakes every live query that reads it, at every sync.
 */
export async function historyAnswered(db: NinetyDatabase): Promise<void> {
  if (await db.meta.get(HISTORY_ASKED)) await db.meta.delete(HISTORY_ASKED);
}

/**
 * The history to come as the store holds it, `undefined` when none is; in one transaction, as the
 * first page writes the progress and ends the asking together.
 */
export function historyToCome(db: NinetyDatabase): Promise<HistoryToCome | undefined> {
  return db.transaction('r', db.meta, async () => {
    const progress = await getRestoreProgress(db);
    if (progress) return progress;
    return (await db.meta.get(HISTORY_ASKED)) ? 'asking' : undefined;
  });
}
