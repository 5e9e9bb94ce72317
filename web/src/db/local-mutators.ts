import { MESSAGES, type MutationArgs, type MutationName } from '@ninety/api';
import { canUndoWaterLog, settingWins, type SettingKey, type Settings } from '@ninety/domain';
import type { NinetyDatabase } from './database';

/** A local action that cannot apply; the user is shown the message. */
export class LocalMutationError extends Error {}

type LocalMutator<Name extends MutationName> = (
  db: NinetyDatabase,
  args: MutationArgs<Name>,
  occurredAt: string,
) => Promise<void>;

/**
 * How each mutation changes the local records: the same rules the server applies, so the
 * device shows now what the server will hold after the sync. They run inside the caller's
 * transaction, both for a new user action and when pending mutations are replayed on top of a
 * pull, so each must be idempotent.
 */
const LOCAL_MUTATORS: { [Name in MutationName]?: LocalMutator<Name> } = {
  'water.log': async (db, args, occurredAt) => {
    // Insert-if-absent, and a deleted log stays deleted.
    if (await db.tombstones.get(['waterLogs', args.id])) return;
    if (await db.waterLogs.get(args.id)) return;
    await db.waterLogs.add({ id: args.id, amount: args.amount, loggedAt: occurredAt });
  },
  'water.delete': async (db, args, occurredAt) => {
    const log = await db.waterLogs.get(args.id);
    if (!log) {
      if (await db.tombstones.get(['waterLogs', args.id])) return;
      throw new LocalMutationError(MESSAGES.waterLogNotFound);
    }
    if (!canUndoWaterLog(log, occurredAt)) throw new LocalMutationError(MESSAGES.waterUndoExpired);
    await db.waterLogs.delete(args.id);
    await db.tombstones.put({ table: 'waterLogs', id: args.id });
  },
  'settings.update': async (db, args, occurredAt) => {
    for (const [key, value] of Object.entries(args) as [SettingKey, Settings[SettingKey]][]) {
      if (value === undefined) continue;
      const incoming = { key, value, updatedAt: occurredAt };
      // Per field, the later action wins, exactly as on the server.
      if (settingWins(incoming, await db.settings.get(key))) await db.settings.put(incoming);
    }
  },
};

export async function applyLocalMutation<Name extends MutationName>(
  db: NinetyDatabase,
  name: Name,
  args: MutationArgs<Name>,
  occurredAt: string,
): Promise<void> {
  const mutator = LOCAL_MUTATORS[name] as LocalMutator<Name> | undefined;
  if (!mutator) throw new LocalMutationError(MESSAGES.syncUnknownMutation(name));
  await mutator(db, args, occurredAt);
}
