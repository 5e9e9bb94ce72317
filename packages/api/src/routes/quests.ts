import * as z from 'zod/mini';
import { QUEST_BASE_XP, QUEST_ROUND_MAX, TRAIT_NAMES } from '@ninety/domain';
import {
  ActionBodySchema,
  instantField,
  OccurredAtSchema,
  RecordIdSchema,
  strictBody,
  strictRow,
  textIn,
  wholeNumberIn,
} from '../fields';
import { MESSAGES } from '../messages';

export const TraitNameSchema = z.enum(TRAIT_NAMES, { error: MESSAGES.questTraitName });
export const DifficultySchema = z.enum(['easy', 'medium', 'hard'], { error: MESSAGES.questDifficulty });
export const QuestStatusSchema = z.enum(['available', 'active', 'completed']);

/** A stored quest (records.ts Quest). Its status is derived from startedAt and completedAt. */
export const QuestRowSchema = strictRow({
  id: RecordIdSchema,
  title: textIn(1, 120, MESSAGES.questTitle),
  description: textIn(1, 500, MESSAGES.questDescription),
  traitName: TraitNameSchema,
  duration: textIn(1, 20, MESSAGES.questDuration),
  // Up to 30 days: the longest a quest of the bank runs is "1 week"; room, not a loophole.
  durationMinutes: wholeNumberIn(1, 43_200, MESSAGES.questDurationMinutes),
  xpReward: z.int({ error: MESSAGES.questXpReward }),
  difficulty: DifficultySchema,
  isFear: z.boolean({ error: MESSAGES.trueOrFalse('isFear') }),
  createdAt: instantField('createdAt'),
  startedAt: z.nullable(instantField('startedAt')),
  completedAt: z.nullable(instantField('completedAt')),
}).check(
  // XP comes from the difficulty alone (docs/product.md), so a device cannot mint a 10 000 XP quest.
  z.refine((quest) => quest.xpReward === QUEST_BASE_XP[quest.difficulty], {
    message: MESSAGES.questXpReward,
    path: ['xpReward'],
  }),
);

/** A quest as a device generated it: the whole record, not yet started or completed. */
export const GeneratedQuestSchema = QuestRowSchema.check(
  z.refine((quest) => quest.startedAt === null && quest.completedAt === null, {
    message: MESSAGES.questNotAvailable,
    path: ['startedAt'],
  }),
);

const QuestRoundSchema = z.array(GeneratedQuestSchema, { error: MESSAGES.questRoundSize }).check(
  z.minLength(1, MESSAGES.questRoundSize),
  z.maxLength(QUEST_ROUND_MAX, MESSAGES.questRoundSize),
  z.refine((quests) => new Set(quests.map((quest) => quest.id)).size === quests.length, MESSAGES.questDuplicateId),
);

/**
 * POST /api/quests/generate. With no body (or no quests) the server generates the round
 * itself; with quests it stores the round a device generated, ids included (docs/product.md).
 */
export const QuestGenerateBodySchema = strictBody({
  quests: z.optional(QuestRoundSchema),
  occurredAt: z.optional(OccurredAtSchema),
});
export type QuestGenerateBody = z.infer<typeof QuestGenerateBodySchema>;

/** Sync mutation quest.generate: the round exactly as the device made it. */
export const QuestGenerateArgsSchema = strictBody({ quests: QuestRoundSchema });
export type QuestGenerateArgs = z.infer<typeof QuestGenerateArgsSchema>;

/** POST /api/quests/:id/start and /complete. Each answers the quest (QuestSchema). */
export const QuestStartBodySchema = ActionBodySchema;
export const QuestCompleteBodySchema = ActionBodySchema;

/** Sync mutations quest.start and quest.complete. */
export const QuestStartArgsSchema = strictBody({ id: RecordIdSchema });
export type QuestStartArgs = z.infer<typeof QuestStartArgsSchema>;
export const QuestCompleteArgsSchema = strictBody({ id: RecordIdSchema });
export type QuestCompleteArgs = z.infer<typeof QuestCompleteArgsSchema>;

/**
 * A quest as the API answers it. xpReward is the stored base; awardedXp is what completing it
 * gives (doubled for a fear quest), which is what every screen shows.
 */
export const QuestSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  traitName: z.string(),
  duration: z.string(),
  durationMinutes: z.number(),
  xpReward: z.number(),
  awardedXp: z.number(),
  difficulty: DifficultySchema,
  isFear: z.boolean(),
  status: QuestStatusSchema,
  createdAt: z.string(),
  startedAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
});
export type QuestResponse = z.infer<typeof QuestSchema>;

/** GET /api/quests, and the answer of POST /api/quests/generate (the quests it added). */
export const QuestListSchema = z.array(QuestSchema);
