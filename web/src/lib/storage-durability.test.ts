import { beforeEach, describe, expect, it, vi } from 'vitest';
import { askToKeepStorage, useStorageDurability, type StorageAccess } from './storage-durability';

/** A browser's storage manager that already keeps the data or not, and answers a request so. */
function storage(persisted: boolean, grants: boolean): StorageAccess & { persist: ReturnType<typeof vi.fn> } {
  return { persisted: vi.fn(async () => persisted), persist: vi.fn(async () => grants) };
}

describe('asking the browser to keep the data', () => {
  beforeEach(() => useStorageDurability.setState({ durability: 'unknown' }));

  it('asks once when the data may be cleared, and says what the browser answered', async () => {
    const agrees = storage(false, true);
    expect(await askToKeepStorage(agrees)).toBe('kept');
    expect(agrees.persist).toHaveBeenCalledTimes(1);
    expect(useStorageDurability.getState().durability).toBe('kept');

    const refuses = storage(false, false);
    expect(await askToKeepStorage(refuses)).toBe('may-be-cleared');
    expect(useStorageDurability.getState().durability).toBe('may-be-cleared');
  });

  it('does not ask again once the browser keeps it (Firefox would prompt)', async () => {
    const keeps = storage(true, false);
    expect(await askToKeepStorage(keeps)).toBe('kept');
    expect(keeps.persist).not.toHaveBeenCalled();
  });

  it('leaves it unknown where the browser cannot say, without throwing', async () => {
    expect(await askToKeepStorage(undefined)).toBe('unknown');
    const broken = { persisted: () => Promise.reject(new DOMException('opaque origin', 'SecurityError')), persist: vi.fn() };
    useStorageDurability.setState({ durability: 'kept' });
    expect(await askToKeepStorage(broken)).toBe('unknown');
    expect(useStorageDurability.getState().durability).toBe('unknown');
  });
});
