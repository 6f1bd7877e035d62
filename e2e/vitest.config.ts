import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    // Chromium sees only the fonts of a fresh machine, none of them Devanagari.
    setupFiles: ['support/fail-on-console-error.ts', 'support/base-fonts-only.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own server and Chromium; two cores run one file at a time well.
    fileParallelism: false,
  },
});
