import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from '../workbox.config';
import { domainRulesId } from './scripts/domain-rules-id';
import { preloadStartScreen } from './scripts/preload-start-screen';
import { reactRouterProduction } from './scripts/react-router-production';

export default defineConfig({
  plugins: [reactRouterProduction(), react(), VitePWA(pwaOptions), preloadStartScreen()],
  define: { __DOMAIN_RULES_ID__: JSON.stringify(domainRulesId()) },
  server: {
    port: 5173,
    // In development the API runs on the sync server (pnpm dev starts both).
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small shared pieces of the screens (cards, bars, icons, helpers, store reads)
          // travel as one file: each tiny chunk cost a request worth more than its bytes. Only
          // what two or more chunks share is grouped, so a screen's own code stays in its own
          // chunk; the quest and workout generators (and their banks) stay with their screens.
          groups: [
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
