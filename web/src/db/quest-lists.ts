/**
 * Adaptive Quests' tabs and Priority's Fear Quests, each read newest first through an index with
 * a limit, and the tabs' counts from index counts (docs/decisions/0024). A quest's status is
 * derived from its instants (domain questStatus): not started, started, completed.
 */
import type { Quest, QuestStatus } from '@ninety/domain';
import { getDatabase, type NinetyDatabase } from './database';

// Every instant sorts after this key: a whole index, which holds only quests with that instant.
const ANY_INSTANT = '';

export interface QuestList {
  /** The tab these quests are of (a screen switching tabs still holds the last one's list). */
  tab: QuestStatus;
  /** The tab's quests, newest first: the first `limit`. */
  quests: Quest[];
  /** Every tab's count, exact, whatever the list holds. */
  counts: Record<QuestStatus, number>;
}

const isAvailable = (quest: Quest) => quest.startedAt === null && quest.completedAt === null;
const isActive = (quest: Quest) => quest.startedAt !== null && quest.completedAt === null;

/** A tab's quests, newest first: available by creation, active by start, completed by completion. */
function readTab(tab: QuestStatus, limit: number, db: NinetyDatabase): Promise<Quest[]> {
  if (tab === 'available') return db.quests.orderBy('createdAt').reverse().filter(isAvailable).limit(limit).toArray();
  if (tab === 'active') return db.quests.where('startedAt').aboveOrEqual(ANY_INSTANT).reverse().filter(isActive).limit(limit).toArray();
  return db.quests.where('completedAt').aboveOrEqual(ANY_INSTANT).reverse().limit(limit).toArray();
}

/** One tab's quests, and every tab's count. */
export async function readQuestList(tab: QuestStatus, limit: number, db: NinetyDatabase = getDatabase()): Promise<QuestList> {
  const [quests, total, started, done] = await Promise.all([
    readTab(tab, limit, db),
    db.quests.count(),
    db.quests.where('startedAt').aboveOrEqual(ANY_INSTANT).count(),
    db.quests.where('completedAt').aboveOrEqual(ANY_INSTANT).count(),
  ]);
  // A completed quest was started first (domain completeQuest), so it is in both counts.
  return { tab, quests, counts: { available: total - started, active: started - done, completed: done } };
}

/** The fear quests still to do (domain openFearQuests): active ones first, then available, each newest first. */
export async function readOpenFearQuests(limit: number, db: NinetyDatabase = getDatabase()): Promise<{ quests: Quest[]; count: number }> {
  const [active, available, count] = await Promise.all([
    db.quests.where('startedAt').aboveOrEqual(ANY_INSTANT).reverse().filter((quest) => quest.isFear && isActive(quest)).limit(limit).toArray(),
    db.quests.orderBy('createdAt').reverse().filter((quest) => quest.isFear && isAvailable(quest)).limit(limit).toArray(),
    // No index says fear: the count walks the quests, without keeping them.
    db.quests.filter((quest) => quest.isFear && quest.completedAt === null).count(),
  ]);
  return { quests: [...active, ...available].slice(0, limit), count };
}
