import { defineConfig } from 'vitest/config';

// `npm start` as a person runs it (test/start/): builds the app, serves, stops. Run alone, before
// the suites that use the build (scripts/test.sh), since it writes the build they read.
export default defineConfig({
  test: {
    include: ['test/start/**/*.start.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    testTimeout: 240_000,
    fileParallelism: false,
  },
});
