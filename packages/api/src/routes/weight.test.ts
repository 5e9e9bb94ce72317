import { logWeight } from '@ninety/domain';
import { describe, expect, it } from 'vitest';
import { WeightLogBodySchema } from './weight';
import { firstIssueMessage } from '../errors';
import { uuid } from '../testing/sample-records';

function messageFor(body: unknown): string | null {
  const result = WeightLogBodySchema.safeParse(body);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('POST /api/weight body', () => {
  it.each([
    [{ weight: 49 }, 'Please enter a weight between 50 and 500 lbs'],
    [{ weight: 50 }, null],
    [{ weight: 500 }, null],
    [{ weight: 501 }, 'Please enter a weight between 50 and 500 lbs'],
    [{ weight: 50.5 }, 'Please enter a weight between 50 and 500 lbs'],
    [{ weight: '180' }, 'Please enter a weight between 50 and 500 lbs'],
    [{}, 'Please enter a weight between 50 and 500 lbs'],
    [{ weight: 180, unit: 'lbs' }, 'Unknown field: unit'],
    [{ weight: 180, id: uuid(30), occurredAt: '2026-11-21T09:10:00Z' }, null],
  ])('%j → %s', (body, expected) => {
    expect(messageFor(body)).toBe(expected);
  });

  it('weight.log carries the record id', () => {
    expect(logWeight.args.safeParse({ id: uuid(30), weight: 180 }).success).toBe(true);
    expect(logWeight.args.safeParse({ weight: 180 }).success).toBe(false);
  });
});
