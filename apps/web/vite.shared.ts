import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { FRAME_NAMESPACES } from './src/config/frame-namespaces';

/** Where the portal's API runs in development. */
export const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * Translation bundles ship as plain JSON at stable paths, locales/<LANG>/<namespace>.json,
 * with one version for all of them (a hash of their contents) to bust caches. The site then
 * needs no table of hashed file names: lib/i18n.ts builds each URL from language and namespace.
 */
const localesDir = join(import.meta.dirname, 'src/locales');

/** Every bundle as `<LANG>/<namespace>.json`, and the version of them all. */
function localeFiles(): { files: string[]; version: string } {
  const files = readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((language) =>
      readdirSync(join(localesDir, language.name))
        .filter((name) => name.endsWith('.json'))
        .map((name) => `${language.name}/${name}`),
    )
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(join(localesDir, file)));
  return { files, version: hash.digest('hex').slice(0, 10) };
}

/** The `?v=` of every translation bundle's address (lib/i18n.ts). */
export const localesVersion = (): string => localeFiles().version;

export function localeBundles({ emit = true }: { emit?: boolean } = {}): Plugin {
  const dir = localesDir;
  const { files, version } = localeFiles();
  return {
    name: 'locale-bundles',
    config: () => ({
      define: { __LOCALES_VERSION__: JSON.stringify(version) },
    }),
    generateBundle() {
      // The house page's build shares the portal's bundles (its define only, no second copy).
      if (!emit) return;
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
 * The house games' page (house.html) is a separate build (vite.house.config.ts): it shares no chunk
 * with the portal, so no portal start-up code can run inside a game. The server serves it at
 * /house/play; in development the portal's dev server rewrites the same address to it.
 */
export function housePage(): Plugin {
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
