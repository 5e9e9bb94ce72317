import Dexie from 'dexie';
import { createStore } from 'zustand/vanilla';
import type { NinetyDatabase } from './database';

/**
 * Whether this window may use the local store. The browser may refuse to open it (site data
 * blocked for this address, a full disk, a damaged store): that would otherwise look like
 * "Loading..." for ever, since Dexie's live queries wait for a database that is not open instead
 * of failing, so no screen would ever hear of it. Or a newer version of Ninety, in another window,
 * may have upgraded it: this window's code is then older than what the store holds and must not
 * write there (docs/decisions/0029).
 */
export interface StoreOpenState {
  /** The browser's reason for refusing, in its own words; null while it opens or once it has. */
  refusal: string | null;
  /** A newer version of the app has upgraded the store: this window has stepped aside. */
  outdated: boolean;
}

export const storeOpenState = createStore<StoreOpenState>(() => ({ refusal: null, outdated: false }));

/** This code met a store upgraded by a newer version of the app: it reads and writes nothing there. */
export class StoreNewerThanAppError extends Error {
  constructor() {
    super('A newer version of Ninety has updated the data on this device. Reload to go on.');
    this.name = 'StoreNewerThanAppError';
  }
}

/**
 * Whether `error` is this code refused by a store a newer version upgraded, as Dexie passes it
 * on: raw, or wrapped as the failed opening a read was waiting for (OpenFailedError).
 */
export function isStoreNewerThanApp(error: unknown): boolean {
  return causeOf(error) instanceof StoreNewerThanAppError;
}

/** Marks this window as behind the store, and answers the error that refuses this code. */
export function storeIsNewer(): StoreNewerThanAppError {
  storeOpenState.setState({ outdated: true });
  return new StoreNewerThanAppError();
}

/**
 * Refuses, at every opening (openStore's, or Dexie's own when a read finds the store closed, as
 * after the back-forward cache), a store a newer version has taken to a later Dexie version:
 * Dexie would open it as it is (its answer to a VersionError) under this older code. Dexie keeps
 * ten native versions to each of its own.
 */
export function refuseLaterDexieVersion(db: Dexie): void {
  if (db.backendDB().version > Math.round(db.verno * 10)) throw storeIsNewer();
}

/**
 * This window lets a newer version have the store: it closes its connection for good (so that
 * version's upgrade is not kept waiting, and so nothing here opens the store again in the shapes
 * of this older code) and says so on every screen.
 */
export function stepAsideForNewerVersion(db: Dexie): void {
  db.close({ disableAutoOpen: true });
  storeOpenState.setState({ outdated: true });
}

/**
 * Opens the store; answers whether it opened, keeping the browser's reason when it did not. From
 * then on, a newer version asking for the store (IndexedDB's versionchange) has this window step
 * aside. Dexie's own answer would close and silently open the store again, at the newer version,
 * under this older code.
 */
export async function openStore(db: NinetyDatabase): Promise<boolean> {
  db.on('versionchange', () => {
    stepAsideForNewerVersion(db);
    return false;
  });
  try {
    await db.open();
    return true;
  } catch (error) {
    if (isStoreNewerThanApp(error)) stepAsideForNewerVersion(db);
    else storeOpenState.setState({ refusal: refusalReason(error) });
    return false;
  }
}

/** Dexie wraps the browser's error (OpenFailedError) and its own subscribers' errors. */
function causeOf(error: unknown): unknown {
  return error instanceof Dexie.DexieError && error.inner instanceof Error ? error.inner : error;
}

/** The browser's text reads better than Dexie's prefixed one. */
function refusalReason(error: unknown): string {
  const cause = causeOf(error);
  return cause instanceof Error ? cause.message : String(cause);
}
