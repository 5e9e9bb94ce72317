import { describe, expect, it } from 'vitest';
import type { Task } from './records';
import {
  completedOnTime,
  formatHpDelta,
  isTaskCompleted,
  isTaskOverdue,
  taskCountdown,
  taskDueDate,
  taskHpDelta,
} from './tasks';

const CREATED = '2026-11-21T09:10:00.000Z';
const DUE = '2026-11-21T11:10:00.000Z';
const DUE_MS = Date.parse(DUE);
const task = (completedAt: string | null = null): Task => ({
  id: 't1',
  title: 'Send the proposal',
  dueDate: DUE,
  hpImpact: 10,
  createdAt: CREATED,
  completedAt,
});

describe('task due date', () => {
  it('is the creation time plus dueHours', () => {
    expect(taskDueDate(CREATED, 2)).toBe(DUE);
    expect(taskDueDate(CREATED, 0.5)).toBe('2026-11-21T09:40:00.000Z');
    expect(taskDueDate(CREATED, 72)).toBe('2026-11-24T09:10:00.000Z');
  });
});

describe('task completion and overdue', () => {
  it('is on time when completed at or before the due instant', () => {
    expect(isTaskCompleted(task())).toBe(false);
    expect(completedOnTime(task())).toBe(false);
    expect(completedOnTime(task(DUE))).toBe(true);
    expect(completedOnTime(task('2026-11-21T11:10:00.001Z'))).toBe(false);
    expect(isTaskCompleted(task('2026-11-21T11:10:00.001Z'))).toBe(true);
  });

  it('becomes overdue only after the due instant', () => {
    expect(isTaskOverdue(task(), DUE_MS - 1)).toBe(false);
    expect(isTaskOverdue(task(), DUE_MS)).toBe(false);
    expect(isTaskOverdue(task(), DUE_MS + 1)).toBe(true);
  });

  it('is never overdue once completed on time, and stays overdue when completed late', () => {
    expect(isTaskOverdue(task(DUE), DUE_MS + 1000 * 3600)).toBe(false);
    expect(isTaskOverdue(task('2026-11-21T12:00:00.000Z'), '2026-11-21T13:00:00.000Z')).toBe(true);
  });
});

describe('task countdown', () => {
  it.each([
    [2 * 3600_000, '2h 0m'],
    [2 * 3600_000 - 1, '1h 59m'],
    [3600_000 + 59 * 60_000 + 59_999, '1h 59m'],
    [60_000, '0h 1m'],
    [59_999, '0h 0m'],
    [1, '0h 0m'],
    [0, 'OVERDUE'],
    [-1, 'OVERDUE'],
    [-5 * 3600_000, 'OVERDUE'],
    [72 * 3600_000, '72h 0m'],
  ])('with %i ms left shows "%s"', (leftMs, text) => {
    expect(taskCountdown(DUE, DUE_MS - leftMs)).toBe(text);
  });
});

describe('task HP on the card', () => {
  it('shows the gain until overdue, then the drain as a penalty', () => {
    expect(formatHpDelta(taskHpDelta(task(), DUE_MS))).toBe('+10 HP');
    expect(formatHpDelta(taskHpDelta(task(), DUE_MS + 1))).toBe('-10 HP');
    expect(formatHpDelta(taskHpDelta(task(DUE), DUE_MS + 1))).toBe('+10 HP');
    expect(formatHpDelta(0)).toBe('+0 HP');
  });
});
