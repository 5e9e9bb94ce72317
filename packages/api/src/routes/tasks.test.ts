import { createTask } from '@ninety/domain';
import { describe, expect, it } from 'vitest';
import { TaskRowSchema } from '@ninety/domain';
import type * as z from 'zod/mini';
import { dueDateFromHours, TaskCreateBodySchema, taskDueWindowMessage, TaskFormSchema } from './tasks';
import { firstIssueMessage } from '../errors';
import { sampleRecords, uuid } from '../testing/sample-records';

function messageFor(schema: z.ZodMiniType, body: unknown): string | null {
  const result = schema.safeParse(body);
  return result.success ? null : firstIssueMessage(result.error);
}

const form = { title: 'Call the bank', dueHours: 2, hpImpact: 10 };
const body = {
  title: 'Call the bank',
  dueDate: '2026-11-21T11:10:00.000Z',
  hpImpact: 10,
  isCompleted: false,
  isOverdue: false,
};

describe('Create Priority Task form', () => {
  it.each([
    ['ab', 'Title must be at least 3 characters'],
    ['abc', null],
    ['a'.repeat(100), null],
    ['a'.repeat(101), 'Title must be at most 100 characters'],
    ['  ab  ', 'Title must be at least 3 characters'],
    ['', 'Title must be at least 3 characters'],
    [42, 'Title must be text'],
    [undefined, 'Title is required'],
  ])('title %j → %s', (title, expected) => {
    expect(messageFor(TaskFormSchema, { ...form, title })).toBe(expected);
  });

  it('stores the title trimmed', () => {
    expect(TaskFormSchema.parse({ ...form, title: '  Call the bank ' }).title).toBe('Call the bank');
  });

  it.each([
    [0.4, 'Must be at least 30 minutes'],
    [0.5, null],
    [72, null],
    [72.5, 'Maximum 72 hours'],
    [0, 'Must be at least 30 minutes'],
    [1.3, 'Due time must be in steps of 30 minutes'],
    [2.5, null],
    ['2', 'Due time must be a number of hours'],
    [undefined, 'Due time is required'],
  ])('dueHours %j → %s', (dueHours, expected) => {
    expect(messageFor(TaskFormSchema, { ...form, dueHours })).toBe(expected);
  });

  it.each([
    [4, 'Minimum HP impact is 5'],
    [5, null],
    [50, null],
    [51, 'Maximum HP impact is 50'],
    [10.5, 'HP impact must be a whole number'],
    ['10', 'HP impact must be a whole number'],
    [undefined, 'HP impact is required'],
  ])('hpImpact %j → %s', (hpImpact, expected) => {
    expect(messageFor(TaskFormSchema, { ...form, hpImpact })).toBe(expected);
  });

  it('refuses fields the form does not have', () => {
    expect(messageFor(TaskFormSchema, { ...form, dueDate: body.dueDate })).toBe('Unknown field: dueDate');
  });

  it('turns dueHours into the wire dueDate from the action time', () => {
    expect(dueDateFromHours(2, '2026-11-21T09:10:00.000Z')).toBe('2026-11-21T11:10:00.000Z');
    expect(dueDateFromHours(0.5, Date.parse('2026-11-21T23:50:00Z'))).toBe('2026-11-22T00:20:00.000Z');
  });
});

describe('POST /api/tasks body', () => {
  it.each([
    [body, null],
    [{ title: body.title, dueDate: body.dueDate, hpImpact: 10 }, null],
    [{ ...body, id: uuid(10), occurredAt: '2026-11-21T10:10:00+01:00' }, null],
    [{ ...body, isCompleted: true }, 'A new task cannot be completed'],
    [{ ...body, isOverdue: true }, 'A new task cannot be overdue'],
    [{ ...body, isOverdue: 'no' }, 'A new task cannot be overdue'],
    [{ ...body, priority: 1 }, 'Unknown field: priority'],
    [{ hpImpact: 10, dueDate: body.dueDate }, 'Title is required'],
    [{ title: body.title, hpImpact: 10 }, 'Due date is required'],
    [{ title: body.title, dueDate: body.dueDate }, 'HP impact is required'],
    [{ ...body, dueDate: '2026-11-21T11:10:00' }, 'Due date must be an ISO date-time with a time zone'],
    [{ ...body, dueDate: 1_700_000_000_000 }, 'Due date must be an ISO date-time with a time zone'],
    [{ ...body, hpImpact: 51 }, 'Maximum HP impact is 50'],
    [{ ...body, id: 'task-1' }, 'id must be a UUID'],
    ['{"title":"x"}', 'Body must be a JSON object'],
  ])('%j → %s', (input, expected) => {
    expect(messageFor(TaskCreateBodySchema, input)).toBe(expected);
  });

  it('holds dueDate to 30 minutes .. 72 hours after occurredAt when it is sent', () => {
    const at = '2026-11-21T09:00:00.000Z';
    expect(messageFor(TaskCreateBodySchema, { ...body, occurredAt: at, dueDate: '2026-11-21T09:20:00Z' })).toBe(
      'Must be at least 30 minutes',
    );
    expect(messageFor(TaskCreateBodySchema, { ...body, occurredAt: at, dueDate: '2026-11-24T09:30:00Z' })).toBe(
      'Maximum 72 hours',
    );
    expect(messageFor(TaskCreateBodySchema, { ...body, occurredAt: at, dueDate: '2026-11-24T09:00:00Z' })).toBeNull();
  });

  it('allows a few minutes of clock difference at both ends of the window', () => {
    const at = Date.parse('2026-11-21T09:00:00.000Z');
    expect(taskDueWindowMessage('2026-11-21T09:29:00.000Z', at)).toBeNull();
    expect(taskDueWindowMessage('2026-11-21T09:24:00.000Z', at)).toBe('Must be at least 30 minutes');
    expect(taskDueWindowMessage('2026-11-24T09:04:00.000Z', at)).toBeNull();
    expect(taskDueWindowMessage('2026-11-24T09:06:00.000Z', at)).toBe('Maximum 72 hours');
  });
});

describe('task.create mutation', () => {
  const args = { id: uuid(10), title: 'Call the bank', dueDate: '2026-11-21T11:10:00.000Z', hpImpact: 10 };

  it('is the REST body plus the record id', () => {
    expect(createTask.args.parse(args)).toEqual(args);
    expect(messageFor(createTask.args, { ...args, id: undefined })).toBe('id must be a UUID');
  });

  it('carries no occurredAt (that is on the envelope) and stores dueDate in UTC', () => {
    expect(messageFor(createTask.args, { ...args, occurredAt: args.dueDate })).toBe('Unknown field: occurredAt');
    expect(messageFor(createTask.args, { ...args, dueDate: '2026-11-21T12:10:00+01:00' })).toBe(
      'dueDate must be an ISO date-time in UTC',
    );
  });
});

describe('task row', () => {
  it('takes the stored record and nothing else', () => {
    const [task] = sampleRecords().tasks;
    expect(TaskRowSchema.parse(task)).toEqual(task);
    expect(messageFor(TaskRowSchema, { ...task, isOverdue: false })).toBe('Unknown field: isOverdue');
    expect(messageFor(TaskRowSchema, { ...task, completedAt: undefined })).toBe(
      'completedAt must be an ISO date-time in UTC',
    );
  });
});
