/**
 * PWA options for vite-plugin-pwa (used by web/vite.config.ts). The service worker is our own
 * (web/src/sw/sw.ts, "injectManifest"): it precaches the app shell so the app starts with no
 * network, answers every navigation with the cached index.html, and flushes the sync outbox in
 * the browser's background `sync` event.
 */
export const THEME_COLOR = '#0b0f14';

export const pwaOptions = {
  strategies: 'injectManifest' as const,
  srcDir: 'src/sw',
  filename: 'sw.ts',
  // The worker calls skipWaiting() and clients.claim(), so the first page is controlled at once
  // and an update replaces the old worker without a prompt.
  registerType: 'autoUpdate' as const,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
    // The app shell only; screens are split by route and all precached for offline use.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Ninety: Ninety days to gold',
    short_name: 'Ninety',
    description: 'Turn habits into a game of HP and XP: water, priority tasks, quests, training and 90-day goals.',
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    orientation: 'portrait' as const,
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    categories: ['health', 'fitness', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  devOptions: { enabled: false },
};
