/**
 * dexie-react-hooks' useLiveQuery, with each new result rendered as a transition. A result
 * arrives in an IndexedDB callback; rendered as an ordinary update, React renders the screen in
 * one task, which on a phone's CPU blocked input for 50 to 140 ms at each of the several results
 * a first visit brings. As a transition React renders in slices and gives the main thread back
 * between them, so a tap is never kept waiting behind a re-render. The first result, when the
 * query cache has it at once, is still given synchronously: a screen opened again shows its
 * data in its first render.
 */
import { liveQuery } from 'dexie';
import { useObservable, type InteropableObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';
import { isStoreNewerThanApp } from './store-open';

/**
 * Each result rendered as a transition. A read refused because a newer version upgraded the
 * store is not passed on: the window has stepped aside and its panel says so (ADR 29), and what
 * stays on screen around it, the header, keeps what it showed. Dexie passes on that refusal
 * only to a read that was waiting for the failed opening, in an explicit transaction (a later
 * read meets a closed store, whose error Dexie keeps to itself), so without this it came down
 * to timing whether the header's parts failed and said so in the console.
 */
function renderedAsTransition<T>(source: InteropableObservable<T>): InteropableObservable<T> {
  return {
    subscribe: (onNext, onError) =>
      source.subscribe(
        (value) => startTransition(() => onNext(value)),
        (error: unknown) => {
          if (!isStoreNewerThanApp(error)) onError?.(error);
        },
      ),
    ...(source.getValue && { getValue: () => source.getValue!() }),
    ...(source.hasValue && { hasValue: () => source.hasValue!() }),
  };
}

export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: unknown[]): T | undefined;
export function useLiveQuery<T, TDefault>(querier: () => Promise<T> | T, deps: unknown[], defaultResult: TDefault): T | TDefault;
export function useLiveQuery<T, TDefault>(querier: () => Promise<T> | T, deps: unknown[], defaultResult?: TDefault): T | TDefault | undefined {
  return useObservable(() => renderedAsTransition(liveQuery(querier) as InteropableObservable<T>), deps, defaultResult);
}

/**
 * One live query for a fact of the whole store (the restore's progress), shared by every
 * component that reads it. A component's own live query answers only from a task after it
 * mounts, so a part mounted on a screen already open (an empty list's "still restoring" or its
 * own words) drew nothing for a frame and then pushed what is below it down; the shared one has
 * the value the header already reads, in the first render. Its value is the last one any reader
 * was told: a read while no one else reads starts from that, and is answered again at once.
 */
export function sharedLiveQuery<T>(querier: () => Promise<T>): InteropableObservable<T> {
  return renderedAsTransition(liveQuery(querier) as InteropableObservable<T>);
}

/** The value of a sharedLiveQuery: its last one at once, then each new one. */
export function useSharedLiveQuery<T>(source: InteropableObservable<T>): T | undefined {
  return useObservable(source);
}
