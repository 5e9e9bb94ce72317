/**
 * The app's icons as one SVG sprite: each icon a <symbol>, drawn where it is used with
 * <svg><use href="sprite#name"/></svg> (src/components/ui/icons.tsx). The drawings are
 * lucide's (lucide-react's icon data, read at build time). In JavaScript an icon is then its
 * name: lucide-react's components and its runtime to build them (3.2 kB of a first visit's
 * 122 kB of JavaScript) stay out, and the sprite is one file the browser caches (and the service
 * worker precaches) like an image.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** One element of an icon: its tag and attributes, as lucide gives them. */
export type IconNode = readonly (readonly [tag: string, attributes: Record<string, string | number>])[];

const ICONS_MODULE = fileURLToPath(new URL('../src/components/ui/icons.tsx', import.meta.url));
const VIRTUAL_ID = 'virtual:icon-sprite';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The sprite: a <symbol> per icon, with its elements and their attributes (lucide's React keys left out). */
export function spriteOf(icons: ReadonlyMap<string, IconNode>): string {
  const symbols = [...icons].map(([name, node]) => {
    const elements = node
      .map(([tag, attributes]) => {
        const text = Object.entries(attributes)
          .filter(([attribute]) => attribute !== 'key')
          .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
          .join('');
        return `<${tag}${text}/>`;
      })
      .join('');
    return `<symbol id="${name}" viewBox="0 0 24 24">${elements}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** The lucide names icons.tsx draws (`export const House = icon('house')`), in the order written. */
export function iconNames(source: string): string[] {
  return [...source.matchAll(/^export const \w+ = (?:\/\* @__PURE__ \*\/ )?icon\('([a-z0-9-]+)'\);$/gm)].map((match) => match[1]!);
}

async function lucideNode(name: string): Promise<IconNode> {
  const module = (await import(`lucide-react/icons/${name}`)) as { __iconData?: { node: IconNode } };
  if (!module.__iconData) throw new Error(`lucide-react has no icon data for "${name}": see web/scripts/icon-sprite.ts`);
  return module.__iconData.node;
}

/**
 * Serves `virtual:icon-sprite` (the sprite's address) and, in a build, writes the sprite under
 * a name that changes with its content, so it is cached for good like the scripts.
 */
export function iconSprite(): Plugin {
  let sprite: { path: string; svg: string } | undefined;
  const build = async () => {
    const names = iconNames(readFileSync(ICONS_MODULE, 'utf8'));
    const svg = spriteOf(new Map(await Promise.all(names.map(async (name) => [name, await lucideNode(name)] as const))));
    const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8);
    return { path: `assets/icons-${hash}.svg`, svg };
  };
  return {
    name: 'ninety-icon-sprite',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile(ICONS_MODULE);
      sprite = await build();
      return `export default ${JSON.stringify(`/${sprite.path}`)};`;
    },
    generateBundle() {
      if (sprite) this.emitFile({ type: 'asset', fileName: sprite.path, source: sprite.svg });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!sprite || request.url !== `/${sprite.path}`) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(sprite.svg);
      });
    },
  };
}
