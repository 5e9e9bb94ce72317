/**
 * What this page wrote to each synced table, edge by edge between the table's tokens
 * (records-token.ts), kept in memory for a while. The rows read for the stats (stats-snapshot.ts)
 * are brought up to a newer token by replaying the edges from the token they were read under,
 * instead of reading five years of a table again after one water log. Only an unbroken path of
 * edges to the token now stored is replayed: a write this page did not see (another tab, the
 * service worker, a transaction rolled back) leaves no path, and the table is read again.
 */
import type { SyncTable } from '@ninety/api';
import type { NinetyDatabase } from './database';

export type JournalChange =
  | { kind: 'put'; rows: readonly object[] }
  | { kind: 'delete'; keys: readonly string[] }
  /** A write whose rows are not kept (a clear, a large page, an update by criteria). */
  | { kind: 'unknown' };

/** A change whose rows or keys the journal kept, so it can be replayed. */
export type ReplayableChange = Exclude<JournalChange, { kind: 'unknown' }>;

export interface JournalEdge {
  table: SyncTable;
  from: string | null;
  to: string;
  change: JournalChange;
}

/** Edges kept at most; an older one is dropped, and a table that needed it is read again. */
const KEPT_EDGES = 256;
/** A write of more rows than this (a pulled page) is not kept: reading the table is as quick. */
export const JOURNAL_MAX_ROWS = 500;

export class RecordsJournal {
  private readonly edges = new Map<string, JournalEdge>();

  add(edge: JournalEdge): void {
    this.edges.set(edge.to, edge);
    if (this.edges.size > KEPT_EDGES) this.edges.delete(this.edges.keys().next().value as string);
  }

  /** The changes from token `from` to token `to` of a table, oldest first; null with no path. */
  changesBetween(table: SyncTable, from: string | null, to: string | null): ReplayableChange[] | null {
    const changes: ReplayableChange[] = [];
    let at = to;
    while (at !== from) {
      const edge = at === null ? undefined : this.edges.get(at);
      if (!edge || edge.table !== table || edge.change.kind === 'unknown') return null;
      changes.push(edge.change);
      at = edge.from;
    }
    return changes.reverse();
  }
}

const journals = new WeakMap<NinetyDatabase, RecordsJournal>();

export function journalOf(db: NinetyDatabase): RecordsJournal {
  let journal = journals.get(db);
  if (!journal) journals.set(db, (journal = new RecordsJournal()));
  return journal;
}
