/**
 * The address bar, as the app's screens read it, and the one way the app changes it. No React
 * here: the router (router.tsx) and the links (links.tsx) build on it. The window is a parameter
 * so that the rules are tested without a browser.
 */

/** Where the app is: the path and the query (with its `?`, or empty). */
export interface AppAddress {
  pathname: string;
  search: string;
}

/** The parts of a window the address needs. */
export interface AddressWindow {
  location: Pick<Location, 'pathname' | 'search'>;
  history: Pick<History, 'pushState' | 'replaceState'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

export interface NavigateOptions {
  /** Take the place of the current entry in the history instead of adding one (Back skips it). */
  replace?: boolean;
}

const listeners = new Set<() => void>();

export function currentAddress(from: AddressWindow = window): AppAddress {
  return { pathname: from.location.pathname, search: from.location.search };
}

/**
 * Goes to `to`, a path of this app with or without a query, in the same document: every screen's
 * data is in the local store, so nothing is fetched and no form elsewhere loses what it holds.
 */
export function navigate(to: string, options: NavigateOptions = {}, from: AddressWindow = window): void {
  from.history[options.replace ? 'replaceState' : 'pushState'](null, '', to);
  for (const listener of listeners) listener();
}

/** Calls `listener` after each navigate() and each Back or Forward; returns the way to stop. */
export function onAddressChange(listener: () => void, from: AddressWindow = window): () => void {
  listeners.add(listener);
  from.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    from.removeEventListener('popstate', listener);
  };
}

/**
 * The one spelling of a path that names a screen: lower case, with no slash at the end ("/Water/"
 * is "/water"), as a typed or pasted address may differ from the app's own links.
 */
export function canonicalPath(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

/** What a click asks of a link. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/**
 * Whether the app follows a click on its link itself. A click with a modifier key or another
 * button, or on a link that opens elsewhere, is the browser's: a new tab, a new window, a download.
 */
export function followsInApp(click: LinkClick, target?: string): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return false;
  return !target || target === '_self';
}
