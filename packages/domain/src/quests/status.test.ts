import { describe, expect, it } from 'vitest';
import type { Quest } from '../records';
import { groupQuestsByStatus, openFearQuests, questDisplayXp, questDueAt, questStatus } from './status';

function quest(id: string, over: Partial<Quest> = {}): Quest {
  return {
    id,
    title: `Quest ${id}`,
    description: 'A quest',
    traitName: 'Focus',
    duration: '15 min',
    durationMinutes: 15,
    xpReward: 100,
    difficulty: 'medium',
    isFear: false,
    createdAt: '2026-11-21T09:00:00.000Z',
    startedAt: null,
    completedAt: null,
    ...over,
  };
}

describe('quest status', () => {
  it('is available, then active once started, then completed', () => {
    expect(questStatus(quest('a'))).toBe('available');
    expect(questStatus(quest('a', { startedAt: '2026-11-21T10:00:00.000Z' }))).toBe('active');
    expect(
      questStatus(quest('a', { startedAt: '2026-11-21T10:00:00.000Z', completedAt: '2026-11-21T10:05:00.000Z' })),
    ).toBe('completed');
    // A completion replayed before its start arrived still reads completed.
    expect(questStatus(quest('a', { completedAt: '2026-11-21T10:05:00.000Z' }))).toBe('completed');
  });
});

describe('quest due time', () => {
  it('is null until started, then the start plus its length', () => {
    expect(questDueAt(quest('a'))).toBeNull();
    expect(questDueAt(quest('a', { startedAt: '2026-11-21T23:50:00.000Z' }))).toBe('2026-11-22T00:05:00.000Z');
    expect(questDueAt(quest('a', { startedAt: '2026-11-21T10:00:00.000Z', durationMinutes: 1440 }))).toBe(
      '2026-11-22T10:00:00.000Z',
    );
  });
});

describe('quest XP shown', () => {
  it('is the base for a regular quest and twice the base for a fear quest', () => {
    expect(questDisplayXp(quest('a', { xpReward: 50 }))).toBe(50);
    expect(questDisplayXp(quest('a', { xpReward: 50, isFear: true }))).toBe(100);
    expect(questDisplayXp(quest('a', { xpReward: 200, isFear: true }))).toBe(400);
  });
});

describe('quest tabs', () => {
  const list = [
    quest('old', { createdAt: '2026-11-20T09:00:00.000Z' }),
    quest('b', {}),
    quest('a', {}),
    quest('run1', { startedAt: '2026-11-21T10:00:00.000Z' }),
    quest('run2', { startedAt: '2026-11-21T11:00:00.000Z', isFear: true }),
    quest('done1', { startedAt: '2026-11-21T10:00:00.000Z', completedAt: '2026-11-21T12:00:00.000Z' }),
    quest('done2', { startedAt: '2026-11-21T10:00:00.000Z', completedAt: '2026-11-21T13:00:00.000Z', isFear: true }),
    quest('fear', { isFear: true, createdAt: '2026-11-19T09:00:00.000Z' }),
  ];

  it('groups by status, newest first, ties by id', () => {
    const groups = groupQuestsByStatus(list);
    expect(groups.available.map((q) => q.id)).toEqual(['a', 'b', 'old', 'fear']);
    expect(groups.active.map((q) => q.id)).toEqual(['run2', 'run1']);
    expect(groups.completed.map((q) => q.id)).toEqual(['done2', 'done1']);
  });

  it('lists open fear quests for the Priority Tasks tab, active first', () => {
    expect(openFearQuests(list).map((q) => q.id)).toEqual(['run2', 'fear']);
  });
});
