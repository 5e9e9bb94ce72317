import type { SettingKey, SettingRecord } from '@ninety/domain';
import type { Db } from './open';
import { stmt } from './statements';
import { nextVersion } from './version';

interface SettingRow {
  key: string;
  value: string;
  updated_at: string;
  deleted: number;
  version: number;
}

export interface StoredSetting extends SettingRecord {
  version: number;
  /** Removed (back to its default) at `updatedAt`; kept so later-wins still compares with it. */
  deleted: boolean;
}

const toSetting = (row: SettingRow): StoredSetting => ({
  key: row.key as SettingKey,
  value: JSON.parse(row.value) as SettingRecord['value'],
  updatedAt: row.updated_at,
  version: row.version,
  deleted: row.deleted === 1,
});

/** The settings set now (removed ones are left out: they are at their defaults). */
export function allSettings(db: Db): SettingRecord[] {
  return stmt<[], SettingRow>(db, 'SELECT * FROM settings WHERE deleted = 0')
    .all()
    .map((row) => ({ key: row.key as SettingKey, value: JSON.parse(row.value) as SettingRecord['value'], updatedAt: row.updated_at }));
}

/** The setting's register, removed or not. */
export function findSetting(db: Db, key: SettingKey): StoredSetting | undefined {
  const row = stmt<[string], SettingRow>(db, 'SELECT * FROM settings WHERE key = ?').get(key);
  return row && toSetting(row);
}

export function putSetting(db: Db, record: SettingRecord): void {
  stmt(
    db,
    `INSERT INTO settings (key, value, updated_at, deleted, version) VALUES (?, ?, ?, 0, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, deleted = 0, version = excluded.version`,
  ).run(record.key, JSON.stringify(record.value), record.updatedAt, nextVersion(db));
}

/** Removes a setting as of `at`: it is at its default again, and the removal travels to devices. */
export function deleteSetting(db: Db, key: SettingKey, at: string): void {
  stmt(db, 'UPDATE settings SET deleted = 1, updated_at = ?, version = ? WHERE key = ? AND deleted = 0').run(at, nextVersion(db), key);
}

export function settingsChangedSince(db: Db, version: number, limit: number): StoredSetting[] {
  return stmt<[number, number], SettingRow>(db, 'SELECT * FROM settings WHERE version > ? ORDER BY version LIMIT ?')
    .all(version, limit)
    .map(toSetting);
}

export function countSettingsChangedSince(db: Db, version: number): number {
  return stmt<[number], { n: number }>(db, 'SELECT COUNT(*) AS n FROM settings WHERE version > ?').get(version)!.n;
}
