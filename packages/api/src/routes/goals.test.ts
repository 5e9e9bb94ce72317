import { checkInGoal, createGoal } from '@ninety/domain';
import { describe, expect, it } from 'vitest';
import { CheckInNoteSchema, GoalRowSchema } from '@ninety/domain';
import type * as z from 'zod/mini';
import { GoalAchieveBodySchema, GoalCreateBodySchema, GoalFormSchema } from './goals';
import { GoalCheckInBodySchema } from './goal-checkins';
import { GoalResetBodySchema, PaymentIntentBodySchema } from './goal-payments';
import { firstIssueMessage } from '../errors';
import { sampleRecords, uuid } from '../testing/sample-records';

function messageFor(schema: z.ZodMiniType, body: unknown): string | null {
  const result = schema.safeParse(body);
  return result.success ? null : firstIssueMessage(result.error);
}

const form = { title: 'Run a marathon', description: 'Train four times a week.' };

describe('Create 90-Day Locked Goal form', () => {
  it.each([
    ['ab', 'Title must be at least 3 characters'],
    ['abc', null],
    ['a'.repeat(100), null],
    ['a'.repeat(101), 'Title must be at most 100 characters'],
    [undefined, 'Title is required'],
  ])('title %j → %s', (title, expected) => {
    expect(messageFor(GoalFormSchema, { ...form, title })).toBe(expected);
  });

  it.each([
    ['a'.repeat(9), 'Description must be at least 10 characters'],
    ['a'.repeat(10), null],
    ['a'.repeat(500), null],
    ['a'.repeat(501), 'Description must be at most 500 characters'],
    [`  ${'a'.repeat(9)}  `, 'Description must be at least 10 characters'],
    [['a'.repeat(10)], 'Description must be text'],
    [undefined, 'Description is required'],
  ])('description %j → %s', (description, expected) => {
    expect(messageFor(GoalFormSchema, { ...form, description })).toBe(expected);
  });
});

describe('POST /api/goals body', () => {
  const specBody = {
    ...form,
    endDate: '2027-02-19T09:10:00.000Z',
    isLocked: true,
    penalty: 100,
    isCompleted: false,
  };

  it.each([
    [specBody, null],
    [form, null],
    [{ ...form, id: uuid(3000), occurredAt: '2026-11-21T09:10:00Z' }, null],
    [{ ...specBody, isLocked: false }, 'A new goal is always locked'],
    [{ ...specBody, penalty: 1 }, 'The override penalty is fixed at $100'],
    [{ ...specBody, isCompleted: true }, 'A new goal cannot be completed'],
    [{ ...specBody, endDate: 'in 90 days' }, 'End date must be an ISO date-time with a time zone'],
    [{ ...form, startDate: '2026-11-21T09:10:00Z' }, 'Unknown field: startDate'],
    [{ description: form.description }, 'Title is required'],
    [[], 'Body must be a JSON object'],
  ])('%j → %s', (body, expected) => {
    expect(messageFor(GoalCreateBodySchema, body)).toBe(expected);
  });

  it('goal.create takes the id and the form fields only', () => {
    expect(messageFor(createGoal.args, { id: uuid(3000), ...form })).toBeNull();
    expect(messageFor(createGoal.args, form)).toBe('id must be a UUID');
    expect(messageFor(createGoal.args, { id: uuid(3000), ...form, penalty: 100 })).toBe('Unknown field: penalty');
  });

  it('marking achieved takes nothing but when', () => {
    expect(messageFor(GoalAchieveBodySchema, {})).toBeNull();
    expect(messageFor(GoalAchieveBodySchema, { achieved: true })).toBe('Unknown field: achieved');
  });
});

describe('goal check-ins', () => {
  it.each([
    ['', 'Please write a note'],
    ['   ', 'Please write a note'],
    ['x', null],
    ['x'.repeat(500), null],
    ['x'.repeat(501), 'Note must be at most 500 characters'],
    [5, 'Note must be text'],
  ])('note %j → %s', (note, expected) => {
    expect(messageFor(CheckInNoteSchema, note)).toBe(expected);
  });

  it('takes a note, and optionally the local day, id and action time', () => {
    expect(messageFor(GoalCheckInBodySchema, { note: 'Ran 5 km.' })).toBeNull();
    expect(messageFor(GoalCheckInBodySchema, { note: 'Ran 5 km.', day: '2026-11-21', id: uuid(40) })).toBeNull();
    expect(messageFor(GoalCheckInBodySchema, { note: 'Ran 5 km.', day: '21/11/2026' })).toBe(
      'day must be a date like 2026-11-21',
    );
    expect(messageFor(GoalCheckInBodySchema, {})).toBe('Please write a note');
  });

  it('goal.checkin names the goal and the day', () => {
    const args = { id: uuid(40), goalId: uuid(3000), day: '2026-11-21', note: 'Ran 5 km.' };
    expect(checkInGoal.args.parse(args)).toEqual(args);
    expect(messageFor(checkInGoal.args, { ...args, goalId: 'marathon' })).toBe('goalId must be a UUID');
    expect(messageFor(checkInGoal.args, { ...args, day: '2026-02-30' })).toBe('day must be a date like 2026-11-21');
  });
});

describe('goal override', () => {
  it('creates the payment from no body at all: never an amount', () => {
    expect(messageFor(PaymentIntentBodySchema, {})).toBeNull();
    expect(messageFor(PaymentIntentBodySchema, { amount: 1 })).toBe('Unknown field: amount');
  });

  it('resets with the payment to verify', () => {
    expect(messageFor(GoalResetBodySchema, { paymentIntentId: 'pi_3Nabc123' })).toBeNull();
    expect(messageFor(GoalResetBodySchema, {})).toBe('paymentIntentId must be a card payment id');
    expect(messageFor(GoalResetBodySchema, { paymentIntentId: 'pi 1; drop' })).toBe(
      'paymentIntentId must be a card payment id',
    );
  });
});

describe('goal row', () => {
  it('needs the lock to end after it starts', () => {
    const [goal] = sampleRecords().goals;
    expect(messageFor(GoalRowSchema, goal)).toBeNull();
    expect(messageFor(GoalRowSchema, { ...goal, endDate: goal?.startDate })).toBe('endDate must be after startDate');
    expect(messageFor(GoalRowSchema, { ...goal, isLocked: true })).toBe('Unknown field: isLocked');
  });
});
