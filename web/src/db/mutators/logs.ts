import { MESSAGES } from '@ninety/api';
import { stretchRoutineById } from '@ninety/domain';
import { isKnown, LocalMutationError, type LocalMutators } from './mutator';

/**
 * Append-only logs (weights, stretch routines done): as the server's services/logs.ts,
 * insert-if-absent by id, so a replay is stored once.
 */
export const LOG_MUTATORS: LocalMutators<'weight.log' | 'stretch.complete'> = {
  'weight.log': async (db, args, occurredAt) => {
    if (await isKnown(db, 'weights', args.id)) return;
    await db.weights.add({ id: args.id, weight: args.weight, loggedAt: occurredAt });
  },
  'stretch.complete': async (db, args, occurredAt) => {
    if (await isKnown(db, 'stretchCompletions', args.id)) return;
    if (!stretchRoutineById(args.routineId)) throw new LocalMutationError(MESSAGES.stretchRoutineId);
    await db.stretchCompletions.add({ id: args.id, routineId: args.routineId, completedAt: occurredAt });
  },
};
