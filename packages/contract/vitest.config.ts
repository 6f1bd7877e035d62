import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/fail-on-console-error.ts'],
    // npm test runs these beside the API and e2e layers on two cores (scripts/test.sh): a
    // property test that takes a second alone can take many times that there.
    testTimeout: 30_000,
  },
});
