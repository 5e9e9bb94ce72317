import { Hono } from 'hono';
import { currentStats } from '../services/stats';
import type { RouteDeps } from './context';

export function statsRoutes({ db, clock }: RouteDeps) {
  // The JSON is cached with the stats: the dashboard's most frequent call serialises nothing.
  return new Hono().get('/', (c) => c.body(currentStats(db, clock.now()).json, 200, { 'Content-Type': 'application/json' }));
}

export function traitRoutes({ db, clock }: RouteDeps) {
  return new Hono().get('/', (c) => c.json(currentStats(db, clock.now()).stats.traits));
}
