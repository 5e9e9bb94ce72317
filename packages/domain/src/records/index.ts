/**
 * The stored records, as both the device (Dexie) and the server (SQLite) keep them and as they
 * travel in a sync pull or an export. Each record's shape is in one place, its own file here:
 * the row schema that a pull, an import and a replayed change are checked with, and the type
 * every rule uses, inferred from that schema. Anything computable from these (HP, XP, levels,
 * streaks, isOverdue, isLocked, days left) is derived by the domain and never stored.
 *
 * Instants are ISO strings in UTC ("2026-11-21T09:10:00.000Z"); local calendar dates are
 * "YYYY-MM-DD" in the user's zone. Ids are UUIDs made on the device where the thing was made.
 */
export * from './fields';
export * from './shape-steps';
export * from './water-log';
export * from './task';
export * from './quest';
export * from './workout';
export * from './stretch-completion';
export * from './weight-entry';
export * from './goal';
export * from './goal-check-in';
export * from './goal-reset';
export * from './checklist-item';
export * from './setting-record';
export * from './issues';
export * from './export-document';

export * from './tables';
