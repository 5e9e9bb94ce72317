/**
 * Dexie's package entry is its ES5 build (`dist/dexie.min.js`, classes and async functions
 * compiled down) behind a wrapper. The same version ships a build for modern browsers,
 * `dist/modern/dexie.mjs` (ES2021, the one Dexie's README offers for `<script type="module">`):
 * 11 kB smaller once minified, 1.2 kB over the wire on a first visit. This plugin points a build's
 * imports of `dexie`, the app's and dexie-react-hooks' alike (one Dexie, never two), at it. Every
 * browser that runs the app's ES2022 runs it. Development and the unit tests keep the package entry.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export function dexieModernBuild(): Plugin {
  const dexieDir = dirname(createRequire(import.meta.url).resolve('dexie/package.json'));
  const modern = join(dexieDir, 'dist/modern/dexie.mjs');
  if (!existsSync(modern)) throw new Error(`dexie has no ${modern}: update scripts/dexie-modern-build.ts`);
  return {
    name: 'ninety-dexie-modern-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'dexie' ? modern : null;
    },
  };
}
