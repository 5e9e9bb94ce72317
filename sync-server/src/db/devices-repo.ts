/**
 * The owner's devices and the one-time codes that pair them. Tokens and codes are stored only as
 * hashes (services/pairing.ts makes them): a copy of the database lets no one in.
 */
import type { Db } from './open';
import { stmt } from './statements';

export interface DeviceRow {
  id: string;
  name: string;
  pairedAt: string;
  lastSeenAt: string;
}

const DEVICE_COLUMNS = 'id, name, paired_at AS pairedAt, last_seen_at AS lastSeenAt';

export function insertDevice(db: Db, device: DeviceRow & { tokenHash: string }): void {
  stmt(db, 'INSERT INTO devices (id, name, token_hash, paired_at, last_seen_at) VALUES (?, ?, ?, ?, ?)').run(
    device.id,
    device.name,
    device.tokenHash,
    device.pairedAt,
    device.lastSeenAt,
  );
}

export function deviceByTokenHash(db: Db, tokenHash: string): DeviceRow | undefined {
  return stmt<[string], DeviceRow>(db, `SELECT ${DEVICE_COLUMNS} FROM devices WHERE token_hash = ?`).get(tokenHash);
}

/** Oldest pairing first. */
export function listDevices(db: Db): DeviceRow[] {
  return stmt<[], DeviceRow>(db, `SELECT ${DEVICE_COLUMNS} FROM devices ORDER BY paired_at, id`).all();
}

export function markSeen(db: Db, id: string, at: string): void {
  stmt(db, 'UPDATE devices SET last_seen_at = ? WHERE id = ?').run(at, id);
}

/** Removes a device and its push subscriptions; answers whether there was one. */
export function deleteDevice(db: Db, id: string): boolean {
  return db.transaction(() => {
    stmt(db, 'DELETE FROM push_subscriptions WHERE device_id = ?').run(id);
    return stmt(db, 'DELETE FROM devices WHERE id = ?').run(id).changes === 1;
  })();
}

export function insertPairingCode(db: Db, codeHash: string, createdAt: string, expiresAt: string): void {
  stmt(db, 'INSERT INTO pairing_codes (code_hash, created_at, expires_at) VALUES (?, ?, ?)').run(codeHash, createdAt, expiresAt);
}

export type CodeClaim = 'claimed' | 'unknown' | 'used' | 'expired';

/**
 * Spends a code, once: of two requests with the same code, one claims it. Called inside the
 * transaction that pairs the device, so a code is spent only if the device is stored.
 */
export function claimPairingCode(db: Db, codeHash: string, at: string): CodeClaim {
  const claimed = stmt(db, 'UPDATE pairing_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?').run(at, codeHash, at);
  if (claimed.changes === 1) return 'claimed';
  const code = stmt<[string], { usedAt: string | null }>(db, 'SELECT used_at AS usedAt FROM pairing_codes WHERE code_hash = ?').get(codeHash);
  if (!code) return 'unknown';
  return code.usedAt === null ? 'expired' : 'used';
}

/** Forgets codes that expired before `before`: they can no longer be claimed. */
export function forgetPairingCodesBefore(db: Db, before: string): void {
  stmt(db, 'DELETE FROM pairing_codes WHERE expires_at < ?').run(before);
}
