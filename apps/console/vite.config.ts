import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: false };

/**
 * The operator console: its own app and bundle, served by the same server under /console/
 * (decision 041). Nothing here is imported by the portal (apps/web), and nothing of the portal here.
 */
/**
 * React Router's package points every import at its development build
 * (remix-run/react-router#14102); the console's build takes the production build beside it, as
 * the site's does. Tests and the dev server keep the warnings.
 */
const routerProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  base: '/console/',
  plugins: [react()],
  resolve: {
    conditions: ['source'],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: routerProduction }] : [],
  },
  server: { port: 5174, proxy: { '/wps': apiTarget, '/assets-cdn': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    // Charts and tables are heavy and staff load the console once a day on a desk machine.
    chunkSizeWarningLimit: 900,
  },
}));
