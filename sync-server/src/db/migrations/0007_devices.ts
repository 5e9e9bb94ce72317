/**
 * The owner's devices (rules.md, "Owner and devices"): each paired device holds a random token,
 * of which only a SHA-256 hash is stored; one-time pairing codes, also stored as hashes; and the
 * device a push subscription belongs to, so removing a device ends its reminders too.
 */
export const sql = `
CREATE TABLE devices (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  paired_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);
CREATE TABLE pairing_codes (
  code_hash TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
ALTER TABLE push_subscriptions ADD COLUMN device_id TEXT;
CREATE INDEX push_subscriptions_device ON push_subscriptions (device_id);
`;
