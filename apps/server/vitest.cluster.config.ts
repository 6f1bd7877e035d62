import { defineConfig } from 'vitest/config';

// npm run test:cluster: servers behind nginx, one file, one at a time (test/cluster/).
export default defineConfig({
  test: {
    include: ['test/cluster/**/*.cluster.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
