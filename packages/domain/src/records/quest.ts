/** A quest, adaptive or fear: its schema, and its type inferred from it. */
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { instantField, RecordIdSchema, strictRow, textIn, wholeNumberIn } from './fields';
import type { ShapeStep } from './shape-steps';

export const TRAIT_NAMES = ['Consistency', 'Fitness', 'Finance', 'Focus', 'Resilience', 'Persuasion'] as const;
export const TraitNameSchema = z.enum(TRAIT_NAMES, { error: MESSAGES.questTraitName });
export type TraitName = z.infer<typeof TraitNameSchema>;

export const DifficultySchema = z.enum(['easy', 'medium', 'hard'], { error: MESSAGES.questDifficulty });
export type Difficulty = z.infer<typeof DifficultySchema>;

export const QuestStatusSchema = z.enum(['available', 'active', 'completed']);
export type QuestStatus = z.infer<typeof QuestStatusSchema>;

/** Base XP by difficulty; a fear quest awards twice this. */
export const QUEST_BASE_XP: Readonly<Record<Difficulty, number>> = { easy: 50, medium: 100, hard: 200 };

/** Its status is derived from startedAt and completedAt, never stored. */
export const QuestRowSchema = strictRow({
  id: RecordIdSchema,
  title: textIn(1, 120, MESSAGES.questTitle),
  description: textIn(1, 500, MESSAGES.questDescription),
  traitName: TraitNameSchema,
  /** Display text, "15 min" or "1 day". */
  duration: textIn(1, 20, MESSAGES.questDuration),
  // Up to 30 days: the longest a quest of the bank runs is "1 week"; room, not a loophole.
  durationMinutes: wholeNumberIn(1, 43_200, MESSAGES.questDurationMinutes),
  /** Base XP by difficulty; a fear quest awards twice this. */
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
export type Quest = z.infer<typeof QuestRowSchema>;

/** How stored quests and their changes' args changed shape (shape-steps.ts); none yet. */
export const QUEST_STEPS: readonly ShapeStep[] = [];
