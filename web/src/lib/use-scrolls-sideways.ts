import { useCallback, useRef, useState } from 'react';

/**
 * Whether a box is narrower than what it holds, and so scrolls sideways: a ref for the box and
 * the answer, kept true to its size as the screen or the text size changes. A box that scrolls
 * needs its own tab stop for a keyboard to scroll it (WCAG 2.1.1; Safari gives none itself),
 * and one that does not should not add a stop that does nothing.
 */
export function useScrollsSideways<T extends HTMLElement>(): [(box: T | null) => void, boolean] {
  const [scrolls, setScrolls] = useState(false);
  const watching = useRef<ResizeObserver | null>(null);
  const ref = useCallback((box: T | null) => {
    watching.current?.disconnect();
    watching.current = null;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    // What it holds grows on its own when the figures change or the text gets larger.
    for (const child of box.children) observer.observe(child);
    watching.current = observer;
    measure();
  }, []);
  return [ref, scrolls];
}
