import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // On PostgreSQL (TEST_DATABASE_URL, the suite's second run) only the tests that touch the
    // database: the unit tests beside the code and the storage copy ran on the first.
    include: process.env.TEST_DATABASE_URL
      ? ['test/**/*.test.ts']
      : ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: process.env.TEST_DATABASE_URL
      ? ['**/node_modules/**', 'test/storage-migrate.test.ts']
      : ['**/node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is CPU-bound WASM; two cores run two files well.
    maxWorkers: 2,
  },
});
