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
      },
    }),
  ),
);
