/**
 * react-router's package exports name only its development build, for production builds too
 * (remix-run/react-router#12532 and #14102, still so in 7.18). The same version ships
 * `dist/production`, which differs in one constant, `ENABLE_DEV_WARNINGS = false`, so the
 * minifier drops the development warnings and the checks behind them. These aliases point a
 * build at it; the dev server keeps the warnings.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

export function reactRouterProductionBuild(): Alias[] {
  // react-router is react-router-dom's dependency, not the app's: resolved from there.
  const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const root = dirname(fromRouterDom.resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: join(root, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(root, 'dist/production/dom-export.mjs') },
  ];
}
