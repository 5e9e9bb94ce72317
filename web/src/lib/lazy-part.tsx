/**
 * Parts of the app that come with a chunk of their own the first time they are shown: the
 * screens, the body diagram, the notifications list. On a first visit the service worker may not
 * hold them yet, and a signal lost then fails the load. React's `lazy` keeps a failed load for
 * good, so a part made here loads afresh on each new attempt of the LoadBoundary around it
 * (components/load-boundary.tsx); once loaded, it stays loaded.
 */
import { createContext, lazy, use, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
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

/** One load of a part's chunk. */
interface Load {
  settled: boolean;
}

/**
 * The loads on their way that something drawn waits for, each with the key of the location it was
 * last drawn at. The shell shows a sign while there is any (app/loading-bar.tsx).
 */
export const usePartsLoading = create<{ waiting: ReadonlyMap<Load, string> }>(() => ({ waiting: new Map() }));

function changeWaiting(change: (waiting: Map<Load, string>) => void): void {
  usePartsLoading.setState(({ waiting }) => {
    const changed = new Map(waiting);
    change(changed);
    return { waiting: changed };
  });
}

// Deferred: a part says what it waits for while drawing, when no other component may change.
const waitedFor = (load: Load, at: string) =>
  queueMicrotask(() => {
    if (!load.settled && usePartsLoading.getState().waiting.get(load) !== at) changeWaiting((waiting) => waiting.set(load, at));
  });

function settled(load: Load): void {
  load.settled = true;
  queueMicrotask(() => changeWaiting((waiting) => waiting.delete(load)));
}

/**
 * The location at `key` is on screen. A load drawn for another was left behind: the user tapped a
 * screen whose code is slow, then one that opened. The browser may go on fetching it for minutes,
 * but nothing shown waits for it; opened again, the part says it waits once more.
 */
export function locationShown(key: string): void {
  const { waiting } = usePartsLoading.getState();
  const stillWaited = new Map([...waiting].filter(([, at]) => at === key));
  if (stillWaited.size < waiting.size) usePartsLoading.setState({ waiting: stillWaited });
}

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
  const attempts = new Map<number, { part: Lazy; load: Load }>();
  let loaded: Lazy | undefined;
  const attemptFor = (attempt: number) => {
    let made = attempts.get(attempt);
    if (!made) {
      const partLoad: Load = { settled: false };
      const part: Lazy = lazy(() =>
        load()
          .then(
            (module) => {
              loaded = part;
              attempts.clear();
              return module;
            },
            (error: unknown) => {
              throw new PartNotLoaded(error);
            },
          )
          .finally(() => settled(partLoad)),
      );
      made = { part, load: partLoad };
      attempts.set(attempt, made);
    }
    return made;
  };
  return function LazyPart(props: ComponentProps<Part>) {
    const attempt = use(LoadAttempt);
    const { part: Part, load: waitedOn } = loaded ? { part: loaded, load: undefined } : attemptFor(attempt);
    // The sign comes first: React draws no sibling after a part that suspends. The part keeps its
    // place, so the sign going once it is loaded does not remount it.
    return (
      <>
        {waitedOn && <WaitingFor load={waitedOn} />}
        <Part {...props} />
      </>
    );
  };
}

/** Says that the location drawn waits for `load`; drawn again at each new location. */
function WaitingFor({ load }: { load: Load }): null {
  waitedFor(load, useLocation().key);
  return null;
}
