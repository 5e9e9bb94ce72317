import { MESSAGES } from '@ninety/api';
import { canUndoWaterLog } from '@ninety/domain';
import { isKnown, LocalMutationError, refuseIfBeforeRecord, type LocalMutators } from './mutator';

/** Water logs: as the server's services/water.ts. */
export const WATER_MUTATORS: LocalMutators<'water.log' | 'water.delete'> = {
  'water.log': async (db, args, occurredAt) => {
    // Insert-if-absent, and a deleted log stays deleted.
    if (await isKnown(db, 'waterLogs', args.id)) return;
    await db.waterLogs.add({ id: args.id, amount: args.amount, loggedAt: occurredAt });
  },
  'water.delete': async (db, args, occurredAt) => {
    const log = await db.waterLogs.get(args.id);
    if (!log) {
      // Undoing it again is harmless; undoing a log never seen is not.
      if (await db.tombstones.get(['waterLogs', args.id])) return;
      throw new LocalMutationError(MESSAGES.waterLogNotFound);
    }
    refuseIfBeforeRecord(occurredAt, log.loggedAt);
    // Judged at the time the undo was tapped, not when it is replayed.
    if (!canUndoWaterLog(log, occurredAt)) throw new LocalMutationError(MESSAGES.waterUndoExpired);
    await db.waterLogs.delete(args.id);
    await db.tombstones.put({ table: 'waterLogs', id: args.id });
  },
};
