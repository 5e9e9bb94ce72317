import type { Db } from './open';
import { stmt } from './statements';

export function lastSeqOf(db: Db, clientId: string): number {
  return stmt<[string], { last_seq: number }>(db, 'SELECT last_seq FROM sync_clients WHERE client_id = ?').get(clientId)
    ?.last_seq ?? 0;
}

export function setLastSeq(db: Db, clientId: string, seq: number): void {
  stmt(
    db,
    `INSERT INTO sync_clients (client_id, last_seq) VALUES (?, ?)
     ON CONFLICT (client_id) DO UPDATE SET last_seq = excluded.last_seq`,
  ).run(clientId, seq);
}

export function recordRejection(
  db: Db,
  rejection: { clientId: string; seq: number; name: string; message: string; code?: string; at: string },
): void {
  stmt(
    db,
    'INSERT OR REPLACE INTO sync_rejections (client_id, seq, name, message, code, rejected_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(rejection.clientId, rejection.seq, rejection.name, rejection.message, rejection.code ?? null, rejection.at);
}

export function rejectionsOf(db: Db, clientId: string): { seq: number; name: string; message: string }[] {
  return stmt<[string], { seq: number; name: string; message: string }>(
    db,
    'SELECT seq, name, message FROM sync_rejections WHERE client_id = ? ORDER BY seq',
  ).all(clientId);
}

/** Why this device's mutation was rejected, when it was. */
export function rejectionOf(db: Db, clientId: string, seq: number): { message: string; code?: string } | undefined {
  const found = stmt<[string, number], { message: string; code: string | null }>(
    db,
    'SELECT message, code FROM sync_rejections WHERE client_id = ? AND seq = ?',
  ).get(clientId, seq);
  return found && (found.code === null ? { message: found.message } : { message: found.message, code: found.code });
}
