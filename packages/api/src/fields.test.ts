import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './errors';
import { instantField, localDateField, OccurredAtSchema } from './fields';
import { MutationEnvelopeSchema, PushBodySchema, seqOf } from './sync';

const message = (result: { success: boolean; error?: Parameters<typeof firstIssueMessage>[0] }) =>
  result.success ? null : firstIssueMessage(result.error!);

describe('instants the records can hold (ADR 9)', () => {
  it.each([
    ['2000-01-01T00:00:00Z', null],
    ['2100-12-31T23:59:59.999Z', null],
    ['1999-12-31T23:59:59.999Z', 'loggedAt must be a time between the years 2000 and 2100'],
    ['2101-01-01T00:00:00Z', 'loggedAt must be a time between the years 2000 and 2100'],
    ['0000-01-01T00:00:00Z', 'loggedAt must be a time between the years 2000 and 2100'],
  ])('a stored instant %s', (at, expected) => {
    expect(message(instantField('loggedAt').safeParse(at))).toBe(expected);
  });

  it('holds for the time of an action and for a local date too', () => {
    expect(message(OccurredAtSchema.safeParse('1970-01-01T00:00:00+01:00'))).toBe('occurredAt must be a time between the years 2000 and 2100');
    expect(message(OccurredAtSchema.safeParse('2026-11-21T09:10:00-05:00'))).toBeNull();
    expect(message(localDateField('day').safeParse('1999-12-31'))).toBe('day must be a date between the years 2000 and 2100');
    expect(message(localDateField('day').safeParse('2100-12-31'))).toBeNull();
  });
});

describe('a push, envelope by envelope (ADR 10)', () => {
  it('takes any mutation that has a seq, in order; each envelope is judged on its own', () => {
    const body = { clientId: 'phone', schemaVersion: 1, mutations: [{ seq: 1, name: 'water.log' }, { seq: 2, bogus: true }] };
    expect(PushBodySchema.safeParse(body).success).toBe(true);
    expect(message(MutationEnvelopeSchema.safeParse(body.mutations[0]))).toBe('The change carries no arguments');
    expect(message(MutationEnvelopeSchema.safeParse({ seq: 2, name: 'water.log', args: {}, occurredAt: '2026-11-21T09:10:00Z', bogus: 1 }))).toBe(
      'Unknown field: bogus',
    );
    expect(message(MutationEnvelopeSchema.safeParse('not an object'))).toBe('Each mutation must be an object');
  });

  it('refuses whole only mutations it cannot place: no seq, or out of order', () => {
    const missing = { clientId: 'phone', schemaVersion: 1, mutations: [{ name: 'water.log' }] };
    expect(message(PushBodySchema.safeParse(missing))).toBe('seq must be a whole number from 1');
    const unordered = { clientId: 'phone', schemaVersion: 1, mutations: [{ seq: 2 }, { seq: 1 }] };
    expect(message(PushBodySchema.safeParse(unordered))).toBe('Mutations must be in increasing seq order');
    expect([seqOf({ seq: 3 }), seqOf({ seq: 0 }), seqOf(null)]).toEqual([3, null, null]);
  });
});
