/**
 * Water logs become records like every other table: each row moves into `records` as the JSON
 * of its domain shape, keeping its id, its soft-delete flag and its version, so a device's
 * cursor stays valid and nothing is pulled twice or missed. The day's logs are read by time, so
 * the instant gets an expression index.
 */
export const sql = `
INSERT INTO records (tbl, id, data, deleted, version)
  SELECT 'waterLogs', id, json_object('id', id, 'amount', amount, 'loggedAt', logged_at), deleted, version
  FROM water_logs;
DROP TABLE water_logs;
CREATE INDEX records_water_logged_at ON records (json_extract(data, '$.loggedAt')) WHERE tbl = 'waterLogs';
`;
