import * as z from 'zod/mini';
import { beforeRecord, clampToServerClock } from '../action-times';
import { QUEST_ROUND_MAX } from '../constants';
import { MESSAGES } from '../messages';
import { questsToStore, withEarliestStart, withQuestCompleted } from '../record-updates';
import { QuestRowSchema, RecordIdSchema, strictBody } from '../records';
import { defineMutation, done, put, refuse } from './decision';
import { known, record } from './reads';

/** A quest as a device generated it: the whole record, not yet started or completed. */
export const GeneratedQuestSchema = QuestRowSchema.check(
  z.refine((quest) => quest.startedAt === null && quest.completedAt === null, {
    message: MESSAGES.questNotAvailable,
    path: ['startedAt'],
  }),
);

/** One generated round: one to QUEST_ROUND_MAX new quests, each id once. */
export const QuestRoundSchema = z.array(GeneratedQuestSchema, { error: MESSAGES.questRoundSize }).check(
  z.minLength(1, MESSAGES.questRoundSize),
  z.maxLength(QUEST_ROUND_MAX, MESSAGES.questRoundSize),
  z.refine((quests) => new Set(quests.map((quest) => quest.id)).size === quests.length, MESSAGES.questDuplicateId),
);

/**
 * quest.generate: a round made on a device, stored as it was made (ids and all); a replayed
 * quest is stored once. Its creation time is a time like any other: one ahead of the clock the
 * action is applied at is kept as that clock's time.
 */
export const storeQuestRound = defineMutation({
  name: 'quest.generate',
  args: strictBody({ quests: QuestRoundSchema }),
  reads: (args) => ({ knownIds: known('quests', args.quests.map((quest) => quest.id)) }),
  decide: ({ knownIds }, args, at) => {
    const round = args.quests.map((quest) => ({ ...quest, createdAt: clampToServerClock(quest.createdAt, at.now) }));
    const added = questsToStore({ round, knownIds: new Set(knownIds) });
    return done(added.map((quest) => put('quests', quest)), added);
  },
});

/** quest.start: the earliest start wins, so replays and two devices agree. */
export const startQuest = defineMutation({
  name: 'quest.start',
  args: strictBody({ id: RecordIdSchema }),
  reads: (args) => ({ quest: record('quests', args.id) }),
  decide: ({ quest }, _args, at) => {
    if (!quest || !('live' in quest)) return refuse('quest-not-found');
    if (beforeRecord(at, quest.live.createdAt)) return refuse('change-before-record');
    const started = withEarliestStart(quest.live, at.occurredAt);
    return started ? done([put('quests', started)], started) : done([], quest.live);
  },
});

/** quest.complete: only a started quest; completing it again grants nothing more. */
export const completeQuest = defineMutation({
  name: 'quest.complete',
  args: strictBody({ id: RecordIdSchema }),
  reads: (args) => ({ quest: record('quests', args.id) }),
  decide: ({ quest }, _args, at) => {
    if (!quest || !('live' in quest)) return refuse('quest-not-found');
    if (quest.live.startedAt === null) return refuse('quest-not-started');
    if (beforeRecord(at, quest.live.startedAt)) return refuse('change-before-record');
    const completed = withQuestCompleted(quest.live, at.occurredAt);
    return completed ? done([put('quests', completed)], completed) : done([], quest.live);
  },
});
