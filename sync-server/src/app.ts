import { Hono } from 'hono';
import { MESSAGES } from '@ninety/api';
import { systemClock, type Clock } from './clock';
import type { Db } from './db/open';
import { handleError } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { staticWeb } from './http/static-web';
import { writeGuards } from './http/write-guards';
import { healthRoutes } from './routes/health';
import { settingsRoutes } from './routes/settings';
import { syncRoutes } from './routes/sync';
import { waterRoutes } from './routes/water';

export interface AppOptions {
  db: Db;
  clock?: Clock;
  /** Folder of the built PWA; when given, the server serves the app too. */
  webDist?: string;
}

/** The whole HTTP surface: /api routes, one sub-app per resource, and the built app. */
export function createApp({ db, clock = systemClock, webDist }: AppOptions) {
  const deps = { db, clock };
  const app = new Hono();
  app.use('*', securityHeaders());
  app.use('/api/*', writeGuards());
  app.route('/api/health', healthRoutes());
  app.route('/api/water', waterRoutes(deps));
  app.route('/api/settings', settingsRoutes(deps));
  app.route('/api/sync', syncRoutes(deps));
  app.all('/api/*', (c) => c.json({ message: MESSAGES.notFound }, 404));
  if (webDist) app.route('/', staticWeb(webDist));
  app.notFound((c) => c.json({ message: MESSAGES.notFound }, 404));
  app.onError(handleError);
  return app;
}
