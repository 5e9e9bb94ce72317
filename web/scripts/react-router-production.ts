/**
 * React Router 7 publishes a production build but its package exports name only the development
 * one (remix-run/react-router#12532, #14102, #14753): a production bundle then carries its dev
 * warnings switched on (`ENABLE_DEV_WARNINGS = true`), and a first visit downloads and runs them.
 * This plugin points a build's imports of `react-router` and `react-router/dom` at the
 * production files of the same installed version. Development and the tests keep the warnings.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const PRODUCTION_FILES: Record<string, string> = {
  'react-router': 'dist/production/index.mjs',
  'react-router/dom': 'dist/production/dom-export.mjs',
};

/** The installed react-router, found from react-router-dom, which depends on it. */
function reactRouterDir(): string {
  const fromWeb = createRequire(import.meta.url);
  const routerDom = fromWeb.resolve('react-router-dom/package.json');
  return dirname(createRequire(routerDom).resolve('react-router/package.json'));
}

export function reactRouterProduction(): Plugin {
  const dir = reactRouterDir();
  const files = Object.fromEntries(Object.entries(PRODUCTION_FILES).map(([id, file]) => [id, join(dir, file)]));
  for (const file of Object.values(files)) {
    if (!existsSync(file)) throw new Error(`react-router has no ${file}: update scripts/react-router-production.ts`);
  }
  return {
    name: 'ninety-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return files[source] ?? null;
    },
  };
}
