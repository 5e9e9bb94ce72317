import * as z from 'zod/mini';
import { DifficultySchema, QuestRoundSchema, QuestStatusSchema } from '@ninety/domain';
import {
  ActionBodySchema,
  OccurredAtSchema,
  strictBody,
} from '../fields';

/**
 * POST /api/quests/generate. With no body (or no quests) the server generates the round
 * itself; with quests it stores the round a device generated, ids included (docs/product.md).
 */
export const QuestGenerateBodySchema = strictBody({
  quests: z.optional(QuestRoundSchema),
  occurredAt: z.optional(OccurredAtSchema),
});
export type QuestGenerateBody = z.infer<typeof QuestGenerateBodySchema>;

/** POST /api/quests/:id/start and /complete. Each answers the quest (QuestSchema). */
export const QuestStartBodySchema = ActionBodySchema;
export const QuestCompleteBodySchema = ActionBodySchema;

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
