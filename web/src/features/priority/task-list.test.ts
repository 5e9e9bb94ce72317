import { describe, expect, it } from 'vitest';
import type { Quest, Task } from '@ninety/domain';
import { fearQuestCards } from './fear-quests';
import { taskCardView, taskCreatedDescription } from './task-list';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const iso = (offsetMinutes: number) => new Date(NOW + offsetMinutes * 60_000).toISOString();

function task(id: string, dueIn: number, fields: Partial<Task> = {}): Task {
  return { id, title: `Task ${id}`, dueDate: iso(dueIn), hpImpact: 10, createdAt: iso(-600), completedAt: null, ...fields };
}

describe('taskCardView', () => {
  it('counts down an open task and shows what it earns', () => {
    expect(taskCardView(task('a', 119.99), NOW)).toMatchObject({ state: 'open', countdown: '1h 59m', hpText: '+10 HP', hpKind: 'reward' });
  });

  it('shows OVERDUE and the drain as a penalty once the due time has passed', () => {
    expect(taskCardView(task('a', -1), NOW)).toMatchObject({ state: 'overdue', countdown: 'OVERDUE', hpText: '-10 HP', hpKind: 'penalty' });
  });

  it('says a completion was on time or late', () => {
    expect(taskCardView(task('a', 30, { completedAt: iso(-5) }), NOW)).toMatchObject({
      state: 'completed',
      countdown: null,
      hpText: '+10 HP',
      completedLate: false,
    });
    expect(taskCardView(task('a', -30, { completedAt: iso(-5) }), NOW)).toMatchObject({
      state: 'completed',
      hpText: '-10 HP',
      hpKind: 'penalty',
      completedLate: true,
    });
  });
});


it('describes a created task for its toast', () => {
  expect(taskCreatedDescription({ title: 'Call the bank', dueHours: 2.5, hpImpact: 10 })).toBe(
    'Call the bank due in 2.5 hours with 10 HP impact',
  );
  expect(taskCreatedDescription({ title: 'Stretch', dueHours: 1, hpImpact: 5 })).toBe('Stretch due in 1 hour with 5 HP impact');
});

describe('fearQuestCards', () => {
  const quest = (id: string, fields: Partial<Quest>): Quest => ({
    id,
    title: `Quest ${id}`,
    description: 'Speak up',
    traitName: 'Resilience',
    duration: '1 hour',
    durationMinutes: 60,
    xpReward: 100,
    difficulty: 'medium',
    isFear: true,
    createdAt: iso(-60),
    startedAt: null,
    completedAt: null,
    ...fields,
  });

  it('lists open fear quests only, active first, with the doubled XP and a countdown once started', () => {
    const cards = fearQuestCards(
      [
        quest('waiting', {}),
        quest('running', { startedAt: iso(-15) }),
        quest('late', { startedAt: iso(-61) }),
        quest('done', { startedAt: iso(-30), completedAt: iso(-1) }),
        quest('plain', { isFear: false }),
      ],
      NOW,
    );
    expect(cards.map((c) => [c.id, c.xpText, c.countdown, c.overdue])).toEqual([
      ['running', '200 XP', '0h 45m', false],
      ['late', '200 XP', 'OVERDUE', true],
      ['waiting', '200 XP', null, false],
    ]);
  });
});
