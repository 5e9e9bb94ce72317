import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, uuid, type Harness } from './harness';

let h: Harness;
beforeEach(() => {
  h = createHarness({ now: '2026-11-21T15:00:00.000Z' });
});
afterEach(() => h.close());

const due = (hours: number) => new Date(Date.parse('2026-11-21T15:00:00.000Z') + hours * 3_600_000).toISOString();

describe('/api/tasks', () => {
  it('creates a task as the spec posts it and lists it', async () => {
    const response = await h.json('POST', '/api/tasks', {
      title: 'Call the bank',
      dueDate: due(2),
      hpImpact: 10,
      isCompleted: false,
      isOverdue: false,
    });
    expect(response.status).toBe(201);
    const task = await response.json();
    expect(task).toMatchObject({ title: 'Call the bank', dueDate: due(2), hpImpact: 10, isCompleted: false, isOverdue: false });
    expect(await (await h.json('GET', '/api/tasks')).json()).toEqual([task]);
  });

  it('answers the stored task when the same id is posted again', async () => {
    const body = { id: uuid(1), title: 'Call the bank', dueDate: due(2), hpImpact: 10 };
    await h.json('POST', '/api/tasks', body);
    const again = await h.json('POST', '/api/tasks', { ...body, title: 'Something else' });
    expect(again.status).toBe(200);
    expect((await again.json()).title).toBe('Call the bank');
    expect(await (await h.json('GET', '/api/tasks')).json()).toHaveLength(1);
  });

  it.each([
    [{ title: 'ab', dueDate: due(2), hpImpact: 10 }, 'Title must be at least 3 characters'],
    [{ title: 'Call', dueDate: due(2), hpImpact: 4 }, 'Minimum HP impact is 5'],
    [{ title: 'Call', dueDate: due(2), hpImpact: 51 }, 'Maximum HP impact is 50'],
    [{ title: 'Call', dueDate: due(0.25), hpImpact: 10 }, 'Must be at least 30 minutes'],
    [{ title: 'Call', dueDate: due(73), hpImpact: 10 }, 'Maximum 72 hours'],
    [{ title: 'Call', dueDate: due(2), hpImpact: 10, isCompleted: true }, 'A new task cannot be completed'],
  ])('refuses %j with its message', async (body, message) => {
    const response = await h.json('POST', '/api/tasks', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await (await h.json('GET', '/api/tasks')).json()).toEqual([]);
  });

  it('completes a task; completing it again changes nothing', async () => {
    await h.json('POST', '/api/tasks', { id: uuid(1), title: 'Call the bank', dueDate: due(2), hpImpact: 10 });
    h.setNow('2026-11-21T16:00:00.000Z');
    const done = await h.json('POST', `/api/tasks/${uuid(1)}/complete`);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ isCompleted: true, isOverdue: false, completedAt: '2026-11-21T16:00:00.000Z' });
    h.setNow('2026-11-21T16:30:00.000Z');
    const again = await (await h.json('POST', `/api/tasks/${uuid(1)}/complete`)).json();
    expect(again.completedAt).toBe('2026-11-21T16:00:00.000Z');
    const stats = await (await h.json('GET', '/api/stats')).json();
    expect(stats.currentHP).toBe(100);
    expect(stats.traits.find((t: { traitName: string }) => t.traitName === 'Focus').currentXP).toBe(50);
  });

  it('shows a task past due as overdue and drains its HP once', async () => {
    await h.json('POST', '/api/tasks', { id: uuid(1), title: 'Call the bank', dueDate: due(1), hpImpact: 30 });
    h.setNow('2026-11-21T16:00:00.001Z');
    const [task] = await (await h.json('GET', '/api/tasks')).json();
    expect(task.isOverdue).toBe(true);
    expect((await (await h.json('GET', '/api/stats')).json()).currentHP).toBe(70);
    // Completing it late counts as completed but gives nothing back.
    await h.json('POST', `/api/tasks/${uuid(1)}/complete`);
    expect((await (await h.json('GET', '/api/stats')).json()).currentHP).toBe(70);
  });

  it('answers 404 "Task not found" for an unknown task', async () => {
    const response = await h.json('POST', `/api/tasks/${uuid(9)}/complete`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Task not found' });
  });
});
