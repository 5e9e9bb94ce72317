import { emptyRecords, noteAppended, type SettingKey, type SettingRecord, type StoredRecords } from '@ninety/domain';
import type { Db } from '../db/open';
import { recordsChangedSince, type DocTable } from '../db/records-repo';
import { settingsChangedSince } from '../db/settings-repo';
import { currentVersion } from '../db/version';

/**
 * Every live record, parsed once and kept in memory, for what is derived from all of them (the
 * stats, the reminders). It is brought up to date by reading only what was written since the
 * version it holds, so the stats after a write parse one row, not five years of them. It is a
 * cache of committed rows (read back from SQLite, never from a write in flight), so a write
 * rolled back can never show in it; `loadAllRecords` rebuilds the same from scratch, and a test
 * compares the two.
 */
interface Mirror {
  version: number;
  tables: Map<DocTable, Map<string, unknown>>;
  settings: Map<SettingKey, SettingRecord>;
  records: StoredRecords | null;
  /**
   * The tables written since the last snapshot. The others keep their arrays, so the domain's
   * per-array views (stats-records.ts) of the tables a write did not touch are reused.
   */
  changed: Set<string>;
}

const mirrors = new WeakMap<Db, Mirror>();
const ALL = -1; // SQLite: no LIMIT

function catchUp(db: Db, mirror: Mirror): void {
  for (const change of recordsChangedSince(db, mirror.version, ALL)) {
    let rows = mirror.tables.get(change.table);
    if (!rows) mirror.tables.set(change.table, (rows = new Map()));
    if (change.deleted) rows.delete(change.id);
    else rows.set(change.id, change.row);
    mirror.changed.add(change.table);
  }
  for (const { version: _version, deleted, ...setting } of settingsChangedSince(db, mirror.version, ALL)) {
    if (deleted) mirror.settings.delete(setting.key);
    else mirror.settings.set(setting.key, setting);
    mirror.changed.add('settings');
  }
}

function snapshot(mirror: Mirror, previous: StoredRecords | null): StoredRecords {
  const records = { ...(previous ?? emptyRecords()) } as unknown as Record<string, object[]>;
  for (const [table, rows] of mirror.tables) {
    if (previous !== null && !mirror.changed.has(table)) continue;
    const before = records[table];
    records[table] = [...rows.values()] as object[];
    // A new record joins the end of its map, so after an insert the array is the old one plus
    // it: the stats order only the new row instead of five years of rows (stats-records.ts).
    if (before) noteAppended(before, records[table]);
  }
  if (previous === null || mirror.changed.has('settings')) records.settings = [...mirror.settings.values()];
  mirror.changed.clear();
  return records as unknown as StoredRecords;
}

/** Every live record as of the database's current version. */
export function mirroredRecords(db: Db): StoredRecords {
  return db.transaction(() => {
    const version = currentVersion(db);
    let mirror = mirrors.get(db);
    if (!mirror) mirrors.set(db, (mirror = { version: 0, tables: new Map(), settings: new Map(), records: null, changed: new Set() }));
    if (mirror.version !== version) {
      catchUp(db, mirror);
      mirror.version = version;
      if (mirror.changed.size > 0 || mirror.records === null) mirror.records = snapshot(mirror, mirror.records);
    }
    mirror.records ??= snapshot(mirror, null);
    return mirror.records;
  })();
}
