import type { Db } from '../db/open';
import type { Clock } from '../clock';

/** What every resource's routes are given. */
export interface RouteDeps {
  db: Db;
  clock: Clock;
}
