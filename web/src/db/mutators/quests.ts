import { MESSAGES } from '@ninety/api';
import { questsToStore, withEarliestStart, withQuestCompleted } from '@ninety/domain';
import { isKnown, liveOrFail, LocalMutationError, refuseIfBeforeRecord, type LocalMutators } from './mutator';

/** Adaptive quests: as the server's services/quests.ts. */
export const QUEST_MUTATORS: LocalMutators<'quest.generate' | 'quest.start' | 'quest.complete'> = {
  'quest.generate': async (db, args) => {
    const knownIds = new Set<string>();
    for (const quest of args.quests) if (await isKnown(db, 'quests', quest.id)) knownIds.add(quest.id);
    // A replayed round is stored once; otherwise as the device that made it generated it.
    const added = questsToStore({ round: args.quests, knownIds });
    await db.quests.bulkAdd(added);
  },
  'quest.start': async (db, args, occurredAt) => {
    const quest = await liveOrFail(db, 'quests', args.id, MESSAGES.questNotFound);
    refuseIfBeforeRecord(occurredAt, quest.createdAt);
    const started = withEarliestStart(quest, occurredAt);
    if (started) await db.quests.put(started);
  },
  'quest.complete': async (db, args, occurredAt) => {
    const quest = await liveOrFail(db, 'quests', args.id, MESSAGES.questNotFound);
    if (quest.startedAt === null) throw new LocalMutationError(MESSAGES.questNotStarted);
    refuseIfBeforeRecord(occurredAt, quest.startedAt);
    const completed = withQuestCompleted(quest, occurredAt);
    if (completed) await db.quests.put(completed);
  },
};
