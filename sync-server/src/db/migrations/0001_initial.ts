/**
 * Every synced table carries `version`: the server-wide change counter at its last write, which
 * a pull compares with the client's cursor. Deletes are soft (`deleted = 1`) so they travel to
 * other devices as tombstones and a replayed insert of the same id stays deleted.
 */
export const sql = `
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);
INSERT INTO meta (key, value) VALUES ('version', 0);

CREATE TABLE sync_clients (
  client_id TEXT PRIMARY KEY,
  last_seq INTEGER NOT NULL
);

CREATE TABLE sync_rejections (
  client_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  name TEXT NOT NULL,
  message TEXT NOT NULL,
  rejected_at TEXT NOT NULL,
  PRIMARY KEY (client_id, seq)
);

CREATE TABLE water_logs (
  id TEXT PRIMARY KEY,
  amount INTEGER NOT NULL,
  logged_at TEXT NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL
);
CREATE INDEX water_logs_logged_at ON water_logs (logged_at);
CREATE INDEX water_logs_version ON water_logs (version);

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version INTEGER NOT NULL
);
CREATE INDEX settings_version ON settings (version);
`;
