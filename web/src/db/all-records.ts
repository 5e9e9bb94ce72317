import type { StoredRecords } from '@ninety/domain';
import { recordTables, type NinetyDatabase } from './database';

/**
 * Every record held here, as the domain's StoredRecords: what the local stats are derived from
 * and what an export holds. Read in one transaction so the tables agree with each other.
 */
export async function readAllRecords(db: NinetyDatabase): Promise<StoredRecords> {
  const tables = recordTables(db);
  return db.transaction('r', Object.values(tables), async () => ({
    waterLogs: await tables.waterLogs.toArray(),
    tasks: await tables.tasks.toArray(),
    quests: await tables.quests.toArray(),
    workouts: await tables.workouts.toArray(),
    workoutCompletions: await tables.workoutCompletions.toArray(),
    stretchCompletions: await tables.stretchCompletions.toArray(),
    weights: await tables.weights.toArray(),
    goals: await tables.goals.toArray(),
    goalCheckIns: await tables.goalCheckIns.toArray(),
    goalResets: await tables.goalResets.toArray(),
    checklistItems: await tables.checklistItems.toArray(),
    settings: await tables.settings.toArray(),
  }));
}
