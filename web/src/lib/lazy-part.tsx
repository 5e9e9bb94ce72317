/**
 * Parts of the app that come with a chunk of their own the first time they are shown: the
 * screens, the body diagram, the notifications list. On a first visit the service worker may not
 * hold them yet, and a signal lost then fails the load. React's `lazy` keeps a failed load for
 * good, so a part made here loads afresh on each new attempt of the LoadBoundary around it
 * (components/load-boundary.tsx); once loaded, it stays loaded.
 */
import { createContext, lazy, use, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { create } from 'zustand';

/** A part's chunk did not arrive: no connection, or the server did not answer. */
export class PartNotLoaded extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PartNotLoaded';
  }
}

/** Which attempt the nearest LoadBoundary is on: a new one loads what failed again. */
export const LoadAttempt = createContext(0);

/** How many parts' chunks are on their way: the shell shows a sign while any is slow (loading-bar.tsx). */
export const usePartsLoading = create<{ loading: number }>(() => ({ loading: 0 }));

// Deferred: React calls a lazy part's load while drawing, when no other component may change.
const loadingChanged = (by: number) => queueMicrotask(() => usePartsLoading.setState(({ loading }) => ({ loading: loading + by })));

let attemptsMade = 0;

/**
 * A number no attempt had before. Numbered across the app, not per boundary: a boundary mounted
 * again (a tab left and opened again) must not start from an attempt whose load had failed.
 */
export const newAttempt = (): number => ++attemptsMade;

// `any` as in React's own `lazy`, whose types require it: the part takes its component's props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<Part extends ComponentType<any>>(load: () => Promise<{ default: Part }>): ComponentType<ComponentProps<Part>> {
  type Lazy = LazyExoticComponent<Part>;
  // One `lazy` per attempt, so that rendering twice in one attempt (StrictMode, a retried render)
  // never starts a second load; the one that loaded is kept, so the part is never remounted.
  const attempts = new Map<number, Lazy>();
  let loaded: Lazy | undefined;
  const partFor = (attempt: number): Lazy => {
    let part = attempts.get(attempt);
    if (!part) {
      const made: Lazy = lazy(() => {
        loadingChanged(+1);
        return load()
          .then(
            (module) => {
              loaded = made;
              attempts.clear();
              return module;
            },
            (error: unknown) => {
              throw new PartNotLoaded(error);
            },
          )
          .finally(() => loadingChanged(-1));
      });
      attempts.set(attempt, made);
      part = made;
    }
    return part;
  };
  return function LazyPart(props: ComponentProps<Part>) {
    const attempt = use(LoadAttempt);
    const Loading = loaded ?? partFor(attempt);
    return <Loading {...props} />;
  };
}
