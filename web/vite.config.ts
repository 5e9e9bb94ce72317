import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from '../workbox.config';
import { domainRulesId } from './scripts/domain-rules-id';
import { preloadStartScreen } from './scripts/preload-start-screen';
import { reactRouterProductionBuild } from './scripts/react-router-production';

export default defineConfig(({ command }) => ({
  plugins: [react(), VitePWA(pwaOptions), preloadStartScreen()],
  resolve: {
    // Dexie's package entry is its ES5 build behind a wrapper; the same version ships a build
    // for modern browsers (the one its README offers to module scripts), 11 kB smaller
    // minified. The app's imports and dexie-react-hooks' alike take it: one Dexie, never two.
    alias: [
      { find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' },
      ...(command === 'build' ? reactRouterProductionBuild() : []),
    ],
  },
  define: { __DOMAIN_RULES_ID__: JSON.stringify(domainRulesId()) },
  server: {
    port: 5173,
    // In development the API runs on the sync server (pnpm dev starts both).
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
  build: {
    target: 'es2022',
    // Every browser the app supports but Safari 16 has modulepreload, and there it only loads later.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Each screen is its own chunk (app/router.tsx); these groups say where the rest goes.
        codeSplitting: {
          groups: [
            // What the entry imports comes with it, in one file: the shell, the store, sync and
            // the libraries under them. Left to itself, Rolldown put Dexie in a separate chunk
            // shared with the screens, one more request before anything shows.
            { name: 'index', tags: ['$initial'] },
            // What two or more screens share (cards, bars, dialogs, form fields, store reads,
            // rules) travels as one file: as a chunk per module, each cost a request worth more
            // than its bytes. The quest and workout generators, with their banks, stay with the
            // screens that generate; so does Training's own code, which start-up also imports
            // when a rest was left running (rest-left-running.ts) and every other start leaves
            // on the server.
            {
              name: 'shared',
              minShareCount: 2,
              test: /^(?!.*([\\/]domain[\\/]src[\\/](quests|workouts)[\\/]|(quest|workout)-repo|[\\/]features[\\/]training[\\/]))/,
            },
          ],
        },
      },
    },
  },
}));
