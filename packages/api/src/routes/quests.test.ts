import { storeQuestRound } from '@ninety/domain';
import { describe, expect, it } from 'vitest';
import { QuestRowSchema } from '@ninety/domain';
import type * as z from 'zod/mini';
import { QuestGenerateBodySchema, QuestStartBodySchema } from './quests';
import { firstIssueMessage } from '../errors';
import { AT, sampleQuest } from '../testing/sample-records';

function messageFor(schema: z.ZodMiniType, body: unknown): string | null {
  const result = schema.safeParse(body);
  return result.success ? null : firstIssueMessage(result.error);
}

const round = [sampleQuest(1), sampleQuest(2, { isFear: false }), sampleQuest(3, { difficulty: 'hard', xpReward: 200 })];

describe('quest.generate', () => {
  it('carries the round as the device made it, ids included', () => {
    expect(storeQuestRound.args.parse({ quests: round })).toEqual({ quests: round });
  });

  it.each([
    [{ quests: [] }, 'A quest round has 1 to 10 quests'],
    [{ quests: Array.from({ length: 11 }, (_, i) => sampleQuest(i)) }, 'A quest round has 1 to 10 quests'],
    [{}, 'A quest round has 1 to 10 quests'],
    [{ quests: [sampleQuest(1), sampleQuest(1)] }, 'Each quest of a round needs its own id'],
    [{ quests: [sampleQuest(1, { xpReward: 10_000 })] }, 'xpReward must be the base XP of its difficulty: easy 50, medium 100, hard 200'],
    [{ quests: [sampleQuest(1, { startedAt: AT })] }, 'A generated quest must be available: startedAt and completedAt null'],
    [{ quests: [{ ...sampleQuest(1), traitName: 'Charisma' }] }, 'Unknown trait: use Consistency, Fitness, Finance, Focus, Resilience or Persuasion'],
    [{ quests: [{ ...sampleQuest(1), difficulty: 'insane' }] }, 'Difficulty must be easy, medium or hard'],
    [{ quests: [{ ...sampleQuest(1), status: 'available' }] }, 'Unknown field: status'],
    [{ quests: [{ ...sampleQuest(1), title: '' }] }, 'Quest title must be 1 to 120 characters'],
    [{ quests: [{ ...sampleQuest(1), durationMinutes: 0 }] }, 'durationMinutes must be a whole number from 1 to 43200'],
  ])('%#: → %s', (args, expected) => {
    expect(messageFor(storeQuestRound.args, args)).toBe(expected);
  });
});

describe('quest routes', () => {
  it('generate takes no body (the server generates) or the device-made round', () => {
    expect(messageFor(QuestGenerateBodySchema, {})).toBeNull();
    expect(messageFor(QuestGenerateBodySchema, { quests: round, occurredAt: '2026-11-21T09:10:00Z' })).toBeNull();
    expect(messageFor(QuestGenerateBodySchema, { traits: ['Focus'] })).toBe('Unknown field: traits');
  });

  it('start and complete take nothing but when', () => {
    expect(messageFor(QuestStartBodySchema, { occurredAt: '2026-11-21T09:10:00Z' })).toBeNull();
    expect(messageFor(QuestStartBodySchema, { status: 'active' })).toBe('Unknown field: status');
  });

  it('a stored quest may be started and completed', () => {
    const quest = sampleQuest(1, { startedAt: AT, completedAt: AT });
    expect(QuestRowSchema.parse(quest)).toEqual(quest);
  });
});
