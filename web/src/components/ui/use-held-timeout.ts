import { useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react';

/**
 * Calls `onEnd` once `ms` have passed while nothing held it: a pointer over the element or focus
 * inside it stops the count, and letting go goes on from where it stopped (WCAG 2.2.1). A toast
 * being read, or whose Undo a keyboard is on its way to, does not go from under the user.
 * Spread the returned handlers on the element.
 */
export function useHeldTimeout(ms: number, onEnd: () => void) {
  const [pointerOver, setPointerOver] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const left = useRef(ms);
  const end = useEffectEvent(onEnd);
  const held = pointerOver || focusInside;

  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = setTimeout(() => end(), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [held]);

  return {
    // A pointer that moves over it, not one the toast appeared under: a tap's pointer rests where a
    // toast may show, and would otherwise hold it until moved.
    onPointerMove: () => setPointerOver(true),
    onPointerLeave: () => setPointerOver(false),
    onFocus: () => setFocusInside(true),
    // Focus moving between the toast's own buttons still holds it.
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
    },
  };
}
