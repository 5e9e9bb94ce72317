import {
  deriveStats,
  generateQuestRound,
  resolveSettings,
  type Quest,
  type RandomFn,
} from '@ninety/domain';
import { v7 as uuidv7 } from 'uuid';
import { deviceRandom } from './device-random';
import { readAllRecords } from './all-records';
import { actionNow } from './device-clock';
import { getDatabase, type NinetyDatabase } from './database';
import { browserTimeZone } from './local-settings';
import { perform } from './outbox';
import { historyToCome } from './restore-progress';
import { restoreState } from './restore-state';

/**
 * Generates a round of quests for the 3 weakest traits, here on the device (offline too), and
 * queues it with its ids so the server stores exactly this round. Returns the round; an empty
 * one (every title of the bank already open) queues nothing.
 */
export async function generateQuests(
  random: RandomFn = deviceRandom(),
  at = new Date(),
  db: NinetyDatabase = getDatabase(),
): Promise<Quest[]> {
  const time = await actionNow(db, at);
  const now = new Date(time.occurredAt);
  const records = await readAllRecords(db);
  const { traits } = deriveStats(records, resolveSettings(records.settings, browserTimeZone()), now);
  const quests = generateQuestRound({ traits, existing: records.quests, now, random, newId: uuidv7 });
  if (quests.length === 0) return [];
  await perform('quest.generate', { quests }, time, db);
  return quests;
}

/** Why a first round on its own was not made: quests held after all, or perhaps still to come. */
export type NoFirstRound = 'quests held' | 'history on its way';

/**
 * The first round a visit makes on its own (spec §4): only for a device that holds no quest at
 * all when it looks, not when a screen last saw none (its read may be older than a pull that
 * just brought years of them), and holds the whole history: none asked for by a pairing, no
 * restore stored (ADR 31) or arriving (its first page in, not yet written: known only to the
 * sync engine), whose pages may hold the user's quests. Answers the round, or why there is none.
 */
export async function generateFirstQuests(
  random: RandomFn = deviceRandom(),
  at = new Date(),
  db: NinetyDatabase = getDatabase(),
): Promise<Quest[] | NoFirstRound> {
  const held = await db.transaction('r', db.quests, db.meta, async () => ({
    quests: await db.quests.count(),
    restoring: (await historyToCome(db)) !== undefined,
  }));
  if (held.quests > 0) return 'quests held';
  if (held.restoring || restoreState.getState().restoring) return 'history on its way';
  return generateQuests(random, at, db);
}

export async function startQuest(id: string, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<void> {
  await perform('quest.start', { id }, await actionNow(db, at), db);
}

/** Completes a started quest (its XP counts once, however often it is completed). */
export async function completeQuest(id: string, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<void> {
  await perform('quest.complete', { id }, await actionNow(db, at), db);
}
