/**
 * Home is the installed app's start URL (`start_url: '/'`), and its screen is a lazy chunk that
 * the router asks for only after the entry has run: one more round trip before anything shows.
 * This plugin adds a modulepreload of Home's chunk to index.html, so it downloads beside the
 * entry. A first visit to another screen downloads these 3 kB for nothing; opening the app
 * mostly lands on Home.
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
        const chunk = Object.values(context.bundle ?? {}).find((file) => file.type === 'chunk' && file.name === START_SCREEN);
        if (!chunk) throw new Error(`no ${START_SCREEN} chunk to preload: update scripts/preload-start-screen.ts`);
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
