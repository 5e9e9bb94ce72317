/**
 * The web app's testing entry point (as the server's is sync-server/src/testing.ts): the
 * device's local store and sync engine without React or the DOM, which the sync simulation
 * (tests/sync-simulation) drives against the real server. The app imports the modules directly.
 */
export { NinetyDatabase } from './db/database';
export { perform, ValidationError } from './db/outbox';
export { LocalMutationError } from './db/apply-mutation';
export { readAllRecords } from './db/all-records';
export { readSettings } from './db/local-settings';
export { getClientId, getCursor } from './db/meta';
export { logWater, undoWaterLog } from './db/water-repo';
export { ensureTimeZone, saveSettings } from './db/settings-repo';
export { createTask, completeTask, undoTask } from './db/task-repo';
export { generateQuests, startQuest, completeQuest } from './db/quest-repo';
export { generateWorkoutPlan, completeWorkout, completeStretch } from './db/workout-repo';
export { createGoal, checkInGoal, achieveGoal } from './db/goal-repo';
export { logWeight, undoWeight } from './db/weight-repo';
export { addChecklistItem, setChecklistItemChecked, deleteChecklistItem, resetChecklistLocation } from './db/checklist-repo';
export { importData, exportData } from './db/data-transfer-repo';
export { createApiClient, RetryableSyncError, type ApiClient } from './sync/api-client';
export { createSyncEngine, type SyncEngine } from './sync/engine';
