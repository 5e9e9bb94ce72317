import { useLayoutEffect, useRef, type FocusEvent } from 'react';

/**
 * Gives the focus back to where it came from when the element holding it goes: a toast closed by
 * its Undo, its close button, Esc or a newer toast. Without it the browser puts the focus on the
 * page itself and the next Tab starts again from the skip link (WCAG 2.4.3). What the focus came
 * from may have gone meanwhile (a Complete button with its task); the screen's main then takes it.
 *
 * Spread the returned props on the element. An action that moves the focus itself afterwards (a
 * dialog opened again by an Undo) still does: this runs first, as the element is removed.
 */
export function useFocusGivenBack<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const cameFrom = useRef<HTMLElement | null>(null);

  // A layout effect's cleanup runs while the element is still in the page, so it can still tell
  // that the focus was inside it.
  useLayoutEffect(() => {
    const element = ref.current;
    return () => {
      if (!element?.contains(document.activeElement)) return;
      const back = cameFrom.current;
      const target = back?.isConnected && !back.matches(':disabled') ? back : document.querySelector<HTMLElement>('main[tabindex]');
      target?.focus({ preventScroll: true });
    };
  }, []);

  return {
    ref,
    // Focus moving between the element's own controls keeps where it first came from.
    onFocusCapture: (event: FocusEvent<T>) => {
      const from = event.relatedTarget;
      if (from instanceof Node && event.currentTarget.contains(from)) return;
      cameFrom.current = from instanceof HTMLElement ? from : null;
    },
  };
}
