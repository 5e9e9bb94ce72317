import { addChecklistItem, resetChecklistLocation, setChecklistItem } from '@ninety/domain';
import { describe, expect, it } from 'vitest';
import { ChecklistItemRowSchema } from '@ninety/domain';
import type * as z from 'zod/mini';
import { ChecklistAddBodySchema, ChecklistDeleteBodySchema, ChecklistResetBodySchema, ChecklistSetBodySchema } from './checklist';
import { firstIssueMessage } from '../errors';
import { sampleRecords, uuid } from '../testing/sample-records';

function messageFor(schema: z.ZodMiniType, body: unknown): string | null {
  const result = schema.safeParse(body);
  return result.success ? null : firstIssueMessage(result.error);
}

const specBody = { locationName: 'Gym', itemName: 'Towel', checked: false, latitude: 38.7, longitude: -9.1, userId: 'default-user' };

describe('POST /api/checklist body', () => {
  it.each([
    [specBody, null],
    [{ locationName: 'Gym', itemName: 'Towel' }, null],
    [{ ...specBody, latitude: null, longitude: null }, null],
    [{ ...specBody, locationName: '   ' }, 'Please enter a location name'],
    [{ ...specBody, locationName: undefined }, 'Please enter a location name'],
    [{ ...specBody, locationName: 'x'.repeat(60) }, null],
    [{ ...specBody, locationName: 'x'.repeat(61) }, 'Location name must be at most 60 characters'],
    [{ ...specBody, itemName: '' }, 'Please enter an item name'],
    [{ ...specBody, itemName: 7 }, 'Please enter an item name'],
    [{ ...specBody, itemName: 'x'.repeat(101) }, 'Item name must be at most 100 characters'],
    [{ ...specBody, checked: true }, 'A new item starts unchecked'],
    [{ ...specBody, latitude: 91 }, 'Latitude must be a number from -90 to 90'],
    [{ ...specBody, longitude: '-9.1' }, 'Longitude must be a number from -180 to 180'],
    [{ ...specBody, userId: 'someone-else' }, 'userId must be "default-user"'],
    [{ ...specBody, quantity: 2 }, 'Unknown field: quantity'],
  ])('%j → %s', (body, expected) => {
    expect(messageFor(ChecklistAddBodySchema, body)).toBe(expected);
  });

  it('stores the names trimmed', () => {
    const parsed = ChecklistAddBodySchema.parse({ locationName: '  Gym ', itemName: ' Towel' });
    expect([parsed.locationName, parsed.itemName]).toEqual(['Gym', 'Towel']);
  });

  it('checklist.add carries the id and the position, null when unknown', () => {
    const args = { id: uuid(50), locationName: 'Gym', itemName: 'Towel', latitude: null, longitude: null };
    expect(addChecklistItem.args.parse(args)).toEqual(args);
    expect(messageFor(addChecklistItem.args, { ...args, latitude: undefined })).toBe(
      'Latitude must be a number from -90 to 90',
    );
  });
});

describe('PATCH, DELETE and reset', () => {
  it.each([
    [ChecklistSetBodySchema, { checked: true }, null],
    [ChecklistSetBodySchema, { checked: 'yes' }, 'Checked must be true or false'],
    [ChecklistSetBodySchema, {}, 'Checked must be true or false'],
    [ChecklistSetBodySchema, { checked: true, itemName: 'x' }, 'Unknown field: itemName'],
    [setChecklistItem.args, { id: uuid(50), checked: false }, null],
    [ChecklistDeleteBodySchema, {}, null],
    [ChecklistDeleteBodySchema, { occurredAt: '2026-11-21T09:10:00Z' }, null],
    [ChecklistResetBodySchema, { locationName: 'Gym' }, null],
    [ChecklistResetBodySchema, { locationName: ' ' }, 'Please enter a location name'],
    [resetChecklistLocation.args, { locationName: 'Gym', occurredAt: '2026-11-21T09:10:00Z' }, 'Unknown field: occurredAt'],
  ] as const)('%#: %j → %s', (schema, body, expected) => {
    expect(messageFor(schema, body)).toBe(expected);
  });
});

describe('checklist row', () => {
  it('is the stored item, for the one user', () => {
    const [item] = sampleRecords().checklistItems;
    expect(ChecklistItemRowSchema.parse(item)).toEqual(item);
    expect(messageFor(ChecklistItemRowSchema, { ...item, userId: 'u2' })).toBe('userId must be "default-user"');
    expect(messageFor(ChecklistItemRowSchema, { ...item, checkedAt: undefined })).toBe(
      'checkedAt must be an ISO date-time in UTC',
    );
  });
});
