/**
 * Compiles the server for production: each entry (the server, and the admin and storage
 * commands) bundled by esbuild into ES modules in dist/, with the workspace's own TypeScript
 * (src/, @basera/contract) compiled in and every npm package left for Node to load from
 * node_modules as usual. Run by `npm run build`; `npm start` runs dist/main.js with node.
 * docs/decisions/0040-a-compiled-server.md says why a bundle and not tsc.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = import.meta.dirname;
const outdir = path.join(serverDir, 'dist');

/** npm packages stay imports; only the workspace's own packages are compiled in. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@basera/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/cli/admin.ts',
    'storage-migrate': 'src/cli/storage-migrate.ts',
  },
  // Every file directly in dist/ (entries and shared chunks): src/server-dir.ts finds
  // apps/server one folder up, from dist/ as from src/. Split, so that what the server imports
  // only when needed (the S3 storage and its SDK, with a bucket) stays out of its start.
  outdir,
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
