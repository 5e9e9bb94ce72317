import { firstIssueMessage } from '@ninety/api';
import { MUTATIONS, type ActionTime, type AnyMutation, type MutationArgs, type MutationName } from '@ninety/domain';
import { getDatabase, writeScope, type NinetyDatabase, type OutboxRow } from './database';
import { applyLocalMutation } from './apply-mutation';
import { refuseIfStoreNewer } from './shape-upgrade';
import { StoreNewerThanAppError, stepAsideForNewerVersion } from './store-open';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The sync engine listens here so a change starts a flush at once. */
export function onOutboxWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A user action refused before it was written: nothing was stored or queued. */
export class ValidationError extends Error {}

/**
 * Performs a user action: validates it with the wire schema, applies it to the local records
 * and queues it in the outbox, all in one Dexie transaction. Nothing is queued that was not
 * written and nothing written that was not queued. Seqs are contiguous per device.
 */
export async function perform<Name extends MutationName>(
  name: Name,
  args: MutationArgs<Name>,
  at: ActionTime,
  db: NinetyDatabase = getDatabase(),
): Promise<void> {
  const mutation: AnyMutation = MUTATIONS[name];
  const parsed = mutation.args.safeParse(args);
  if (!parsed.success) throw new ValidationError(firstIssueMessage(parsed.error));
  try {
    await db.transaction('rw', writeScope(db), async () => {
      await refuseIfStoreNewer(db);
      // `at` is already in the server's time (device-clock.ts actionNow): it is stored as it is.
      await applyLocalMutation(db, mutation, parsed.data, at);
      const seqRow = await db.meta.get('nextSeq');
      const seq = typeof seqRow?.value === 'number' ? seqRow.value : 1;
      await db.outbox.add({ seq, name, args: parsed.data, occurredAt: at.occurredAt });
      await db.meta.put({ key: 'nextSeq', value: seq + 1 });
    });
  } catch (error) {
    if (error instanceof StoreNewerThanAppError) stepAsideForNewerVersion(db);
    throw error;
  }
  for (const listener of listeners) listener();
}

export async function pendingMutations(db: NinetyDatabase, limit = Infinity): Promise<OutboxRow[]> {
  const rows = db.outbox.orderBy('seq');
  return Number.isFinite(limit) ? rows.limit(limit).toArray() : rows.toArray();
}

/**
 * Moves acknowledged rows out of the outbox, never a row past the server's lastSeq (it may still
 * be in flight). They are kept in `sent` for a while, so that a server restored from a backup
 * taken before it applied them can be sent them again (see sync-state.ts).
 */
export async function acknowledge(db: NinetyDatabase, lastSeq: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.sent, async () => {
    const done = await db.outbox.where('seq').belowOrEqual(lastSeq).toArray();
    if (done.length === 0) return;
    await db.sent.bulkPut(done);
    await db.outbox.bulkDelete(done.map((row) => row.seq));
    const excess = (await db.sent.count()) - SENT_KEPT;
    if (excess > 0) await db.sent.orderBy('seq').limit(excess).delete();
  });
}

/** How many acknowledged mutations a device keeps for resending after a server restore. */
export const SENT_KEPT = 5000;
