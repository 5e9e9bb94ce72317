import { useRef, useState } from 'react';

/**
 * An async handler that runs one call at a time: a call made while one is still under way (a
 * double tap on Complete, Enter pressed twice) is dropped, so a tap makes one record, never two.
 * `pending` is for the button, which React draws disabled between two clicks; the check itself is
 * a ref, set before the first await, so it holds for a call no disabled button stops (a key held
 * down, a second path to the same handler). A dropped call answers undefined.
 */
export function useExclusive<Args extends unknown[], Result>(
  handler: (...args: Args) => Promise<Result>,
): { run(...args: Args): Promise<Result | undefined>; pending: boolean } {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  async function run(...args: Args): Promise<Result | undefined> {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    try {
      return await handler(...args);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }
  return { run, pending };
}
