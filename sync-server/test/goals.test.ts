import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, uuid, type Harness } from './harness';

let h: Harness;
beforeEach(() => {
  h = createHarness({ now: '2026-11-21T15:00:00.000Z' });
});
afterEach(() => h.close());

const goalBody = { id: uuid(1), title: 'Run a marathon', description: 'Train four times a week and finish one.' };
const dayAfter = (days: number) => new Date(Date.parse('2026-11-21T15:00:00.000Z') + days * 86_400_000).toISOString();

describe('/api/goals', () => {
  it('creates a goal locked for 90 days with the $100 penalty', async () => {
    const response = await h.json('POST', '/api/goals', { ...goalBody, endDate: dayAfter(90), isLocked: true, penalty: 100, isCompleted: false });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      startDate: '2026-11-21T15:00:00.000Z',
      endDate: dayAfter(90),
      isLocked: true,
      penalty: 100,
      isCompleted: false,
      daysLeft: 90,
      progress: 0,
    });
  });

  it.each([
    [{ title: 'Go', description: 'Long enough description' }, 'Title must be at least 3 characters'],
    [{ title: 'Run', description: 'Too short' }, 'Description must be at least 10 characters'],
    [{ title: 'Run', description: 'x'.repeat(501) }, 'Description must be at most 500 characters'],
    [{ title: 'Run', description: 'Long enough description', penalty: 1 }, 'The override penalty is fixed at $100'],
  ])('refuses %j with its message', async (body, message) => {
    const response = await h.json('POST', '/api/goals', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await (await h.json('GET', '/api/goals')).json()).toEqual([]);
  });

  it('counts days down and lets the goal be marked achieved only after 90 days (+500 XP)', async () => {
    await h.json('POST', '/api/goals', goalBody);
    h.setNow(dayAfter(89));
    expect((await (await h.json('GET', '/api/goals')).json())[0]).toMatchObject({ daysLeft: 1, isLocked: true });
    const early = await h.json('POST', `/api/goals/${uuid(1)}/complete`);
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ message: 'This goal is still locked' });
    h.setNow(dayAfter(90));
    const done = await (await h.json('POST', `/api/goals/${uuid(1)}/complete`)).json();
    expect(done).toMatchObject({ isLocked: false, isCompleted: true, daysLeft: 0, progress: 1 });
    const traits = await (await h.json('GET', '/api/traits')).json();
    expect(traits.find((t: { traitName: string }) => t.traitName === 'Consistency').currentXP).toBe(500);
  });

  it('answers 404 for an unknown goal', async () => {
    const response = await h.json('GET', `/api/goals/${uuid(9)}/checkins`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Goal not found' });
  });
});

describe('/api/goals/:id/checkins', () => {
  it('keeps one read-only note per local day', async () => {
    await h.json('POST', '/api/goals', goalBody);
    const first = await h.json('POST', `/api/goals/${uuid(1)}/checkins`, { note: 'Ran 5 km' });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ goalId: uuid(1), day: '2026-11-21', note: 'Ran 5 km' });
    const second = await h.json('POST', `/api/goals/${uuid(1)}/checkins`, { note: 'Ran again' });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: 'This goal already has a check-in for that day' });
    h.setNow(dayAfter(1));
    await h.json('POST', `/api/goals/${uuid(1)}/checkins`, { note: 'Rest day' });
    const list = await (await h.json('GET', `/api/goals/${uuid(1)}/checkins`)).json();
    expect(list.map((c: { day: string }) => c.day)).toEqual(['2026-11-22', '2026-11-21']);
  });

  it('refuses an empty note and one over 500 characters', async () => {
    await h.json('POST', '/api/goals', goalBody);
    expect(await (await h.json('POST', `/api/goals/${uuid(1)}/checkins`, { note: '   ' })).json()).toEqual({
      message: 'Please write a note',
    });
    expect(await (await h.json('POST', `/api/goals/${uuid(1)}/checkins`, { note: 'x'.repeat(501) })).json()).toEqual({
      message: 'Note must be at most 500 characters',
    });
  });
});

describe('card payments without a key', () => {
  it('answer 503 with a clear message and change nothing', async () => {
    await h.json('POST', '/api/goals', goalBody);
    const intent = await h.json('POST', `/api/goals/${uuid(1)}/payment-intent`);
    expect(intent.status).toBe(503);
    expect((await intent.json()).message).toMatch(/^Card payments are not configured on the server\. Set STRIPE_SECRET_KEY/);
    const reset = await h.json('POST', `/api/goals/${uuid(1)}/reset`, { paymentIntentId: 'pi_123' });
    expect(reset.status).toBe(503);
    expect((await (await h.json('GET', '/api/goals')).json())[0].startDate).toBe('2026-11-21T15:00:00.000Z');
  });

  it('never take an amount from the client', async () => {
    await h.json('POST', '/api/goals', goalBody);
    const response = await h.json('POST', `/api/goals/${uuid(1)}/payment-intent`, { amount: 1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Unknown field: amount' });
  });
});
