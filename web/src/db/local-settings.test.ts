import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from './local-settings';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the browser's time zone", () => {
  it('is the one Temporal names, where the browser has Temporal', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Calcutta' } });
    expect(browserTimeZone()).toBe('Asia/Calcutta');
  });

  it("is Intl's where the browser has no Temporal", () => {
    vi.stubGlobal('Temporal', undefined);
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is UTC when the browser names none', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => '' } });
    expect(browserTimeZone()).toBe('UTC');
  });
});
