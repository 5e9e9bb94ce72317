import { describe, expect, it } from 'vitest';
import { canonicalPath, currentAddress, followsInApp, navigate, onAddressChange, type AddressWindow, type LinkClick } from './address';

/** A window whose history moves its location, as a browser's does, and whose Back fires popstate. */
function fakeWindow(start: string) {
  const entries = [start];
  let index = 0;
  const popListeners = new Set<() => void>();
  const go = (url: string) => new URL(url, 'http://localhost');
  const window: AddressWindow & { back(): void; entries: string[] } = {
    entries,
    get location() {
      const url = go(entries[index]!);
      return { pathname: url.pathname, search: url.search };
    },
    history: {
      pushState: (_state, _unused, url) => {
        entries.splice(index + 1, entries.length, String(url));
        index += 1;
      },
      replaceState: (_state, _unused, url) => {
        entries[index] = String(url);
      },
    },
    addEventListener: (_type, listener) => popListeners.add(listener),
    removeEventListener: (_type, listener) => popListeners.delete(listener),
    back() {
      index -= 1;
      for (const listener of popListeners) listener();
    },
  };
  return window;
}

const click = (overrides: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
  ...overrides,
});

describe('the address', () => {
  it('reads the path and the query', () => {
    expect(currentAddress(fakeWindow('/goals?payment=done'))).toEqual({ pathname: '/goals', search: '?payment=done' });
  });

  it('adds a history entry on navigate, or takes the place of the current one when asked to replace', () => {
    const window = fakeWindow('/');
    navigate('/water', {}, window);
    expect(window.entries).toEqual(['/', '/water']);
    navigate('/priority', { replace: true }, window);
    expect(window.entries).toEqual(['/', '/priority']);
    expect(currentAddress(window).pathname).toBe('/priority');
  });

  it('tells its listeners of each navigate and each Back, until they stop listening', () => {
    const window = fakeWindow('/');
    const seen: string[] = [];
    const stop = onAddressChange(() => seen.push(currentAddress(window).pathname), window);
    navigate('/water', {}, window);
    window.back();
    stop();
    navigate('/goals', {}, window);
    expect(seen).toEqual(['/water', '/']);
  });

  it('spells each screen path one way', () => {
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/water')).toBe('/water');
    expect(canonicalPath('/Water/')).toBe('/water');
    expect(canonicalPath('//')).toBe('/');
  });
});

describe('a click on a link', () => {
  it('is followed in the app when it is a plain primary click', () => {
    expect(followsInApp(click())).toBe(true);
    expect(followsInApp(click(), '_self')).toBe(true);
  });

  it('is left to the browser with a modifier, another button, another target, or when already handled', () => {
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) expect(followsInApp(click({ [key]: true }))).toBe(false);
    expect(followsInApp(click({ button: 1 }))).toBe(false);
    expect(followsInApp(click(), '_blank')).toBe(false);
    expect(followsInApp(click({ defaultPrevented: true }))).toBe(false);
  });
});
