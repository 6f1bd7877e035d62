import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    // Chromium sees only the fonts of a fresh machine, none of them Devanagari.
    setupFiles: ['support/fail-on-console-error.ts', 'support/base-fonts-only.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Made once, copied by each file's server (support/global-setup.ts).
    globalSetup: ['support/global-setup.ts'],
    // Each file starts its own server and Chromium. Much of a browser test is waiting (for a
    // page, a mail, a slowed CPU), so files run E2E_WORKERS at a time (scripts/test.sh).
    maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
  },
});
