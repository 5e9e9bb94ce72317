import Dexie from 'dexie';
import { createStore } from 'zustand/vanilla';
import type { NinetyDatabase } from './database';

/**
 * Whether the browser opened the local store, and if it refused, why in its own words. A refusal
 * (site data blocked for this address, a full disk, a damaged store) would otherwise look like
 * "Loading..." for ever: Dexie's live queries wait for a database that is not open instead of
 * failing, so no screen ever hears of it.
 */
export const storeOpenState = createStore<{ refusal: string | null }>(() => ({ refusal: null }));

/** Opens the store; answers whether it opened, keeping the browser's reason when it did not. */
export async function openStore(db: NinetyDatabase): Promise<boolean> {
  try {
    await db.open();
    return true;
  } catch (error) {
    storeOpenState.setState({ refusal: refusalReason(error) });
    return false;
  }
}

/** Dexie wraps the browser's error (OpenFailedError) and prefixes its text; the browser's reads better. */
function refusalReason(error: unknown): string {
  const cause = error instanceof Dexie.DexieError && error.inner instanceof Error ? error.inner : error;
  return cause instanceof Error ? cause.message : String(cause);
}
