import type { NinetyDatabase } from './database';

/**
 * Changes a user has made that the outbox's count may not show yet. A screen may show a change
 * before it is stored (Water's ring counts a tap at once), and while a restore holds the store,
 * a read of the outbox waits behind each page for a second or more. The sync indicator adds
 * these to the count it last read, so it never says everything is synced while a change is
 * still on its way to the server.
 *
 * A change is "writing" until its outbox row is committed; then it is a commit, numbered in
 * order, until the indicator has read the outbox from a moment after that commit.
 */
interface Ledger {
  writing: number;
  commits: number;
  /** The numbers of commits no count read so far has included. */
  unseen: number[];
  /** Moves with every change to the above, for useSyncExternalStore. */
  version: number;
}

const ledgers = new WeakMap<NinetyDatabase, Ledger>();
const listeners = new Set<() => void>();

function ledgerOf(db: NinetyDatabase): Ledger {
  let ledger = ledgers.get(db);
  if (!ledger) ledgers.set(db, (ledger = { writing: 0, commits: 0, unseen: [], version: 0 }));
  return ledger;
}

function changed(ledger: Ledger): void {
  ledger.version += 1;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: called whenever any database's ledger moves. */
export function onChangesInFlight(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const changesInFlightVersion = (db: NinetyDatabase): number => ledgerOf(db).version;

/** Taken just before reading the outbox: that read includes every commit up to this number. */
export const commitsSoFar = (db: NinetyDatabase): number => ledgerOf(db).commits;

/** Changes a count of the outbox read after commit `seenAt` does not include. */
export function changesNotCounted(db: NinetyDatabase, seenAt: number): number {
  const ledger = ledgerOf(db);
  return ledger.writing + ledger.unseen.filter((commit) => commit > seenAt).length;
}

/** A count read after commit `seenAt` is on screen: the commits before it need no more keeping. */
export function forgetCounted(db: NinetyDatabase, seenAt: number): void {
  const ledger = ledgerOf(db);
  ledger.unseen = ledger.unseen.filter((commit) => commit > seenAt);
}

/** Counts one change from now until the outbox is read after `write` committed it. */
export async function countedInFlight<T>(db: NinetyDatabase, write: () => Promise<T>): Promise<T> {
  const ledger = ledgerOf(db);
  ledger.writing += 1;
  changed(ledger);
  let committed = false;
  try {
    const result = await write();
    committed = true;
    return result;
  } finally {
    ledger.writing -= 1;
    if (committed) ledger.unseen.push((ledger.commits += 1));
    changed(ledger);
  }
}
