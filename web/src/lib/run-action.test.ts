import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { ChecklistInputError } from '../db/checklist-repo';
import { errorToast, runAction } from './run-action';
import { useToastStore } from './toast-store';

const shown = () => {
  const toast = useToastStore.getState().current;
  return toast && { title: toast.title, description: toast.description, variant: toast.variant };
};
afterEach(() => useToastStore.getState().dismiss());

describe('runAction', () => {
  it('shows the success toast and answers the result', async () => {
    const result = await runAction(async () => 'task-1', {
      success: (id) => ({ title: 'Priority Task Created', description: `made ${id}` }),
      fallback: 'Failed to create task',
    });
    expect(result).toEqual({ ok: true, value: 'task-1' });
    expect(shown()).toEqual({ title: 'Priority Task Created', description: 'made task-1', variant: 'default' });
  });

  it("shows a destructive toast with the error's own message", async () => {
    const result = await runAction(() => Promise.reject(new Error('Task not found')), { fallback: 'Failed to complete task' });
    expect(result.ok).toBe(false);
    expect(shown()).toEqual({ title: 'Error', description: 'Task not found', variant: 'destructive' });
  });

  it('falls back to the spec text when the error says nothing, under the title the action names', async () => {
    await runAction(() => Promise.reject('boom'), { errorTitle: 'Payment Error', fallback: 'Failed to create goal' });
    expect(shown()).toEqual({ title: 'Payment Error', description: 'Failed to create goal', variant: 'destructive' });
  });

  it("shows the spec's fallback, not the browser's text, when the store cannot write", async () => {
    const full = new DOMException('The disk is full', 'QuotaExceededError');
    await runAction(() => Promise.reject(new Dexie.QuotaExceededError('QuotaExceededError: write failed', full)), { fallback: 'Failed to log water' });
    expect(shown()).toEqual({ title: 'Error', description: 'Failed to log water', variant: 'destructive' });
    await runAction(() => Promise.reject(full), { fallback: 'Failed to add item' });
    expect(shown()).toEqual({ title: 'Error', description: 'Failed to add item', variant: 'destructive' });
  });

  it('shows nothing on success when the action has no success text', async () => {
    await runAction(async () => undefined, { fallback: 'Failed to update item' });
    expect(shown()).toBeNull();
  });
});

it('keeps the title a refused value carries ("Invalid Item")', () => {
  expect(errorToast(new ChecklistInputError('Invalid Item', 'Please enter an item name'), 'Error', 'Failed to add item')).toEqual({
    title: 'Invalid Item',
    description: 'Please enter an item name',
  });
});
