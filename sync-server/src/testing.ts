/**
 * The server's testing entry point (as the web app's is web/src/testing.ts): what tests outside
 * this package (tests/sync-simulation) need to run the real server in process: the app, its
 * database and the records it holds.
 */
export { createApp } from './app';
export { openDatabase, type Db } from './db/open';
export { migrate } from './db/migrate';
export { restoreDatabase } from './db/restore';
export { loadAllRecords } from './services/all-records';
export { mirroredRecords } from './services/records-mirror';
export { getSettings } from './services/settings';
