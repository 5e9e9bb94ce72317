import { useEffect, useLayoutEffect, useRef } from 'react';

interface Place {
  /** What had the focus, the row it was in, and where that row stood among the rows. */
  focused: Element;
  row: HTMLElement;
  index: number;
  /** The nearest element around the list that takes focus (a tab panel, the page's main). */
  around: HTMLElement | null;
}

/**
 * Keeps the keyboard's place in a list whose rows change when acted on: a task completed, a
 * quest started or completed, a device removed leave the list; a goal's note saved replaces its
 * form. The focused control goes (or is disabled) and the browser puts the focus on the page
 * itself, so a keyboard or screen-reader user would start again from the top (WCAG 2.4.3).
 * Instead the row takes the focus if it is still there; else the row now in its place, or the
 * one before it when the last row left, or the element around the list when none is left.
 *
 * The rows are the list's children that can take focus (`tabIndex={-1}` on each card). The card
 * is focused, not its button: a second Enter does not complete the next task. Returns the ref
 * for the list's element.
 */
export function useFocusKeptInList<T extends HTMLElement>() {
  const list = useRef<T>(null);
  const place = useRef<Place | null>(null);

  useEffect(() => {
    function onFocusIn(event: FocusEvent) {
      const element = list.current;
      const target = event.target;
      const rows = element && target instanceof Node && element.contains(target) ? rowsOf(element) : [];
      const index = rows.findIndex((row) => row.contains(target as Node));
      place.current = index < 0 ? null : { focused: target as Element, row: rows[index]!, index, around: around(element!) };
    }
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  // What had the focus goes in a render: of the list's owner (after which this effect runs), or
  // of a row alone (which the observer sees), as a stretch routine completed is.
  const observed = useRef<{ element: T; observer: MutationObserver } | null>(null);
  useLayoutEffect(() => {
    const element = list.current;
    keepPlace(place, element);
    if (observed.current?.element === element) return;
    observed.current?.observer.disconnect();
    observed.current = null;
    if (!element) return;
    const observer = new MutationObserver(() => keepPlace(place, list.current));
    observer.observe(element, { childList: true, subtree: true, attributeFilter: ['disabled'] });
    observed.current = { element, observer };
  });
  useEffect(() => () => observed.current?.observer.disconnect(), []);

  return list;
}

/** Gives the focus to the row, its neighbour or what is around the list, once what had it went. */
function keepPlace(place: { current: Place | null }, list: HTMLElement | null): void {
  const last = place.current;
  // A control disabled by its own action ("Reset for next trip" with nothing left to reset)
  // loses the focus as one removed does, at the browser's next update.
  if (!last || (last.focused.isConnected && !last.focused.matches(':disabled'))) return;
  place.current = null;
  // Only a focus lost with what held it: not one the user has since put somewhere else.
  const active = document.activeElement;
  if (active !== null && active !== document.body && active !== last.focused) return;
  const rows = list?.isConnected ? rowsOf(list) : [];
  const inPlace = last.row.isConnected ? last.row : rows[Math.min(last.index, rows.length - 1)];
  const next = inPlace ?? (last.around?.isConnected ? last.around : null);
  // The row in place of the one acted on is where the eye already is: no scroll, unless it is
  // partly under the sticky header or the bottom bar (the page's scroll padding), as a refusal
  // moving up in place of one dismissed can be. Then only as far as it takes (WCAG 2.4.11).
  next?.focus({ preventScroll: true });
  if (next === inPlace) inPlace?.scrollIntoView({ block: 'nearest' });
}

/**
 * The nearest element around the list that takes focus; for a list outside the screen (the
 * banner of refused changes, above it), the screen's own main.
 */
function around(list: HTMLElement): HTMLElement | null {
  return list.parentElement?.closest<HTMLElement>('[tabindex]') ?? document.querySelector<HTMLElement>('main[tabindex]');
}

function rowsOf(list: HTMLElement): HTMLElement[] {
  return [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.hasAttribute('tabindex'));
}
