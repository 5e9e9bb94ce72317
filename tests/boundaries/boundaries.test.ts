/**
 * The boundaries of the design (docs/decisions/0012) hold because `pnpm lint` fails on code that
 * crosses one. Each case lints a small piece of code as if it were a file at that path, with the
 * project's own eslint.config.js, and expects the rule's message; the same code where it belongs
 * passes.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function messages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.message);
}

const cases: { rule: string; code: string; crossing: string; allowed: string; message: RegExp }[] = [
  {
    rule: 'only web/src/db imports Dexie',
    code: "import { useLiveQuery } from 'dexie-react-hooks';\nexport const hook = useLiveQuery;\n",
    crossing: 'web/src/features/water/use-something.ts',
    allowed: 'web/src/db/hooks-extra.ts',
    message: /only web\/src\/db imports Dexie/,
  },
  {
    rule: 'only web/src/db imports Dexie (the library itself)',
    code: "import Dexie from 'dexie';\nexport const make = () => new Dexie('x');\n",
    crossing: 'web/src/lib/store.ts',
    allowed: 'web/src/db/store.ts',
    message: /only web\/src\/db imports Dexie/,
  },
  {
    rule: 'only web/src/sync calls fetch',
    code: "export const load = () => fetch('/api/stats');\n",
    crossing: 'web/src/features/home/load.ts',
    allowed: 'web/src/sync/load.ts',
    message: /only web\/src\/sync talks to the server/,
  },
  {
    rule: 'only web/src/sync calls fetch (through window)',
    code: "export const load = () => window.fetch('/api/stats');\n",
    crossing: 'web/src/db/load.ts',
    allowed: 'web/src/sync/load.ts',
    message: /only web\/src\/sync talks to the server/,
  },
  {
    rule: "a lazy part is made with lazyPart, never React's lazy",
    code: "import { lazy } from 'react';\nexport const Diagram = lazy(() => import('./diagram'));\n",
    crossing: 'web/src/features/training/diagram-part.ts',
    allowed: 'web/src/lib/lazy-part.tsx',
    message: /made with lazyPart/,
  },
  {
    rule: "a lazy part is made with lazyPart, never React's lazy (in the shell)",
    code: "import { lazy } from 'react';\nexport const Screen = lazy(() => import('./screen'));\n",
    crossing: 'web/src/app/screens.ts',
    allowed: 'web/src/lib/lazy-part.tsx',
    message: /made with lazyPart/,
  },
  {
    rule: 'no feature imports another',
    code: "import { QuestCard } from '../quests/quest-card';\nexport const card = QuestCard;\n",
    crossing: 'web/src/features/priority/card.ts',
    allowed: 'web/src/features/quests/card.ts',
    message: /the priority feature imports no other feature/,
  },
  {
    rule: 'services never import Hono',
    code: "import type { Context } from 'hono';\nexport type C = Context;\n",
    crossing: 'sync-server/src/services/context.ts',
    allowed: 'sync-server/src/routes/context-type.ts',
    message: /services never import Hono/,
  },
  {
    rule: 'only sync-server/src/db touches SQL (a statement)',
    code: "import type { Db } from '../db/open';\nexport const count = (db: Db) => db.prepare('SELECT COUNT(*) FROM records').get();\n",
    crossing: 'sync-server/src/services/count.ts',
    allowed: 'sync-server/src/db/count.ts',
    message: /only sync-server\/src\/db touches SQL/,
  },
  {
    rule: 'only sync-server/src/db touches SQL (the driver)',
    code: "import Database from 'better-sqlite3';\nexport const open = () => new Database(':memory:');\n",
    crossing: 'sync-server/src/routes/open.ts',
    allowed: 'sync-server/src/db/open-memory.ts',
    message: /only sync-server\/src\/db touches SQL/,
  },
  {
    rule: 'only sync-server/src/db touches SQL (SQL text)',
    code: 'export const query = `\n  SELECT data FROM records WHERE tbl = ?`;\n',
    crossing: 'sync-server/src/push/query.ts',
    allowed: 'sync-server/src/db/query.ts',
    message: /only sync-server\/src\/db touches SQL/,
  },
];

describe('pnpm lint fails on code that crosses a boundary', () => {
  it.each(cases)('$rule', async ({ code, crossing, allowed, message }) => {
    expect(await messages(crossing, code)).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
    expect((await messages(allowed, code)).filter((text) => message.test(text))).toEqual([]);
  });
});
