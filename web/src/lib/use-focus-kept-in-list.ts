import { useEffect, useLayoutEffect, useRef } from 'react';

interface Place {
  /** The row that held the focus, and where it stood among the rows. */
  row: HTMLElement;
  index: number;
  /** The nearest element around the list that takes focus (a tab panel, the page's main). */
  around: HTMLElement | null;
}

/**
 * Keeps the keyboard's place in a list whose rows leave it when acted on: a task completed, a
 * quest started or completed, a device removed. The focused button goes with its row and the
 * browser puts the focus on the page itself, so a keyboard or screen-reader user would start
 * again from the top (WCAG 2.4.3). Instead the row now in its place takes the focus, or the one
 * before it when the last row left, or the element around the list when none is left.
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
      place.current = index < 0 ? null : { row: rows[index]!, index, around: element!.parentElement?.closest<HTMLElement>('[tabindex]') ?? null };
    }
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  // After every render: a row that left did so in a render of the list's owner.
  useLayoutEffect(() => {
    const last = place.current;
    if (!last || last.row.isConnected) return;
    place.current = null;
    // Only a focus lost with its row: not one the user has since put somewhere else.
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const rows = list.current ? rowsOf(list.current) : [];
    const next = rows[Math.min(last.index, rows.length - 1)] ?? (last.around?.isConnected ? last.around : null);
    // The row in place of the one acted on is where the eye already is: no scroll.
    next?.focus({ preventScroll: true });
  });

  return list;
}

function rowsOf(list: HTMLElement): HTMLElement[] {
  return [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.hasAttribute('tabindex'));
}
