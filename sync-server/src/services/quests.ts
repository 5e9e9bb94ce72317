import { MESSAGES, type QuestCompleteArgs, type QuestGenerateArgs, type QuestResponse, type QuestStartArgs } from '@ninety/api';
import {
  clampToServerClock,
  generateQuestRound,
  questDisplayXp,
  questsToStore,
  questStatus,
  withEarliestStart,
  withQuestCompleted,
  type Quest,
  type TraitStat,
} from '@ninety/domain';
import { findRecord, liveRecords, putRecord } from '../db/records-repo';
import type { Db } from '../db/open';
import { refuseIfBeforeRecord, type ActionTime } from './action-time';
import { ServiceError } from './service-error';

/**
 * Stores a round generated on a device, ids and all, as the device made it (domain
 * questsToStore): a replayed quest is stored once. Its creation time is a time like any other:
 * one ahead of the server's clock is kept as the server's time (domain clampToServerClock).
 */
export function storeQuestRound(db: Db, args: QuestGenerateArgs, at: ActionTime): Quest[] {
  const knownIds = new Set(args.quests.filter((quest) => findRecord(db, 'quests', quest.id)).map((quest) => quest.id));
  const round = args.quests.map((quest) => ({ ...quest, createdAt: clampToServerClock(quest.createdAt, at.now) }));
  const added = questsToStore({ round, knownIds });
  for (const quest of added) putRecord(db, 'quests', quest);
  return added;
}

/** The server makes the round itself (POST /api/quests/generate with no quests). */
export function generateQuests(
  db: Db,
  traits: TraitStat[],
  at: ActionTime,
  random: () => number,
  newId: () => string,
): Quest[] {
  const quests = generateQuestRound({ traits, existing: liveRecords(db, 'quests'), now: at.occurredAt, random, newId });
  return quests.length === 0 ? [] : storeQuestRound(db, { quests }, at);
}

function findQuest(db: Db, id: string): Quest {
  const found = findRecord(db, 'quests', id);
  if (!found || found.deleted) throw new ServiceError('not-found', MESSAGES.questNotFound);
  return found.row;
}

/** Starts a quest; the earliest start wins, so replays and two devices agree. */
export function startQuest(db: Db, args: QuestStartArgs, at: ActionTime): Quest {
  const quest = findQuest(db, args.id);
  refuseIfBeforeRecord(at, quest.createdAt);
  const started = withEarliestStart(quest, at.occurredAt);
  if (!started) return quest;
  putRecord(db, 'quests', started);
  return started;
}

/** Completes an active quest; completing it again grants nothing more (earliest wins). */
export function completeQuest(db: Db, args: QuestCompleteArgs, at: ActionTime): Quest {
  const quest = findQuest(db, args.id);
  if (quest.startedAt === null) throw new ServiceError('conflict', MESSAGES.questNotStarted);
  refuseIfBeforeRecord(at, quest.startedAt);
  const completed = withQuestCompleted(quest, at.occurredAt);
  if (!completed) return quest;
  putRecord(db, 'quests', completed);
  return completed;
}

export function listQuests(db: Db): Quest[] {
  return liveRecords(db, 'quests').sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
}

export function presentQuest(quest: Quest): QuestResponse {
  return { ...quest, awardedXp: questDisplayXp(quest), status: questStatus(quest) };
}
