/**
 * Every record type besides water logs and settings, one row per record: the record itself as
 * JSON (exactly the shape of packages/domain records.ts, validated by the api row schemas before
 * it is written), its soft-delete flag and the server version of its last write. The app reads
 * whole tables to derive stats, so per-field columns would buy little and cost a migration for
 * every field; the few lookups by field use expression indexes.
 */
export const sql = `
CREATE TABLE records (
  tbl TEXT NOT NULL,
  id TEXT NOT NULL,
  data TEXT NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL,
  PRIMARY KEY (tbl, id)
) WITHOUT ROWID;
CREATE INDEX records_version ON records (version);

-- One reset per card payment, whatever route or replay tries a second.
CREATE UNIQUE INDEX goal_resets_payment ON records (json_extract(data, '$.paymentId')) WHERE tbl = 'goalResets';
`;
