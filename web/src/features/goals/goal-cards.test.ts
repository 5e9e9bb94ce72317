import { describe, expect, it } from 'vitest';
import type { Goal, GoalCheckIn } from '@ninety/domain';
import { goalCards, goalCardView } from './goal-cards';
import { clearPendingOverride, matchingOverride, parsePaymentReturn, readPendingOverride, savePendingOverride } from './payment-return';

const NY = 'America/New_York';
const DAY = 86_400_000;
const START = Date.parse('2026-09-01T14:00:00Z');

function goal(id: string, fields: Partial<Goal> = {}): Goal {
  return {
    id,
    title: `Goal ${id}`,
    description: 'Ten characters at least',
    startDate: new Date(START).toISOString(),
    endDate: new Date(START + 90 * DAY).toISOString(),
    penalty: 100,
    createdAt: new Date(START).toISOString(),
    achievedAt: null,
    ...fields,
  };
}
const note = (id: string, day: string, createdAt: string, goalId = 'g'): GoalCheckIn => ({ id, goalId, day, note: `note ${id}`, createdAt });

const NONE = { today: null, earlier: 0 };
const SEPT_1 = '2026-09-01';

describe('goalCardView', () => {
  it('is locked with 90 days left and no progress when made, and counts down', () => {
    expect(goalCardView(goal('g'), NONE, SEPT_1, START, NY)).toMatchObject({
      state: 'locked',
      daysLeft: 90,
      daysLeftText: '90 days left',
      progress: 0,
      progressText: 'Day 1 of 90',
      overrideLabel: 'Override ($100.00 penalty)',
      canCheckIn: true,
    });
    expect(goalCardView(goal('g'), NONE, '2026-11-29', START + 89.5 * DAY, NY)).toMatchObject({ daysLeftText: '1 day left', progressText: 'Day 90 of 90' });
    expect(goalCardView(goal('g', { penalty: 49.5 }), NONE, SEPT_1, START, NY).overrideLabel).toBe('Override ($49.50 penalty)');
  });

  it('unlocks at 0 days left, and is achieved once marked', () => {
    expect(goalCardView(goal('g'), NONE, '2026-11-30', START + 90 * DAY, NY)).toMatchObject({ state: 'finished', daysLeft: 0, progress: 1, daysLeftText: '0 days left' });
    const achieved = goal('g', { achievedAt: '2026-12-01T03:00:00Z' });
    expect(goalCardView(achieved, NONE, '2026-12-01', START + 91 * DAY, NY)).toMatchObject({
      state: 'achieved',
      canCheckIn: false,
      achievedText: 'Achieved Nov 30, 2026',
    });
  });

  it("shows today's note read-only, the count of the earlier ones and where to read them", () => {
    const now = Date.parse('2026-09-10T16:00:00Z'); // Sept 10 in New York
    const today = note('b', '2026-09-10', '2026-09-10T15:00:00Z');
    const view = goalCardView(goal('g'), { today, earlier: 2 }, '2026-09-10', now, NY);
    expect(view.todayNote?.id).toBe('b');
    expect(view.canCheckIn).toBe(false);
    expect(view.earlierNotes).toEqual({ count: 2, lock: { goalId: 'g', startDate: '2026-09-01T14:00:00.000Z', today: '2026-09-10' } });
    // Before the day's note the form is open.
    expect(goalCardView(goal('g'), { today: null, earlier: 3 }, '2026-09-10', now, NY).canCheckIn).toBe(true);
    // An achieved goal takes no note, with or without one today.
    expect(goalCardView(goal('g', { achievedAt: '2026-09-10T15:30:00Z' }), { today: null, earlier: 3 }, '2026-09-10', now, NY).canCheckIn).toBe(false);
  });
});

it('lists finished goals first, then locked ones by days left, then the achieved ones as read', () => {
  const now = START + 95 * DAY;
  const cards = goalCards(
    [
      goal('late', { startDate: new Date(START + 60 * DAY).toISOString(), endDate: new Date(START + 150 * DAY).toISOString() }),
      goal('soon', { startDate: new Date(START + 10 * DAY).toISOString(), endDate: new Date(START + 100 * DAY).toISOString() }),
      goal('finished'),
    ],
    [goal('newer', { achievedAt: new Date(START + 93 * DAY).toISOString() }), goal('achieved', { achievedAt: new Date(START + 91 * DAY).toISOString() })],
    new Map([
      ['finished', { today: null, earlier: 4 }],
      ['soon', { today: note('n2', '2026-12-05', new Date(START + 95 * DAY).toISOString(), 'soon'), earlier: 1 }],
    ]),
    '2026-12-05',
    now,
    NY,
  );
  expect(cards.map((c) => c.id)).toEqual(['finished', 'soon', 'late', 'newer', 'achieved']);
  // Each card has its own goal's notes; a goal read with none has none.
  expect(cards.map((c) => [c.todayNote?.id ?? null, c.earlierNotes.count])).toEqual([[null, 4], ['n2', 1], [null, 0], [null, 0], [null, 0]]);
});

describe('the payment return', () => {
  it("reads Stripe's return parameters", () => {
    expect(parsePaymentReturn('?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_x&redirect_status=succeeded')).toEqual({
      paymentIntentId: 'pi_123',
      redirectStatus: 'succeeded',
    });
    expect(parsePaymentReturn('')).toBeNull();
    expect(parsePaymentReturn('?tab=goals')).toBeNull();
  });

  it('acts only on the payment this device started', () => {
    const pending = { goalId: 'g', title: 'Run', paymentIntentId: 'pi_123' };
    expect(matchingOverride(pending, { paymentIntentId: 'pi_123', redirectStatus: 'succeeded' })).toEqual(pending);
    expect(matchingOverride(pending, { paymentIntentId: 'pi_999', redirectStatus: 'succeeded' })).toBeNull();
    expect(matchingOverride(null, { paymentIntentId: 'pi_123', redirectStatus: 'succeeded' })).toBeNull();
  });

  it('keeps the override through a reload, and whether its return was seen', () => {
    const items = new Map<string, string>();
    const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) } as Storage;
    const sent = { goalId: 'g', title: 'Run', paymentIntentId: 'pi_123' };
    savePendingOverride(sent, storage);
    expect(readPendingOverride(storage)).toEqual(sent);
    savePendingOverride({ ...sent, returned: true }, storage);
    expect(readPendingOverride(storage)).toEqual({ ...sent, returned: true });
    clearPendingOverride(storage);
    expect(readPendingOverride(storage)).toBeNull();
    items.set('ninety-pending-override', '{"goalId": 1}');
    expect(readPendingOverride(storage)).toBeNull();
  });
});
