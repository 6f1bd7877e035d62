import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    setupFiles: ['support/fail-on-console-error.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own server and Chromium; two cores run one file at a time well.
    fileParallelism: false,
  },
});
