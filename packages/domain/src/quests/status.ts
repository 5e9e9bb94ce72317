/**
 * What the quest screens show about a quest. Status is derived from the instants, never stored,
 * so a start and a completion replayed in any order give the same answer.
 */
import type { Quest, QuestStatus } from '../records';
import { MS_PER_MINUTE } from '../time';
import { awardedQuestXp } from '../xp';

export function questStatus(quest: Pick<Quest, 'startedAt' | 'completedAt'>): QuestStatus {
  if (quest.completedAt !== null) return 'completed';
  if (quest.startedAt !== null) return 'active';
  return 'available';
}

/** Due instant (ISO) of a started quest: its start plus its length; null before it starts. */
export function questDueAt(quest: Pick<Quest, 'startedAt' | 'durationMinutes'>): string | null {
  if (quest.startedAt === null) return null;
  return new Date(Date.parse(quest.startedAt) + quest.durationMinutes * MS_PER_MINUTE).toISOString();
}

/** The XP a card shows: what completing it awards (a fear quest shows twice its base). */
export function questDisplayXp(quest: Pick<Quest, 'xpReward' | 'isFear'>): number {
  return awardedQuestXp(quest);
}

export interface QuestsByStatus {
  available: Quest[];
  active: Quest[];
  completed: Quest[];
}

function newestFirst(at: (quest: Quest) => string | null): (a: Quest, b: Quest) => number {
  return (a, b) => Date.parse(at(b) ?? '') - Date.parse(at(a) ?? '') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The three tabs of Adaptive Quests, each newest first: available by creation, active by start,
 * completed by completion. Ties (a round shares one createdAt) fall back to the id so every
 * device lists them in the same order.
 */
export function groupQuestsByStatus(quests: Iterable<Quest>): QuestsByStatus {
  const groups: QuestsByStatus = { available: [], active: [], completed: [] };
  for (const quest of quests) groups[questStatus(quest)].push(quest);
  groups.available.sort(newestFirst((q) => q.createdAt));
  groups.active.sort(newestFirst((q) => q.startedAt));
  groups.completed.sort(newestFirst((q) => q.completedAt));
  return groups;
}

/** The Fear Quests tab of Priority Tasks: fear quests still to do (available or active). */
export function openFearQuests(quests: Iterable<Quest>): Quest[] {
  const { available, active } = groupQuestsByStatus([...quests].filter((q) => q.isFear));
  return [...active, ...available];
}
