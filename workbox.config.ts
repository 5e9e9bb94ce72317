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
  // The app registers the worker itself with workbox-window (web/src/lib/app-update.ts): a new
  // version waits until the user chooses Reload, so no change queued by the old one is lost.
  registerType: 'prompt' as const,
  injectRegister: false as const,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
    // The install sheet's screenshots are for the browser, never for the app offline.
    globIgnores: ['screenshots/**'],
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
    // Long-press on the home-screen icon. Both work offline: the water log goes to the outbox.
    shortcuts: [
      {
        name: 'Log 8 oz of water',
        short_name: '+8 oz water',
        url: '/water?log=8',
        icons: [{ src: '/icons/shortcut-water-96.png', sizes: '96x96', type: 'image/png' }],
      },
      {
        name: 'Add priority task',
        short_name: 'Add task',
        url: '/priority?new=task',
        icons: [{ src: '/icons/shortcut-task-96.png', sizes: '96x96', type: 'image/png' }],
      },
    ],
    // With screenshots and a description, Chromium shows its richer install sheet.
    screenshots: [
      { src: '/screenshots/home-narrow.png', sizes: '750x1624', type: 'image/png', form_factor: 'narrow' as const, label: 'Home: HP, level, streak and today' },
      { src: '/screenshots/water-narrow.png', sizes: '750x1624', type: 'image/png', form_factor: 'narrow' as const, label: 'Water Tracker: today against the target' },
      { src: '/screenshots/home-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide' as const, label: 'Home on a wide screen' },
    ],
  },
  devOptions: { enabled: false },
};
