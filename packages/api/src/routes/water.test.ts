import { logWater } from '@ninety/domain';
import { describe, expect, it } from 'vitest';
import { WaterLogBodySchema } from './water';
import { firstIssueMessage } from '../errors';

function messageFor(body: unknown): string | null {
  const result = WaterLogBodySchema.safeParse(body);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('POST /api/water body', () => {
  it.each([
    [{ amount: 8 }, null],
    [{ amount: 1 }, null],
    [{ amount: 128 }, null],
    [{}, 'Amount is required'],
    [{ amount: 0 }, 'Amount must be at least 1 oz'],
    [{ amount: -8 }, 'Amount must be at least 1 oz'],
    [{ amount: 129 }, 'Amount must be at most 128 oz'],
    [{ amount: 1e9 }, 'Amount must be at most 128 oz'],
    [{ amount: '8' }, 'Amount must be a whole number of ounces'],
    [{ amount: 8.5 }, 'Amount must be a whole number of ounces'],
    [{ amount: null }, 'Amount must be a whole number of ounces'],
    [{ amount: 8, extra: true }, 'Unknown field: extra'],
    [null, 'Body must be a JSON object'],
    [[8], 'Body must be a JSON object'],
    [{ amount: 8, id: 'not-a-uuid' }, 'id must be a UUID'],
    [{ amount: 8, occurredAt: '2026-11-21' }, 'occurredAt must be an ISO date-time with a time zone'],
    [{ amount: 8, occurredAt: '2026-11-21T09:10:00' }, 'occurredAt must be an ISO date-time with a time zone'],
  ])('%j → %s', (body, expected) => {
    expect(messageFor(body)).toBe(expected);
  });

  it('accepts a client-made id and the time the log was made', () => {
    const body = { amount: 16, id: '019a4f0e-8c1d-7b2a-9c3d-1e2f3a4b5c6d', occurredAt: '2026-11-21T09:10:00+01:00' };
    expect(WaterLogBodySchema.parse(body)).toEqual(body);
  });

  it('requires the id in the sync mutation', () => {
    const result = logWater.args.safeParse({ amount: 8 });
    expect(result.success).toBe(false);
  });
});
