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

export async function setCursor(db: NinetyDatabase, cursor: number | undefined): Promise<void> {
  if (cursor === undefined) await db.meta.delete('cursor');
  else await db.meta.put({ key: 'cursor', value: cursor });
}
