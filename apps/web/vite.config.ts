import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoad } from './vite.first-load';
import { apiTarget, housePage, localeBundles, localesVersion } from './vite.shared';

/**
 * React Router's package points every import at its development build, whose dev-only checks
 * then run on members' phones (remix-run/react-router#14102). The site's build takes the
 * production build beside it; tests and the dev server keep the warnings.
 */
const routerProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), localeBundles(), housePage(), firstLoad({ localesVersion: localesVersion() })],
  resolve: {
    conditions: ['source'],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: routerProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/wps': apiTarget,
      '/lgw': apiTarget,
      '/assets-cdn': apiTarget,
      '/docs': apiTarget,
      '/house/api': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    // Maps are written for error tracking but neither referenced nor served (web-site.ts).
    sourcemap: 'hidden',
    // The first-load budget of / is checked in Chromium by e2e/specs/visitor/performance-budget.spec.ts.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      input: { main: join(import.meta.dirname, 'index.html') },
      output: {
        // Fewer, larger chunks compress better than dozens of small ones: the first load of /
        // is a few KB lighter and needs a handful of requests instead of forty.
        codeSplitting: {
          groups: [
            // Everything the entry loads.
            { name: 'shell', tags: ['$initial'] },
            // The layouts with what they import (header, nav, banner, footer, right bar), and
            // the state primitives every screen shows while loading or failing.
            {
              name: 'layout',
              test: /[\\/]src[\\/](app[\\/]routes[\\/]layouts[\\/]|components[\\/]ui[\\/](button|empty-state|error-state|spinner|skeleton)\.tsx)/,
            },
          ],
        },
      },
    },
  },
}));
