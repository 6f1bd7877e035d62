import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';

// The dev server forwards API calls here; API_PORT lets several dev servers run side by side.
const API_ORIGIN = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/**
 * Only API paths go to the server. The keys are anchored patterns with a trailing slash
 * because '/admin' alone would also swallow the SPA routes '/adminSignIn' and '/adminDashboard'.
 */
const proxy = Object.fromEntries(
  ['^/api/', '^/user/', '^/owner/', '^/admin/', '^/uploads/', '^/health$'].map((pattern) => [
    pattern,
    { target: API_ORIGIN, changeOrigin: false },
  ]),
);

/**
 * The shared contract is plain declarations; saying so lets the bundler drop the zod schemas
 * from chunks that only need constants (the header, the home page, the photo worker).
 */
const treeshake = {
  moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
};

/** Colours of the installed app: the header's brand green, the page's background (slate-50). */
const THEME_COLOR = '#0f4c4a';
const BACKGROUND_COLOR = '#f8fafc';

/**
 * The web app manifest and the service worker (src/sw/sw.ts, docs/decisions/0018-offline.md).
 * injectManifest: the worker keeps listings per user and follows saving and unsaving, which
 * generateSW's configuration cannot express. The page registers it itself, after load
 * (src/app/pwa/), so injectRegister is off.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Basera',
    short_name: 'Basera',
    description:
      'Verified homes, flats, PGs, plots and shops to buy or rent in Bilaspur, Raipur, Durg and Bhilai.',
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The app shell: the scripts, styles, icons and the Devanagari font (every page draws at
    // least its language switch in it) of the screens a reader opens, the plain index.html and
    // offline.html. The owner's and the admin's screens read nothing offline, so they are left
    // to the network rather than downloaded by every visitor.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
    globIgnores: [
      'sw.js',
      ...[
        'admin-*',
        'owner-*',
        'add-property-*',
        'edit-property*',
        'property-img-form-*',
        'use-owner-property-*',
        'shrink-photo.worker-*',
      ].map((chunk) => `assets/${chunk}.js`),
    ],
    // The worker has its own build; it imports paging constants, not the contract's schemas.
    buildPlugins: {
      vite: [
        {
          name: 'sw-contract-treeshake',
          config: () => ({ build: { rolldownOptions: { treeshake } } }),
        },
      ],
    },
  },
});

/**
 * Brotli at its highest quality and gzip beside every built text file: the server sends the
 * smallest one the browser accepts (@fastify/static preCompressed) instead of compressing each
 * answer on the fly at a lower level. About 14% less script than on-the-fly brotli.
 */
const precompressed = compression({
  include: /\.(js|css|html|svg|webmanifest|json)$/,
  exclude: /[\\/]\.vite[\\/]/,
  threshold: 1024,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  logLevel: 'silent',
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), pwa, ...(isSsrBuild ? [] : [precompressed])],
  // '@/…' imports resolve through tsconfig.json "paths".
  resolve: { tsconfigPaths: true },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the bench reads it to size exactly what the home route loads.
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    // Shared by two pages, the polyfill would become a chunk of its own, one more request on the
    // first load; browsers without modulepreload (Safari before 17) simply load without preloads.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake,
      // offline.html: the page the service worker shows offline when no cached screen fits.
      input: { index: 'index.html', offline: 'offline.html' },
      ...(!isSsrBuild && {
        // Small modules shared by several screens (an icon, a helper) are copied into each
        // screen's chunk rather than split into files of a few hundred bytes: every file a
        // first visit fetches costs a request and its headers.
        preserveEntrySignatures: false as const,
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4 * 1024 } } },
      }),
    },
  },
  worker: { rolldownOptions: { treeshake } },
}));
