import { describe, expect, it } from 'vitest';
import type { Quest } from '@ninety/domain';
import { questCardView, shouldAutoGenerate } from './quest-cards';

const NY = 'America/New_York';
function quest(id: string, fields: Partial<Quest> = {}): Quest {
  return {
    id,
    title: `Quest ${id}`,
    description: 'Do the thing',
    traitName: 'Focus',
    duration: '30 min',
    durationMinutes: 30,
    xpReward: 100,
    difficulty: 'medium',
    isFear: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    startedAt: null,
    completedAt: null,
    ...fields,
  };
}

describe('questCardView', () => {
  it('shows the awarded XP, doubled for a fear quest, and the difficulty in words', () => {
    expect(questCardView(quest('a'), NY)).toMatchObject({ xpText: '100 XP', difficultyLabel: 'Medium', isFear: false, status: 'available' });
    expect(questCardView(quest('b', { isFear: true, difficulty: 'hard', xpReward: 200 }), NY)).toMatchObject({
      xpText: '400 XP',
      difficultyLabel: 'Hard',
      isFear: true,
    });
  });

  it('says when it was completed, on the local date of the user', () => {
    const done = quest('a', { startedAt: '2026-11-21T20:00:00.000Z', completedAt: '2026-11-22T03:30:00.000Z' });
    expect(questCardView(done, NY)).toMatchObject({ status: 'completed', completedText: 'Completed Nov 21, 2026' });
    expect(questCardView(done, 'UTC').completedText).toBe('Completed Nov 22, 2026');
  });

  it('shows an unknown trait as Consistency', () => {
    expect(questCardView(quest('a', { traitName: 'Charisma' as Quest['traitName'] }), NY).traitName).toBe('Consistency');
  });
});


describe('shouldAutoGenerate', () => {
  const ready = { questCount: 0, generating: false, alreadyTried: false, pulled: true, reachable: true, restoring: false };
  it('generates once a visit with no quests at all, loaded and up to date', () => {
    expect(shouldAutoGenerate(ready)).toBe(true);
  });
  it('generates offline on a device that never pulled: nothing can come down meanwhile', () => {
    expect(shouldAutoGenerate({ ...ready, pulled: false, reachable: false })).toBe(true);
  });
  it.each([
    ['still loading', { questCount: undefined }],
    ['quests exist', { questCount: 3 }],
    ['already generating', { generating: true }],
    ['already tried this visit', { alreadyTried: true }],
    ['the first sync has not come down yet', { pulled: false }],
    ['whether it pulled is not read yet', { pulled: undefined }],
    ['a restore has pages still to come', { restoring: true }],
    ['a restore has pages still to come, even offline', { restoring: true, reachable: false }],
    ['whether a restore is stored is not read yet', { restoring: undefined }],
  ])('does not when %s', (_why, change) => {
    expect(shouldAutoGenerate({ ...ready, ...change })).toBe(false);
  });
});
