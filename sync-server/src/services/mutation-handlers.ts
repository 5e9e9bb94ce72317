import type { MutationArgs, MutationName } from '@ninety/api';
import type { Db } from '../db/open';
import type { ActionTime } from './action-time';
import { updateSettings } from './settings';
import { deleteWaterLog, logWater } from './water';

type Handler<Name extends MutationName> = (db: Db, args: MutationArgs<Name>, at: ActionTime) => void;

/**
 * How the server applies each queued mutation: through the same service functions as the REST
 * routes, so a change replayed from a device lands exactly as if it had been posted online.
 */
export const MUTATION_HANDLERS: { [Name in MutationName]?: Handler<Name> } = {
  'water.log': (db, args, at) => void logWater(db, args, at),
  'water.delete': (db, args, at) => deleteWaterLog(db, args, at),
  'settings.update': (db, args, at) => void updateSettings(db, args, at),
};
