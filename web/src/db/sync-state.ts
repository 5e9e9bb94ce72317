import type { MutationResult } from '@ninety/api';
import { v7 as uuidv7 } from 'uuid';
import type { NinetyDatabase, OutboxRow } from './database';
import { getClientId } from './meta';
import { acknowledge } from './outbox';

/**
 * Records a push answer: refused mutations are kept (with the server's message) for the user
 * to see, and outbox rows up to the acknowledged seq are deleted, in one transaction.
 */
export async function recordPushResult(
  db: NinetyDatabase,
  sent: readonly OutboxRow[],
  lastSeq: number,
  results: readonly MutationResult[],
  at: Date,
): Promise<number> {
  const bySeq = new Map(sent.map((row) => [row.seq, row]));
  let rejected = 0;
  await db.transaction('rw', db.outbox, db.sent, db.rejections, async () => {
    for (const result of results) {
      if (result.status !== 'rejected') continue;
      const row = bySeq.get(result.seq);
      rejected += 1;
      await db.rejections.put({
        seq: result.seq,
        name: row?.name ?? 'unknown',
        args: row?.args,
        message: result.message ?? 'Refused by the server',
        ...(result.code === undefined ? {} : { code: result.code }),
        rejectedAt: at.toISOString(),
      });
    }
    await acknowledge(db, lastSeq);
  });
  return rejected;
}

/** The first seq the server has not acknowledged: the first still queued, or the next to come. */
async function firstUnacknowledgedSeq(db: NinetyDatabase): Promise<number> {
  const queued = await db.outbox.orderBy('seq').first();
  if (queued) return queued.seq;
  const next = (await db.meta.get('nextSeq'))?.value;
  return typeof next === 'number' ? next : 1;
}

/** Who pulls: this device's client id and the last of its seqs the server acknowledged. */
export interface Acknowledged {
  clientId: string;
  seq: number;
}

/**
 * What a pull says of this device, so that a server restored from a backup, which holds fewer
 * of its seqs, answers with the gap instead of rows that would replace what it lost.
 */
export async function acknowledgedSoFar(db: NinetyDatabase): Promise<Acknowledged> {
  const clientId = await getClientId(db);
  return { clientId, seq: (await db.transaction('r', db.outbox, db.meta, () => firstUnacknowledgedSeq(db))) - 1 };
}

/**
 * The server expects `expectedSeq` but this device's queue starts later: the server lost
 * mutations it had acknowledged (restored from a backup). When every one of them is still in
 * the `sent` log, they go back into the outbox, seqs unchanged, and are resent from the gap.
 * Answers false when some are gone, and nothing changes.
 */
export async function requeueFromGap(db: NinetyDatabase, expectedSeq: number): Promise<boolean> {
  return db.transaction('rw', db.outbox, db.sent, db.meta, async () => {
    const firstQueued = await firstUnacknowledgedSeq(db);
    const missing = await db.sent.where('seq').between(expectedSeq, firstQueued, true, false).toArray();
    if (missing.length !== firstQueued - expectedSeq) return false;
    await db.outbox.bulkPut(missing);
    return true;
  });
}

/**
 * The server expects seqs this device no longer holds: its database was replaced or restored.
 * Start over as a new client with the pending mutations renumbered from 1, and take a full
 * snapshot at the next pull. Nothing still queued here is lost.
 */
export async function restartAsNewClient(db: NinetyDatabase): Promise<void> {
  await db.transaction('rw', db.outbox, db.sent, db.meta, async () => {
    const rows = await db.outbox.orderBy('seq').toArray();
    await db.outbox.clear();
    await db.sent.clear();
    await db.outbox.bulkAdd(rows.map((row, index) => ({ ...row, seq: index + 1 })));
    await db.meta.put({ key: 'nextSeq', value: rows.length + 1 });
    await db.meta.put({ key: 'clientId', value: uuidv7() });
    await db.meta.delete('cursor');
  });
}

export async function clearRejection(db: NinetyDatabase, seq: number): Promise<void> {
  await db.rejections.delete(seq);
}
