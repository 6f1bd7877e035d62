import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Web: the import direction of docs/architecture.md §1. routes/ and app/ compose; a feature
 * uses shared code and its own files only; shared code (components, hooks, lib, config) uses
 * nothing above it. Features are read from the folder, so a new one is covered at once.
 */
const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const webFeatures = readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webSharedFolders = ['components', 'hooks', 'lib', 'config'].map((name) => `./${name}`);
const webLayers = [
  {
    target: webSharedFolders,
    from: ['./features', './routes', './app'],
    message: 'Shared code never imports a feature, a route or the app (docs/architecture.md §1).',
  },
  {
    target: './features',
    from: ['./routes', './app'],
    message: 'A feature never imports a route or the app: they compose features, not the reverse.',
  },
  ...webFeatures.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to shared code (or the contract), or compose them in routes/ or app/.',
  })),
];

/*
 * Server: the boundaries of docs/architecture.md §1. Infrastructure (lib, db, jobs, plugins)
 * imports no feature and nothing of the assembly (app.ts, config.ts, deps.ts...): the assembly
 * hands it what it needs. A feature's repositories are its own: other features call its
 * service. The demo loader and the command-line tools write rows as migrations do; they sit
 * beside the assembly. Features are read from the folder, so a new one is covered at once.
 */
const serverSrc = path.join(import.meta.dirname, 'apps/server/src');
const serverInfrastructure = ['lib', 'db', 'jobs', 'plugins', 'storage', 'types'];
const serverTools = ['cli', 'demo'];
const serverEntries = readdirSync(serverSrc, { withFileTypes: true });
const serverFeatures = serverEntries
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => !serverInfrastructure.includes(name) && !serverTools.includes(name));
// server-dir.ts is a path every layer may read: it sits in src/ to find apps/server from source
// and compiled alike.
const serverAssembly = serverEntries
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && entry.name !== 'server-dir.ts')
  .map((entry) => `./${entry.name}`);
const repositoriesOf = (feature) => [`./${feature}/*repository.ts`];
// search/ is the listings' search engine, below properties/: properties/ reads it directly
// (search/repository.ts runs the query of the public lists with the row reader it is given).
const readsDirectly = { properties: ['search'] };
const serverBoundaries = [
  {
    target: serverInfrastructure.map((name) => `./${name}`),
    from: [...serverFeatures, ...serverTools].map((name) => `./${name}`).concat(serverAssembly),
    message:
      'lib/, db/, jobs/, plugins/ and storage/ import no feature and nothing of the assembly (app.ts, config.ts, deps.ts): take what they need as an argument (docs/architecture.md §1).',
  },
  ...serverFeatures.map((feature) => ({
    target: `./${feature}`,
    from: serverFeatures
      .filter((other) => other !== feature && !readsDirectly[feature]?.includes(other))
      .flatMap(repositoriesOf),
    message: `A feature's repository is its own: call that feature's service instead (docs/architecture.md §1).`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '**/drizzle/meta/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', { paths: [{ name: 'zod/v3' }, { name: 'zod/v4' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Server code must never reach the browser bundle.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@basera/server', '@basera/server/*'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
          paths: [
            {
              name: 'react-hot-toast',
              importNames: ['default', 'toast'],
              message:
                "Raise toasts with { toast } from '@/lib/toast': importing it is what loads the toaster.",
            },
          ],
        },
      ],
      // A form sent by the browser before the app runs (its scripts late, or failed) must not
      // put its fields in the address: every form says its method (docs/decisions/0039-first-taps.md).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
          message:
            'Give the form method="post" (or method="get" with an action the server renders), so the browser never sends its fields in the address.',
        },
      ],
    },
  },
  {
    // The two modules that wrap react-hot-toast for the rest of the app.
    files: ['apps/web/src/lib/toast.ts', 'apps/web/src/app/toasts.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Web import boundaries (see webLayers above). The resolver follows the '@/…' alias.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: webSrc, zones: webLayers }],
    },
  },
  /*
   * The contract imports in one direction: no file reaches, however indirectly, a file that
   * imports it (a cycle makes the order modules load in, and so what is defined, an accident).
   * The rule follows the imports that remain at run time; type-only ones are erased.
   */
  {
    files: ['packages/contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'packages/contract/tsconfig.json' }),
      ],
      // no-cycle reads the files an import names: with the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  /*
   * Server: the import direction of docs/architecture.md §1. routes.ts (HTTP) → service.ts
   * (rules, permissions) → repository.ts (SQL); the cross-cutting folders lib/, db/ and
   * access/ sit below every feature, so they never reach up into a route or a service.
   */
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: path.join(import.meta.dirname, 'apps/server/src'),
          zones: [
            {
              target: ['**/repository.ts', '**/*-repository.ts'],
              from: ['**/service.ts', '**/*-service.ts', '**/routes.ts', '**/*-routes.ts'],
              message: 'A repository holds SQL only: it never imports a service or a route.',
            },
            {
              target: ['**/service.ts', '**/*-service.ts'],
              from: ['**/routes.ts', '**/*-routes.ts'],
              message: 'A service never imports a route: routes call services, not the reverse.',
            },
            {
              target: './search',
              from: './properties',
              message:
                'search/ sits below the listings: properties/ calls it and hands it how a row is read; it never imports them.',
            },
            ...serverBoundaries,
          ],
        },
      ],
    },
  },
);
