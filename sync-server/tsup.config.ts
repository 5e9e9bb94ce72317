import { defineConfig } from 'tsup';

export default defineConfig({
  // The server, and the commands run beside it (pnpm pair, pnpm backup, pnpm restore).
  entry: {
    index: 'src/index.ts',
    'cli/pair': 'src/cli/pair.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // Workspace packages are TypeScript source: bundle them; keep real npm packages external.
  noExternal: [/^@ninety\//],
});
