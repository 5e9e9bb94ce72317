import { MESSAGES, type MutationArgs, type MutationName } from '@ninety/api';
import type { NinetyDatabase } from './database';
import { CHECKLIST_MUTATORS } from './mutators/checklist';
import { GOAL_MUTATORS } from './mutators/goals';
import { IMPORT_MUTATORS } from './mutators/import';
import { LOG_MUTATORS } from './mutators/logs';
import { LocalMutationError, type LocalMutator, type LocalMutators } from './mutators/mutator';
import { QUEST_MUTATORS } from './mutators/quests';
import { SETTINGS_MUTATORS } from './mutators/settings';
import { TASK_MUTATORS } from './mutators/tasks';
import { WATER_MUTATORS } from './mutators/water';
import { WORKOUT_MUTATORS } from './mutators/workouts';

export { LocalMutationError, type LocalMutator } from './mutators/mutator';

/**
 * How each mutation changes the local records: the same rules the server applies (its
 * services/*.ts), so the device shows now what the server will hold after the sync. They run
 * inside the caller's transaction, both for a new user action and when pending mutations are
 * replayed on top of a pull, so each must be idempotent. The type requires every mutation the
 * contract names: a new one cannot be forgotten here.
 */
const LOCAL_MUTATORS: LocalMutators<MutationName> = {
  ...WATER_MUTATORS,
  ...SETTINGS_MUTATORS,
  ...TASK_MUTATORS,
  ...QUEST_MUTATORS,
  ...WORKOUT_MUTATORS,
  ...LOG_MUTATORS,
  ...GOAL_MUTATORS,
  ...CHECKLIST_MUTATORS,
  ...IMPORT_MUTATORS,
};

export async function applyLocalMutation<Name extends MutationName>(
  db: NinetyDatabase,
  name: Name,
  args: MutationArgs<Name>,
  occurredAt: string,
): Promise<void> {
  // An outbox row written by another version of the app may name a mutation this one lacks.
  if (!Object.hasOwn(LOCAL_MUTATORS, name)) throw new LocalMutationError(MESSAGES.syncUnknownMutation(name));
  const mutator = LOCAL_MUTATORS[name] as LocalMutator<Name>;
  await mutator(db, args, occurredAt);
}
