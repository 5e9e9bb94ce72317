import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Files whose name never changes: the browser must ask again every time (revalidate). */
const NEVER_CACHED = /(^|\/)(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest)$/;

const hasExtension = (path: string) => /\.[^/]+$/.test(path);

export function cacheControlFor(path: string): string {
  // Vite puts content-hashed files under assets/: a new build gets new names.
  if (/^\/assets\//.test(path)) return 'public, max-age=31536000, immutable';
  // A path without an extension is answered with index.html.
  if (!hasExtension(path) || NEVER_CACHED.test(path) || path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * Serves the built PWA. A path without an extension is a screen of the app: it answers
 * index.html and the router shows the screen (unknown ones fall back to Home). A missing file
 * with an extension is a real 404, not index.html pretending to be a script or robots.txt.
 */
export function staticWeb(root: string) {
  const web = new Hono();
  // serveStatic's onFound hook runs after the response is built, too late to add headers.
  web.use('*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', cacheControlFor(c.req.path));
  });
  web.use('*', serveStatic({ root, precompressed: true }));
  web.get('*', async (c, next) => {
    if (hasExtension(c.req.path)) return c.text('Not found', 404);
    return serveStatic({ root, path: 'index.html', precompressed: true })(c, next);
  });
  return web;
}
