import { v7 as uuidv7 } from 'uuid';
import type { NinetyDatabase } from './database';

/** This device's id for the server's (clientId, seq) bookkeeping; made once, kept forever. */
export async function getClientId(db: NinetyDatabase): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get('clientId');
    if (typeof row?.value === 'string') return row.value;
    const clientId = uuidv7();
    await db.meta.put({ key: 'clientId', value: clientId });
    return clientId;
  });
}

export async function getCursor(db: NinetyDatabase): Promise<number | undefined> {
  const row = await db.meta.get('cursor');
  return typeof row?.value === 'number' ? row.value : undefined;
}

/**
 * Where the next pull starts: the last page's cursor and the server's timeline it counts in
 * (a restored server starts a new one, and answers a cursor of another with a snapshot).
 */
export interface PullPosition {
  cursor: number;
  /** Absent when the server said none (one from before timelines). */
  timeline?: number;
}

export async function getPullPosition(db: NinetyDatabase): Promise<PullPosition | undefined> {
  const [cursor, timeline] = await db.meta.bulkGet(['cursor', 'timeline']);
  if (typeof cursor?.value !== 'number') return undefined;
  return typeof timeline?.value === 'number' ? { cursor: cursor.value, timeline: timeline.value } : { cursor: cursor.value };
}

/** Keeps both halves of the position together; call it inside the transaction that applies the page. */
export async function setPullPosition(db: NinetyDatabase, position: PullPosition): Promise<void> {
  await db.meta.put({ key: 'cursor', value: position.cursor });
  if (position.timeline === undefined) await db.meta.delete('timeline');
  else await db.meta.put({ key: 'timeline', value: position.timeline });
}
