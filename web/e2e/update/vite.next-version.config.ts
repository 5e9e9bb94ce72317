/**
 * "Version 2" of the app for the update test: the production build, plus one more Dexie schema
 * version (a new, empty store), so the update crosses a schema upgrade as a real release would.
 * Built by update.spec.ts into a folder of its own; the app's own code is unchanged.
 */
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import base from '../../vite.config';

export const NEXT_DB_VERSION = 1000;

function nextSchemaVersion(): Plugin {
  return {
    name: 'ninety-next-schema-version',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/db/database.ts')) return null;
      const marker = "super(name, { cache: 'immutable' });";
      if (!code.includes(marker)) throw new Error(`database.ts no longer has "${marker}": update this test build`);
      return code.replace(marker, `${marker} this.version(${NEXT_DB_VERSION}).stores({ updateProbe: 'key' });`);
    },
  };
}

export default defineConfig((env) => mergeConfig(base(env), { plugins: [nextSchemaVersion()], build: { sourcemap: false } }));
