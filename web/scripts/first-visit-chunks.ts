/**
 * A first visit to `/` downloads two files: the entry, with every module it runs, and the start
 * screen's chunk (Home, the installed app's start URL, preloaded by index.html), with every module
 * Home uses beyond the entry. Grouped by hand before, what any two chunks shared went into one
 * `ui` file that a first visit downloaded whole, the forms and tabs of other screens included,
 * and a runtime file on its own: four requests where two do.
 *
 * Another screen that shares a card or a ring with Home imports it from Home's chunk, which every
 * visit has already downloaded (index.html preloads it).
 */
import type { Plugin } from 'vite';
import { usedImports } from './used-imports';

type CodeSplittingGroup = { name: string; priority: number } & (
  | { tags: ['$initial'] }
  | { test: (id: string) => boolean }
);

export interface FirstVisitChunks {
  plugin: Plugin;
  /** The groups, to go before any other of `codeSplitting.groups` (they take priority). */
  groups: CodeSplittingGroup[];
}

/**
 * `startScreen` is the start screen's module, from the web folder
 * (`src/features/home/home-screen.tsx`); its chunk is named after it.
 */
export function firstVisitChunks(startScreen: string): FirstVisitChunks {
  const chunkName = startScreen.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
  let startScreenModules = new Set<string>();
  return {
    plugin: {
      name: 'ninety-first-visit-chunks',
      apply: 'build',
      async buildEnd() {
        const ids = [...this.getModuleIds()];
        const screen = ids.find((id) => id.replaceAll('\\', '/').endsWith(`/${startScreen}`));
        // The service worker is built as one file, without the screens.
        const isServiceWorker = !ids.some((id) => /[\\/]src[\\/]main\.tsx$/.test(id));
        if (!screen && !isServiceWorker) throw new Error(`no ${startScreen} in the build: update web/vite.config.ts`);
        const graph = {
          getModuleInfo: (id: string) => this.getModuleInfo(id),
          resolve: async (specifier: string, importer: string) => (await this.resolve(specifier, importer))?.id ?? null,
        };
        startScreenModules = screen ? await usedImports(graph, screen) : new Set();
      },
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const screen = chunks.find((chunk) => chunk.name === chunkName);
        if (!entry || !screen) return;
        const extra = [...entry.imports, ...screen.imports.filter((file) => file !== entry.fileName)];
        if (extra.length > 0) throw new Error(`a first visit to / would also download ${extra.join(', ')}: see web/scripts/first-visit-chunks.ts`);
      },
    },
    groups: [
      // Rolldown's tag for what the entry imports, as tree-shaking found it: it joins the entry.
      { name: 'index', tags: ['$initial'], priority: 3 },
      // Holding the screen's own module, this group is the screen's chunk.
      { name: chunkName, test: (id) => startScreenModules.has(id), priority: 2 },
    ],
  };
}
