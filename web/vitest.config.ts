import { defineConfig } from 'vitest/config';

// Unit tests of the local store and the sync engine run in Node against fake-indexeddb, with the
// bench's summaries; screens are tested in real Chromium (e2e/).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
