import { NinetyDatabase } from '../db/database';

let counter = 0;

/** A new, empty local database per test. */
export function freshDb(): NinetyDatabase {
  counter += 1;
  return new NinetyDatabase(`test-${counter}-${Math.random().toString(36).slice(2)}`);
}
