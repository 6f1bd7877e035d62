import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    rolldownOptions: { treeshake },
  },
  worker: { rolldownOptions: { treeshake } },
});
