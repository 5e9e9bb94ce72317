import { describe, expect, it } from 'vitest';
import { PushBodySchema, PullQuerySchema } from './sync';
import { firstIssueMessage } from './errors';

const mutation = (seq: number) => ({ seq, name: 'water.log', args: {}, occurredAt: '2026-11-21T09:10:00.000Z' });

describe('push body', () => {
  it('carries the wire format of the architecture', () => {
    const body = { clientId: 'device-1', schemaVersion: 1, mutations: [mutation(1), mutation(2)] };
    expect(PushBodySchema.parse(body)).toEqual(body);
  });

  it.each([
    [{ clientId: '', schemaVersion: 1, mutations: [] }, 'clientId must be 1 to 100 characters'],
    [{ clientId: 'd', schemaVersion: 1, mutations: [mutation(0)] }, 'seq must be a whole number from 1'],
    [{ clientId: 'd', schemaVersion: 1, mutations: [mutation(2), mutation(1)] }, 'Mutations must be in increasing seq order'],
    [{ clientId: 'd', schemaVersion: 1, mutations: [], extra: 1 }, 'Unknown field: extra'],
  ])('%j → %s', (body, expected) => {
    const result = PushBodySchema.safeParse(body);
    expect(result.success ? null : firstIssueMessage(result.error)).toBe(expected);
  });

  it('limits a push to 1000 mutations', () => {
    const mutations = Array.from({ length: 1001 }, (_, i) => mutation(i + 1));
    const result = PushBodySchema.safeParse({ clientId: 'd', schemaVersion: 1, mutations });
    expect(result.success ? null : firstIssueMessage(result.error)).toBe('At most 1000 mutations per push');
  });
});

describe('pull query', () => {
  it('takes a whole-number cursor', () => {
    expect(PullQuerySchema.safeParse({ cursor: '42' }).success).toBe(true);
    expect(PullQuerySchema.safeParse({ cursor: '-1' }).success).toBe(false);
    expect(PullQuerySchema.safeParse({ cursor: 'abc' }).success).toBe(false);
  });
});
