import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from '../workbox.config';
import { dexieModernBuild } from './scripts/dexie-modern-build';
import { domainRulesId } from './scripts/domain-rules-id';
import { firstVisitChunks } from './scripts/first-visit-chunks';
import { preloadStartScreen } from './scripts/preload-start-screen';

const firstVisit = firstVisitChunks('src/features/home/home-screen.tsx');

export default defineConfig({
  plugins: [dexieModernBuild(), react(), VitePWA(pwaOptions), preloadStartScreen(), firstVisit.plugin],
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
      // Building a schema has no side effect: a schema a module defines and no code reads (a
      // server route's body, say) is left out rather than built on every visit, with the zod
      // classes only it needs. Calls through zod's namespace (z.*) and our builders, and the
      // method calls chained on them (.check()), count as pure; zod's z.config is never called.
      treeshake: {
        manualPureFunctions: [
          'z',
          'strictBody',
          'zonedInstant',
          'fixedIfSent',
          'strictRow',
          'wholeNumberIn',
          'instantInRange',
          'numberIn',
          'uuidField',
          'instantField',
          'localDateField',
          'trimmedText',
          'textIn',
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // A first visit to / downloads the entry and Home's chunk, and nothing else.
            ...firstVisit.groups,
            // The small pieces other screens share (cards, bars, helpers, store reads) travel as
            // one file: each tiny chunk cost a request worth more than its bytes. Only what two
            // or more chunks share is grouped, so a screen's own code stays in its own chunk;
            // the quest and workout generators (and their banks) stay with their screens.
            {
              name: 'ui',
              test: /[\\/]src[\\/](components|lib)[\\/]|[\\/]lucide-react[\\/]|[\\/]src[\\/]db[\\/](?!quest-repo|workout-repo)|[\\/]packages[\\/]domain[\\/]src[\\/](?!quests|workouts)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
