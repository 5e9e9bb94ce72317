import { beforeRecord } from '../action-times';
import { canUndoWaterLog } from '../water';
import { defineMutation, done, put, refuse, remove } from './decision';
import { heldRow, record } from './reads';
import { RecordIdSchema, strictBody, WaterAmountSchema } from '../records';

/** water.log: insert-if-absent by id, so a replay is stored once and a deleted log stays deleted. */
export const logWater = defineMutation({
  name: 'water.log',
  args: strictBody({ id: RecordIdSchema, amount: WaterAmountSchema }),
  reads: (args) => ({ log: record('waterLogs', args.id) }),
  decide: ({ log }, args, at) => {
    if (log) return done([], { log: heldRow(log), created: false });
    const made = { id: args.id, amount: args.amount, loggedAt: at.occurredAt };
    return done([put('waterLogs', made)], { log: made, created: true });
  },
});

/** water.delete: undoes a mis-tapped log, judged at the time the undo was tapped; again is harmless. */
export const deleteWater = defineMutation({
  name: 'water.delete',
  args: strictBody({ id: RecordIdSchema }),
  reads: (args) => ({ log: record('waterLogs', args.id) }),
  decide: ({ log }, args, at) => {
    if (log === null) return refuse('water-log-not-found');
    if (!('live' in log)) return done([], undefined);
    if (beforeRecord(at, log.live.loggedAt)) return refuse('change-before-record');
    if (!canUndoWaterLog(log.live, at.occurredAt)) return refuse('water-undo-expired');
    return done([remove('waterLogs', args.id)], undefined);
  },
});
