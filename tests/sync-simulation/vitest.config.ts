import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
