/**
 * The modules one module needs, following each import by the names it asks for: through a
 * re-export (a package's index, lucide-react's, `export * from` in a module of rules) to the
 * module that has the name, not to everything passed on beside it. The bundler's tree-shaking
 * drops what no chunk uses, but it groups modules into chunks by the import graph, and a group
 * built by following every re-export takes in what other screens import through the same index.
 * Only for packages without side effects on import (`"sideEffects": false`), as the app's are.
 */

export interface ModuleSource {
  code: string | null;
  exports: readonly string[];
  importedIds: readonly string[];
}

export interface ModuleGraph {
  getModuleInfo(id: string): ModuleSource | null;
  /** The id an import specifier in `importer` resolves to. */
  resolve(specifier: string, importer: string): Promise<string | null>;
}

/** Every name a module imports (or re-exports) from a specifier; `*` for all of them. */
type Wanted = Map<string, Set<string>>;

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const STATIC_IMPORT = /\b(import|export)\s+(type\s+)?([\w$*\s{},]*?)\s*from\s*['"]([^'"]+)['"]/g;

/** `a, b as c, type D` of `{ ... }`: each name as its module has it, and as it is called here. */
function specifierNames(list: string): [theirs: string, ours: string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [theirs = part, ours = theirs] = part.split(/\s+as\s+/);
      return [theirs, ours];
    });
}

/**
 * What `code` imports for its own use, by specifier: names, or `*` for a namespace. A bare `import 'x'` asks for
 * nothing: the compiler leaves one where an import had only types, and the packages have no side
 * effects (a stylesheet is no script).
 */
function wantedBy(code: string, reexports: boolean): Wanted {
  const wanted: Wanted = new Map();
  const want = (specifier: string, name: string) => wanted.set(specifier, (wanted.get(specifier) ?? new Set()).add(name));
  const text = code.replace(COMMENTS, '');
  for (const [, keyword, typeOnly, clause = '', specifier] of text.matchAll(STATIC_IMPORT)) {
    // What a module passes on (`export ... from`) it does not use itself: it is followed only
    // when all the module offers is asked for.
    if ((keyword !== 'import' && !reexports) || typeOnly || !specifier) continue;
    const braces = /\{([^}]*)\}/.exec(clause);
    const outside = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
    if (outside !== '') want(specifier, outside.startsWith('*') ? '*' : 'default');
    for (const [theirs] of specifierNames(braces?.[1] ?? '')) want(specifier, theirs);
    if (!braces && outside === '') want(specifier, '*');
  }
  return wanted;
}

/** The modules `root` needs, itself included. */
export async function usedImports(graph: ModuleGraph, root: string): Promise<Set<string>> {
  /** The modules needed, and whether all they offer was followed or only what they import. */
  const taken = new Map<string, 'imports' | 'everything'>();
  const namesAsked = new Map<string, Set<string>>();
  const queue: [id: string, names: ReadonlySet<string>][] = [[root, new Set(['*'])]];

  // A module's `exports` leaves out what it passes on with `export *`: those are added here.
  const exportsOf = new Map<string, Promise<Set<string>>>();
  const allExports = (id: string): Promise<Set<string>> => {
    let names = exportsOf.get(id);
    if (!names) {
      names = (async () => {
        const info = graph.getModuleInfo(id);
        const all = new Set(info?.exports ?? []);
        for (const [, keyword, , clause = '', specifier] of (info?.code ?? '').replace(COMMENTS, '').matchAll(STATIC_IMPORT)) {
          if (keyword !== 'export' || clause.trim() !== '*' || !specifier) continue;
          const target = await graph.resolve(specifier, id);
          if (target) for (const name of await allExports(target)) all.add(name);
        }
        return all;
      })();
      exportsOf.set(id, names);
    }
    return names;
  };

  const follow = async (importer: string, wanted: Wanted) => {
    for (const [specifier, names] of wanted) {
      const id = await graph.resolve(specifier, importer);
      if (id) queue.push([id, names]);
    }
  };

  /**
   * The module itself is needed: what it imports is followed, by the names it asks for, and what
   * it re-exports too when `everything` it offers may be used.
   */
  const take = async (id: string, code: string | null, everything: boolean) => {
    if (taken.get(id) === 'everything' || (taken.has(id) && !everything)) return;
    taken.set(id, everything ? 'everything' : 'imports');
    // A module not parsed here (JSON, CSS, a virtual one) is followed to all it imports.
    if (code === null) for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) queue.push([imported, new Set(['*'])]);
    else await follow(id, wantedBy(code, everything));
  };

  for (let next = queue.pop(); next; next = queue.pop()) {
    const [id, names] = next;
    const info = graph.getModuleInfo(id);
    const code = info?.code ?? null;
    if (!info || code === null || names.has('*')) {
      await take(id, code, true);
      continue;
    }
    const asked = namesAsked.get(id) ?? new Set<string>();
    namesAsked.set(id, asked);
    const fresh = [...names].filter((name) => !asked.has(name));
    if (fresh.length === 0) continue;
    for (const name of fresh) asked.add(name);

    // Each name leads to the module that has it: a re-export by name, `export * as`, or `export *`.
    const routes: Wanted = new Map();
    const route = (specifier: string, name: string) => routes.set(specifier, (routes.get(specifier) ?? new Set()).add(name));
    const routed = new Set<string>();
    const stars: string[] = [];
    for (const [, keyword, , clause = '', specifier] of code.replace(COMMENTS, '').matchAll(STATIC_IMPORT)) {
      if (keyword !== 'export' || !specifier) continue;
      const namespace = /^\*\s*as\s+([\w$]+)$/.exec(clause.trim());
      if (namespace?.[1] && fresh.includes(namespace[1])) {
        route(specifier, '*');
        routed.add(namespace[1]);
      } else if (clause.trim() === '*') stars.push(specifier);
      for (const [theirs, ours] of specifierNames(/\{([^}]*)\}/.exec(clause)?.[1] ?? '')) {
        if (!fresh.includes(ours)) continue;
        route(specifier, theirs);
        routed.add(ours);
      }
    }
    // A name the module declares itself: the module is needed.
    if (fresh.some((name) => !routed.has(name) && info.exports.includes(name))) await take(id, code, false);
    let unrouted = fresh.filter((name) => !routed.has(name) && !info.exports.includes(name));
    for (const specifier of stars) {
      const target = await graph.resolve(specifier, id);
      const exports = target ? await allExports(target) : new Set<string>();
      const found = unrouted.filter((name) => exports.has(name));
      if (!target || found.length === 0) continue;
      queue.push([target, new Set(found)]);
      unrouted = unrouted.filter((name) => !found.includes(name));
    }
    // A name found nowhere: the module is taken whole, never left out.
    if (unrouted.length > 0) await take(id, code, true);
    await follow(id, routes);
  }
  return new Set(taken.keys());
}
