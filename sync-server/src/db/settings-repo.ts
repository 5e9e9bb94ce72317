import type { SettingKey, SettingRecord } from '@ninety/domain';
import type { Db } from './open';
import { stmt } from './statements';
import { nextVersion } from './version';

interface SettingRow {
  key: string;
  value: string;
  updated_at: string;
  version: number;
}

export interface StoredSetting extends SettingRecord {
  version: number;
}

const toSetting = (row: SettingRow): StoredSetting => ({
  key: row.key as SettingKey,
  value: JSON.parse(row.value) as SettingRecord['value'],
  updatedAt: row.updated_at,
  version: row.version,
});

export function allSettings(db: Db): StoredSetting[] {
  return stmt<[], SettingRow>(db, 'SELECT * FROM settings').all().map(toSetting);
}

export function findSetting(db: Db, key: SettingKey): StoredSetting | undefined {
  const row = stmt<[string], SettingRow>(db, 'SELECT * FROM settings WHERE key = ?').get(key);
  return row && toSetting(row);
}

export function putSetting(db: Db, record: SettingRecord): void {
  stmt(
    db,
    `INSERT INTO settings (key, value, updated_at, version) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, version = excluded.version`,
  ).run(record.key, JSON.stringify(record.value), record.updatedAt, nextVersion(db));
}

export function settingsChangedSince(db: Db, version: number): StoredSetting[] {
  return stmt<[number], SettingRow>(db, 'SELECT * FROM settings WHERE version > ? ORDER BY version')
    .all(version)
    .map(toSetting);
}
