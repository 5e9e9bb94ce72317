import { describe, expect, it } from 'vitest';
import { keepEdits, readKeptEdits } from './kept-draft';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
}

const settingsFields = { dailyTargetOz: '64', startingHp: '100' };

describe('kept edits', () => {
  it('come back for their form until they are dropped', () => {
    const storage = memoryStorage();
    expect(readKeptEdits('checkin-note:g1', { note: '' }, storage)).toBeNull();
    keepEdits('checkin-note:g1', { note: 'Ran 5 km' }, storage);
    expect(readKeptEdits('checkin-note:g1', { note: '' }, storage)).toEqual({ note: 'Ran 5 km' });
    expect(readKeptEdits('checkin-note:g2', { note: '' }, storage)).toBeNull();
    keepEdits('checkin-note:g1', null, storage);
    expect(readKeptEdits('checkin-note:g1', { note: '' }, storage)).toBeNull();
  });

  it('hold only the fields that were changed; no change keeps nothing', () => {
    const storage = memoryStorage();
    keepEdits('settings', { dailyTargetOz: '100' }, storage);
    expect(readKeptEdits('settings', settingsFields, storage)).toEqual({ dailyTargetOz: '100' });
    keepEdits('settings', {}, storage);
    expect(storage.getItem('ninety-draft:settings')).toBeNull();
  });

  it('leave out what is not the text of one of the fields, and fail quietly with the storage', () => {
    const storage = memoryStorage();
    storage.setItem('ninety-draft:settings', '{"dailyTargetOz": 3, "startingHp": "120", "removedField": "x"}');
    expect(readKeptEdits('settings', settingsFields, storage)).toEqual({ startingHp: '120' });
    storage.setItem('ninety-draft:f', '{"note": 3}');
    expect(readKeptEdits('f', { note: '' }, storage)).toBeNull();
    storage.setItem('ninety-draft:f', 'not json');
    expect(readKeptEdits('f', { note: '' }, storage)).toBeNull();
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    expect(readKeptEdits('f', { note: '' }, refusing)).toBeNull();
    expect(() => keepEdits('f', { note: 'x' }, refusing)).not.toThrow();
  });
});
