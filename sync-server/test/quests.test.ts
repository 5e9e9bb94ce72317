import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, uuid, type Harness } from './harness';

let h: Harness;
beforeEach(() => {
  h = createHarness({ now: '2026-11-21T15:00:00.000Z' });
});
afterEach(() => h.close());

const quest = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: uuid(n),
  title: `Quest ${n}`,
  description: 'Do the thing you fear most today.',
  traitName: 'Finance',
  duration: '15 min',
  durationMinutes: 15,
  xpReward: 100,
  difficulty: 'medium',
  isFear: true,
  createdAt: '2026-11-21T14:00:00.000Z',
  startedAt: null,
  completedAt: null,
  ...overrides,
});

describe('/api/quests', () => {
  it('generates a round for the three weakest traits, one of them a fear quest', async () => {
    const response = await h.json('POST', '/api/quests/generate');
    expect(response.status).toBe(201);
    const round = await response.json();
    expect(round.map((q: { traitName: string }) => q.traitName).sort()).toEqual(['Consistency', 'Finance', 'Fitness']);
    expect(round.filter((q: { isFear: boolean }) => q.isFear)).toHaveLength(1);
    for (const q of round) expect(q.awardedXp).toBe(q.isFear ? q.xpReward * 2 : q.xpReward);
    expect(await (await h.json('GET', '/api/quests')).json()).toHaveLength(3);
  });

  it('stores a round made on a device with its ids, once', async () => {
    const body = { quests: [quest(1), quest(2, { title: 'Quest two', isFear: false })] };
    await h.json('POST', '/api/quests/generate', body);
    await h.json('POST', '/api/quests/generate', body);
    const stored = await (await h.json('GET', '/api/quests')).json();
    expect(stored.map((q: { id: string }) => q.id).sort()).toEqual([uuid(1), uuid(2)]);
  });

  it('refuses a device quest that claims more XP than its difficulty gives', async () => {
    const response = await h.json('POST', '/api/quests/generate', { quests: [quest(1, { xpReward: 10_000 })] });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/xpReward must be the base XP/);
  });

  it('starts and completes a quest; its XP goes to its trait, doubled for fear', async () => {
    await h.json('POST', '/api/quests/generate', { quests: [quest(1)] });
    const started = await (await h.json('POST', `/api/quests/${uuid(1)}/start`)).json();
    expect(started.status).toBe('active');
    const done = await (await h.json('POST', `/api/quests/${uuid(1)}/complete`)).json();
    expect(done).toMatchObject({ status: 'completed', completedAt: '2026-11-21T15:00:00.000Z' });
    await h.json('POST', `/api/quests/${uuid(1)}/complete`);
    const traits = await (await h.json('GET', '/api/traits')).json();
    expect(traits.find((t: { traitName: string }) => t.traitName === 'Finance')).toMatchObject({ currentXP: 200, level: 1 });
  });

  it('refuses to complete a quest that was never started', async () => {
    await h.json('POST', '/api/quests/generate', { quests: [quest(1)] });
    const response = await h.json('POST', `/api/quests/${uuid(1)}/complete`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Start the quest before completing it' });
  });

  it('answers 404 for an unknown quest', async () => {
    const response = await h.json('POST', `/api/quests/${uuid(7)}/start`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Quest not found' });
  });
});
