import type { Quest, QuestStatus } from '@ninety/domain';
import { readOpenFearQuests, readQuestList, type QuestList } from '../quest-lists';
import { useLiveQuery } from '../use-live-query';

/** The tab of Adaptive Quests on screen, live, as far as it shows, with every tab's exact count. */
export function useQuestList(tab: QuestStatus, limit: number): QuestList | undefined {
  return useLiveQuery(() => readQuestList(tab, limit), [tab, limit]);
}

/** Priority's Fear Quests tab, live: the first `limit`, and how many there are; nothing read at 0. */
export function useOpenFearQuests(limit: number): { quests: Quest[]; count: number } | undefined {
  return useLiveQuery(() => (limit > 0 ? readOpenFearQuests(limit) : undefined), [limit]);
}
