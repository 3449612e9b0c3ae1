import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { FRAME_NAMESPACES } from './src/config/frame-namespaces';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * Translation bundles ship as plain JSON at stable paths, locales/<LANG>/<namespace>.json,
 * with one version for all of them (a hash of their contents) to bust caches. The site then
 * needs no table of hashed file names: lib/i18n.ts builds each URL from language and namespace.
 */
function localeBundles(): Plugin {
  const dir = join(import.meta.dirname, 'src/locales');
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((language) =>
      readdirSync(join(dir, language.name))
        .filter((name) => name.endsWith('.json'))
        .map((name) => `${language.name}/${name}`),
    )
    .sort();
  const version = createHash('sha256');
  for (const file of files) version.update(file).update(readFileSync(join(dir, file)));
  return {
    name: 'locale-bundles',
    config: () => ({
      define: { __LOCALES_VERSION__: JSON.stringify(version.digest('hex').slice(0, 10)) },
    }),
    generateBundle() {
      for (const file of files) {
        this.emitFile({
          type: 'asset',
          fileName: `locales/${file}`,
          source: readFileSync(join(dir, file)),
        });
      }
      // One file per language with every frame namespace: { "<namespace>": {...}, ... }.
      for (const language of new Set(files.map((file) => file.split('/')[0]!))) {
        const frame = Object.fromEntries(
          FRAME_NAMESPACES.map((ns) => [
            ns,
            JSON.parse(readFileSync(join(dir, language, `${ns}.json`), 'utf8')) as unknown,
          ]),
        );
        this.emitFile({
          type: 'asset',
          fileName: `locales/${language}/frame.json`,
          source: JSON.stringify(frame),
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), localeBundles()],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: {
      '/wps': apiTarget,
      '/lgw': apiTarget,
      '/assets-cdn': apiTarget,
      '/docs': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    // Maps are written for error tracking but neither referenced nor served (web-site.ts).
    sourcemap: 'hidden',
    // The first-load budget of / is checked in Chromium by e2e/specs/visitor/performance-budget.spec.ts.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
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
});
