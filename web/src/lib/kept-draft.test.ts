import { describe, expect, it } from 'vitest';
import { keepDraft, readKeptDraft } from './kept-draft';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
}

describe('a kept draft', () => {
  it('comes back for its form until it is dropped', () => {
    const storage = memoryStorage();
    expect(readKeptDraft('checkin-note:g1', { note: '' }, storage)).toBeNull();
    keepDraft('checkin-note:g1', { note: 'Ran 5 km' }, storage);
    expect(readKeptDraft('checkin-note:g1', { note: '' }, storage)).toEqual({ note: 'Ran 5 km' });
    expect(readKeptDraft('checkin-note:g2', { note: '' }, storage)).toBeNull();
    keepDraft('checkin-note:g1', null, storage);
    expect(readKeptDraft('checkin-note:g1', { note: '' }, storage)).toBeNull();
  });

  it('is ignored when it is not the shape of the form, or the storage fails', () => {
    const storage = memoryStorage();
    storage.setItem('ninety-draft:f', '{"note": 3}');
    expect(readKeptDraft('f', { note: '' }, storage)).toBeNull();
    storage.setItem('ninety-draft:f', 'not json');
    expect(readKeptDraft('f', { note: '' }, storage)).toBeNull();
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    expect(readKeptDraft('f', { note: '' }, refusing)).toBeNull();
    expect(() => keepDraft('f', { note: 'x' }, refusing)).not.toThrow();
  });
});
