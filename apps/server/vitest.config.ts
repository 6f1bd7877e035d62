import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// On PostgreSQL (TEST_DATABASE_URL, the suite's second run) only the tests that touch the
// database: the unit tests beside the code and the storage copy ran on the first.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const include = onPostgres ? ['test/**/*.test.ts'] : ['test/**/*.test.ts', 'src/**/*.test.ts'];
const exclude = onPostgres
  ? ['**/node_modules/**', 'test/storage-migrate.test.ts']
  : ['**/node_modules/**'];

/**
 * Test files that replace a module (vi.mock): they need modules of their own, as a module
 * another file loaded first would keep the real one.
 */
const mockingFiles = ['src', 'test'].flatMap((folder) =>
  readdirSync(path.join(import.meta.dirname, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${folder}/${file}`)
    .filter((file) =>
      /\bvi\.(do)?mock\(/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
    ),
);

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is CPU-bound WASM; two cores run two files well.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include,
          exclude: [...exclude, ...mockingFiles],
          // Files in one worker share loaded modules: PGlite's WASM, Fastify and the schemas are
          // compiled once per worker instead of once per file, which cost more than the tests
          // (docs/decisions/0045-test-files-share-modules.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'own-modules', include: mockingFiles, exclude, isolate: true },
      },
    ],
  },
});
