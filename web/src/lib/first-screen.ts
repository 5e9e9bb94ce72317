/**
 * When the first screen has painted what it read. Start-up work that the screen does not need
 * (storing the time zone, the first sync) waits for it: done alongside, on a phone's CPU it put
 * some 500 ms of main thread between the first text and Home's gold card, the largest paint.
 * A screen that does not say so (or a page opened hidden, which paints nothing) is waited for at
 * most `atMostMs`.
 */
import { useEffect } from 'react';

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => (markShown = resolve));

/** The first screen's content is committed: it counts as shown once the browser has painted it. */
export function firstScreenCommitted(): void {
  // A frame's callbacks run before its paint; the task after them runs after it.
  requestAnimationFrame(() => setTimeout(markShown, 0));
}

/** Says, from the first screen, that its content is committed once `ready`. */
export function useFirstScreenShown(ready: boolean): void {
  useEffect(() => {
    if (ready) firstScreenCommitted();
  }, [ready]);
}

/** Resolves once the first screen has painted its content, or after `atMostMs`, whichever is first. */
export function afterFirstScreen(atMostMs: number): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, atMostMs))]);
}
