import { describe, expect, it } from 'vitest';
import { usedImports, type ModuleGraph } from './used-imports';

/** Modules by id, each with its code and the names it declares; `./x` resolves to `x`. */
function graphOf(modules: Record<string, { code: string; declares?: string[] }>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const module = modules[id];
      return module ? { code: module.code, exports: module.declares ?? [], importedIds: [] } : null;
    },
    resolve: async (specifier) => {
      const id = specifier.replace(/^\.\//, '');
      return id in modules ? id : null;
    },
  };
}

describe('the modules a module needs', () => {
  it('follows a name through an index to the module that has it, not to the rest of the index', async () => {
    const graph = graphOf({
      screen: { code: "import { ring } from './index';" },
      index: { code: "export { ring } from './ring';\nexport { bank } from './bank';" },
      ring: { code: 'export const ring = 1;', declares: ['ring'] },
      bank: { code: 'export const bank = 2;', declares: ['bank'] },
    });
    expect([...(await usedImports(graph, 'screen'))].sort()).toEqual(['ring', 'screen']);
  });

  it("follows `export *` to the module whose exports have the name, through an index's own index", async () => {
    const graph = graphOf({
      screen: { code: "import { refusal, type Rules } from './index';" },
      index: { code: "export * from './mutations';\nexport * from './quests';" },
      mutations: { code: "import { bank } from './quests';\nexport * from './refusals';\nexport const RULES = { bank };", declares: ['RULES'] },
      refusals: { code: 'export const refusal = 1;', declares: ['refusal'] },
      quests: { code: 'export const bank = 2;', declares: ['bank'] },
    });
    // The rules module passes `refusal` on: it and the quest bank it imports are not needed.
    expect([...(await usedImports(graph, 'screen'))].sort()).toEqual(['refusals', 'screen']);
  });

  it('takes a module whole when a name is its own, with what it imports', async () => {
    const graph = graphOf({
      screen: { code: "import { RULES } from './mutations';" },
      mutations: { code: "import { bank } from './quests';\nexport * from './refusals';\nexport const RULES = { bank };", declares: ['RULES'] },
      refusals: { code: 'export const refusal = 1;', declares: ['refusal'] },
      quests: { code: 'export const bank = 2;', declares: ['bank'] },
    });
    expect([...(await usedImports(graph, 'screen'))].sort()).toEqual(['mutations', 'quests', 'screen']);
  });

  it('asks nothing of a module imported for types only, and everything of a namespace import', async () => {
    const graph = graphOf({
      screen: { code: "import type { Quest } from './index';\nimport './index';\nimport * as z from './zod';" },
      index: { code: "export { bank } from './bank';" },
      bank: { code: 'export const bank = 2;', declares: ['bank'] },
      zod: { code: "export { string } from './string';\nexport { number } from './number';" },
      string: { code: 'export const string = 1;', declares: ['string'] },
      number: { code: 'export const number = 1;', declares: ['number'] },
    });
    expect([...(await usedImports(graph, 'screen'))].sort()).toEqual(['number', 'screen', 'string', 'zod']);
  });

  it('keeps a module whole when a name asked of it is found nowhere', async () => {
    const graph = graphOf({
      screen: { code: "import { icons } from './lucide';" },
      lucide: { code: "import * as index from './icons';\nexport { index as icons };\nexport { default as House } from './house';" },
      icons: { code: "export { default as House } from './house';" },
      house: { code: 'export default 1;', declares: ['default'] },
    });
    expect([...(await usedImports(graph, 'screen'))].sort()).toEqual(['house', 'icons', 'lucide', 'screen']);
  });

  it('follows a re-exported name of a module already needed for a name of its own', async () => {
    const graph = graphOf({
      screen: { code: "import { RULES } from './mutations';\nimport { refusal } from './mutations';" },
      mutations: { code: "export * from './refusals';\nexport const RULES = 1;", declares: ['RULES'] },
      refusals: { code: 'export const refusal = 1;', declares: ['refusal'] },
    });
    expect([...(await usedImports(graph, 'screen'))].sort()).toEqual(['mutations', 'refusals', 'screen']);
  });
});
