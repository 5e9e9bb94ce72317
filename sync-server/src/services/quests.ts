import type { QuestResponse } from '@ninety/api';
import { generateQuestRound, questDisplayXp, questStatus, type ActionTime, type Quest, type TraitStat } from '@ninety/domain';
import type { Db } from '../db/open';
import { liveRecords } from '../db/records-repo';
import { applyMutation } from './apply-mutation';

/** The server makes the round itself (POST /api/quests/generate with no quests). */
export function generateQuests(
  db: Db,
  traits: TraitStat[],
  at: ActionTime,
  random: () => number,
  newId: () => string,
): Quest[] {
  const quests = generateQuestRound({ traits, existing: liveRecords(db, 'quests'), now: at.occurredAt, random, newId });
  return quests.length === 0 ? [] : applyMutation(db, 'quest.generate', { quests }, at);
}

export function listQuests(db: Db): Quest[] {
  return liveRecords(db, 'quests').sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

export function presentQuest(quest: Quest): QuestResponse {
  return { ...quest, awardedXp: questDisplayXp(quest), status: questStatus(quest) };
}
