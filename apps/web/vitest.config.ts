import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// The app's Vite config (the '@/…' alias among it), plus what the unit tests need.
export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
        setupFiles: ['test/fail-on-console-error.ts'],
        // npm test runs these beside the API and e2e layers on two cores (scripts/test.sh): a
        // property test that takes a second alone can take many times that there.
        testTimeout: 30_000,
      },
    }),
  ),
);
