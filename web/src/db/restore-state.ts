import { createStore } from 'zustand/vanilla';

interface RestoreState {
  /**
   * Whether a first restore is arriving in pages. The views derived from every record (the
   * stats) hold still meanwhile instead of re-reading all tables after each page, which made a
   * restore of years quadratic; they read once when it ends.
   */
  restoring: boolean;
  /**
   * Whether a device just paired is asking the server for the user's history, its first pull
   * not yet answered (restore-progress.ts, `historyToCome`).
   */
  asking: boolean;
}

export const restoreState = createStore<RestoreState>(() => ({ restoring: false, asking: false }));

export function setRestoring(restoring: boolean): void {
  if (restoreState.getState().restoring !== restoring) restoreState.setState({ restoring });
}

/**
 * Says the history is asked for until `round` (the sync round that pulls it) ends, whether it
 * brought the history, a restore's first page, or a failure: then the store says the rest.
 */
export function askForHistory(round: Promise<unknown>): void {
  restoreState.setState({ asking: true });
  void round.catch(() => undefined).finally(() => restoreState.setState({ asking: false }));
}
