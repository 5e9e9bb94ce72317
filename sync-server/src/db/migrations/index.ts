import { sql as initial } from './0001_initial';
import { sql as records } from './0002_records';
import { sql as settingsTombstones } from './0003_settings_tombstones';
import { sql as push } from './0004_push';
import { sql as waterLogsAsRecords } from './0005_water_logs_as_records';
import { sql as rejectionCodes } from './0006_rejection_codes';
import { sql as devices } from './0007_devices';
import { sql as timeline } from './0008_timeline';
import { sql as goalPayments } from './0009_goal_payments';

/**
 * Ordered and append-only: a migration that has shipped is never edited, a change is a new
 * entry. They are TypeScript strings rather than .sql files so the server bundle carries them.
 */
export const MIGRATIONS: readonly { id: number; name: string; sql: string }[] = [
  { id: 1, name: 'initial', sql: initial },
  { id: 2, name: 'records', sql: records },
  { id: 3, name: 'settings_tombstones', sql: settingsTombstones },
  { id: 4, name: 'push', sql: push },
  { id: 5, name: 'water_logs_as_records', sql: waterLogsAsRecords },
  { id: 6, name: 'rejection_codes', sql: rejectionCodes },
  { id: 7, name: 'devices', sql: devices },
  { id: 8, name: 'timeline', sql: timeline },
  { id: 9, name: 'goal_payments', sql: goalPayments },
];
