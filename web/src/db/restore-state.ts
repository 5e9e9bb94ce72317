import { createStore } from 'zustand/vanilla';

interface RestoreState {
  /**
   * Whether a first restore is arriving in pages. The views derived from every record (the
   * stats) hold still meanwhile instead of re-reading all tables after each page, which made a
   * restore of years quadratic; they read once when it ends.
   */
  restoring: boolean;
}

export const restoreState = createStore<RestoreState>(() => ({ restoring: false }));

export function setRestoring(restoring: boolean): void {
  if (restoreState.getState().restoring !== restoring) restoreState.setState({ restoring });
}
