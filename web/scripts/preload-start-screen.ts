/**
 * Home is the installed app's start URL (`start_url: '/'`), and its screen is a lazy chunk that
 * the router asks for only after the entry has run: one more round trip before anything shows.
 * This plugin adds a modulepreload of Home's chunk, and of the chunks it imports besides the
 * entry, to index.html, so they download beside the entry. A first visit to another screen
 * downloads them for nothing; opening the app mostly lands on Home.
 */
import type { Plugin } from 'vite';

const START_SCREEN = 'home-screen';

export function preloadStartScreen(): Plugin {
  return {
    name: 'ninety-preload-start-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((file) => file.type === 'chunk');
        const screen = chunks.find((chunk) => chunk.name === START_SCREEN);
        if (!screen) throw new Error(`no ${START_SCREEN} chunk to preload: update scripts/preload-start-screen.ts`);
        const entry = chunks.find((chunk) => chunk.isEntry);
        const files = [screen.fileName, ...screen.imports.filter((file) => file !== entry?.fileName)];
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
