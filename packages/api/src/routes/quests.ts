import * as z from 'zod/mini';
import { DifficultySchema, QuestRowSchema, QuestStatusSchema } from '@ninety/domain';
import { QUEST_ROUND_MAX } from '@ninety/domain';
import {
  ActionBodySchema,
  OccurredAtSchema,
  RecordIdSchema,
  strictBody,
} from '../fields';
import { MESSAGES } from '../messages';

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
