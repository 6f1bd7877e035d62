import path from 'node:path';

/**
 * apps/server, found from this file: one folder up from src/ when run from source (tests, tsx),
 * one folder up from dist/ when run compiled (apps/server/build.mjs bundles each entry into
 * a single file directly in dist/). Paths to the server's own files start here, so they are the
 * same either way.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, '..');
