import type { Db } from './open';
import { stmt } from './statements';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A browser's subscription, with the paired device it belongs to (none when pairing is off). */
export function putSubscription(db: Db, subscription: StoredSubscription, at: string, deviceId: string | null = null): void {
  stmt(
    db,
    `INSERT INTO push_subscriptions (endpoint, p256dh, auth, updated_at, device_id) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, updated_at = excluded.updated_at,
       device_id = excluded.device_id`,
  ).run(subscription.endpoint, subscription.p256dh, subscription.auth, at, deviceId);
}

export function deleteSubscription(db: Db, endpoint: string): void {
  stmt(db, 'DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint);
}

export function allSubscriptions(db: Db): StoredSubscription[] {
  return stmt<[], StoredSubscription>(db, 'SELECT endpoint, p256dh, auth FROM push_subscriptions ORDER BY endpoint').all();
}

/** Marks events as pushed; answers the keys that were not yet (the ones to send now). */
export function claimUnsent(db: Db, keys: readonly string[], at: string): string[] {
  const claim = stmt(db, 'INSERT OR IGNORE INTO push_sent (key, sent_at) VALUES (?, ?)');
  return db.transaction(() => keys.filter((key) => claim.run(key, at).changes === 1))();
}

/** Un-marks an event no push service took, so a later pass sends it. */
export function releaseClaim(db: Db, key: string): void {
  stmt(db, 'DELETE FROM push_sent WHERE key = ?').run(key);
}

export function sentKeys(db: Db): Set<string> {
  return new Set(stmt<[], { key: string }>(db, 'SELECT key FROM push_sent').all().map((row) => row.key));
}

/** Forgets events pushed before `before`: they can no longer come due again. */
export function forgetSentBefore(db: Db, before: string): void {
  stmt(db, 'DELETE FROM push_sent WHERE sent_at < ?').run(before);
}

export function pushStateValue(db: Db, key: string): string | undefined {
  return stmt<[string], { value: string }>(db, 'SELECT value FROM push_state WHERE key = ?').get(key)?.value;
}

export function setPushState(db: Db, key: string, value: string): void {
  stmt(db, 'INSERT INTO push_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}
