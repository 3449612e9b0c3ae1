import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
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

/**
 * The house games' page is a second entry (house.html). The server serves it at /house/play;
 * in development the same address is rewritten to it here.
 */
function housePage(): Plugin {
  return {
    name: 'house-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const match = /^\/house\/play(?=$|\?)/.exec(request.url ?? '');
        if (match) request.url = `/house.html${request.url!.slice(match[0].length)}`;
        next();
      });
    },
  };
}

const HOUSE_FOLDER = /[\\/]src[\\/]house[\\/]/;

/**
 * What each page entry (index.html, house.html) reaches: the modules it loads before it runs
 * (static imports) and all it may load (lazy imports too), known once the build has read every
 * module. Chunking reads them so that no chunk the house game page loads holds the portal's own
 * start-up code: that code would run and draw the portal inside the game.
 */
function entryGraphs() {
  const graphs = new Map<string, { initial: Set<string>; all: Set<string> }>();
  const plugin: Plugin = {
    name: 'entry-graphs',
    buildEnd() {
      const walk = (entry: string, lazy: boolean) => {
        const seen = new Set<string>();
        const stack = [entry];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          stack.push(...(info?.importedIds ?? []));
          // Only the page's own lazy imports: a shared module's (the portal's payload
          // encryption in its API client) is never taken on a game page.
          if (lazy && HOUSE_FOLDER.test(id)) stack.push(...(info?.dynamicallyImportedIds ?? []));
        }
        return seen;
      };
      for (const entry of this.getModuleIds()) {
        if (!entry.endsWith('.html') || !this.getModuleInfo(entry)?.isEntry) continue;
        graphs.set(basename(entry), { initial: walk(entry, false), all: walk(entry, true) });
      }
    },
  };
  const reaches = (entry: string, kind: 'initial' | 'all', id: string) =>
    graphs.get(entry)?.[kind].has(id) ?? false;
  return {
    plugin,
    /** Shared code (not the page's own folder) the house page may load later. */
    houseLibrary: (id: string) => reaches('house.html', 'all', id) && !HOUSE_FOLDER.test(id),
    /** What the house page loads first. */
    houseInitial: (id: string) => reaches('house.html', 'initial', id),
    /** What the portal loads first and the house page may load too. */
    shared: (id: string) =>
      reaches('index.html', 'initial', id) && reaches('house.html', 'all', id),
  };
}

const pages = entryGraphs();

export default defineConfig({
  plugins: [react(), localeBundles(), housePage(), pages.plugin],
  resolve: { conditions: ['source'] },
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
      input: {
        main: join(import.meta.dirname, 'index.html'),
        house: join(import.meta.dirname, 'house.html'),
      },
      output: {
        // Fewer, larger chunks compress better than dozens of small ones: the first load of /
        // is a few KB lighter and needs a handful of requests instead of forty.
        codeSplitting: {
          groups: [
            // What the portal loads first and the house page may load too (React, i18next, the
            // query client, the theme), then the rest of the house page's start, both ahead of
            // the portal's shell so that it takes neither.
            { name: 'common', test: pages.shared, priority: 3 },
            { name: 'house', test: pages.houseInitial, priority: 2 },
            // What the house page's games load from outside its folder, kept out of the
            // portal's chunks (which would bring the portal's start-up code along).
            { name: 'house-libs', test: pages.houseLibrary, priority: 2 },
            // Everything the entry loads.
            { name: 'shell', tags: ['$initial'], priority: 1 },
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
