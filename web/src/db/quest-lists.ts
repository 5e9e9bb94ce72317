/**
 * Adaptive Quests' tabs and Priority's Fear Quests, each read newest first through an index with
 * a limit, and the tabs' counts from index counts (docs/decisions/0024). A quest's status is
 * derived from its instants (domain questStatus): not started, started, completed. The open ones
 * are read from their own rows (open-records.ts), not found among years of completed ones.
 */
import type { Quest, QuestStatus } from '@ninety/domain';
import Dexie from 'dexie';
import { getDatabase, type NinetyDatabase } from './database';

// Every instant sorts after this key: a whole index, which holds only quests with that instant.
const ANY_INSTANT = '';
/** An open row's `fear` of a fear quest. */
const FEAR = 1;

export interface QuestList {
  /** The tab these quests are of (a screen switching tabs still holds the last one's list). */
  tab: QuestStatus;
  /** The tab's quests, newest first: the first `limit`. */
  quests: Quest[];
  /** Every tab's count, exact, whatever the list holds. */
  counts: Record<QuestStatus, number>;
}

/** The quests of these open rows, in their order (a row's quest is there: one transaction). */
async function questsOf(ids: Promise<string[]>, db: NinetyDatabase): Promise<Quest[]> {
  return (await db.quests.bulkGet(await ids)).filter((quest): quest is Quest => quest !== undefined);
}

/**
 * A tab's quests, newest first: available by creation, active by start (each from the open rows,
 * which hold only those: open-records.ts), completed by completion.
 */
function readTab(tab: QuestStatus, limit: number, db: NinetyDatabase): Promise<Quest[]> {
  if (tab === 'available') return questsOf(db.openQuests.where('availableSince').aboveOrEqual(ANY_INSTANT).reverse().limit(limit).primaryKeys(), db);
  if (tab === 'active') return questsOf(db.openQuests.where('activeSince').aboveOrEqual(ANY_INSTANT).reverse().limit(limit).primaryKeys(), db);
  return db.quests.where('completedAt').aboveOrEqual(ANY_INSTANT).reverse().limit(limit).toArray();
}

/** One tab's quests, and every tab's count. */
export function readQuestList(tab: QuestStatus, limit: number, db: NinetyDatabase = getDatabase()): Promise<QuestList> {
  return db.transaction('r', db.quests, db.openQuests, async () => {
    const [quests, available, active, completed] = await Promise.all([
      readTab(tab, limit, db),
      db.openQuests.where('availableSince').aboveOrEqual(ANY_INSTANT).count(),
      db.openQuests.where('activeSince').aboveOrEqual(ANY_INSTANT).count(),
      db.quests.where('completedAt').aboveOrEqual(ANY_INSTANT).count(),
    ]);
    return { tab, quests, counts: { available, active, completed } };
  });
}

/** The fear quests still to do (domain openFearQuests): active ones first, then available, each newest first. */
export function readOpenFearQuests(limit: number, db: NinetyDatabase = getDatabase()): Promise<{ quests: Quest[]; count: number }> {
  const fearSince = (since: 'activeSince' | 'availableSince') =>
    db.openQuests.where(`[fear+${since}]`).between([FEAR, ANY_INSTANT], [FEAR, Dexie.maxKey]).reverse().limit(limit).primaryKeys();
  return db.transaction('r', db.quests, db.openQuests, async () => {
    const [active, available, count] = await Promise.all([
      questsOf(fearSince('activeSince'), db),
      questsOf(fearSince('availableSince'), db),
      db.openQuests.where('fear').equals(FEAR).count(),
    ]);
    return { quests: [...active, ...available].slice(0, limit), count };
  });
}
