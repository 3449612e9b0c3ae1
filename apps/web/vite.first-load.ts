import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGE_CODES,
} from '@portal/shared/constants/languages';
import {
  EARLY_CALLS,
  EARLY_WHITELABEL_CALL,
  HOME_SCREEN_PATHS,
  PRELOADED_SCREENS,
} from './src/config/first-load';
import { startEarlyRequests, type EarlyRequestsConfig } from './src/lib/early-requests';
import { LANG_KEY } from './src/config/storage-keys';

/** The screens whose code index.html fetches beside the shell's (decision 021). */
const FULL_LAYOUT = 'src/app/routes/layouts/full.tsx';
const HOME_SCREEN = 'src/app/routes/public/home.tsx';

/** A chunk and the chunks it imports statically, minus those the entry already brings. */
function chunkFiles(bundle: Rollup.OutputBundle, facade: string) {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const visit = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported, into);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) visit(entry.fileName, loaded);
  const root = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(facade));
  if (!root) throw new Error(`first-load: no chunk for ${facade}`);
  const files = new Set<string>();
  visit(root.fileName, files);
  const scripts = [...files].filter((file) => !loaded.has(file));
  const styles = scripts.flatMap((file) => [
    ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
  ]);
  return { scripts, styles };
}

/** The chunks of several route files together (a screen and its layout), each file once. */
function screenFiles(bundle: Rollup.OutputBundle | undefined, facades: readonly string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  if (!bundle) return { scripts: [], styles: [] };
  for (const facade of facades) {
    const files = chunkFiles(bundle, facade);
    files.scripts.forEach((file) => scripts.add(file));
    files.styles.forEach((file) => styles.add(file));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Writes into index.html what the first screen needs before its code runs: the early requests
 * (lib/early-requests.ts) and, in the build, the full layout's code for every page and the home
 * screen's code on the home paths, fetched beside the shell's instead of after it has run.
 */
export function firstLoad({ localesVersion }: { localesVersion: string }): Plugin {
  let base = '/';
  return {
    name: 'first-load',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        const url = (file: string) => `${base}${file}`;
        const layout = bundle ? chunkFiles(bundle, FULL_LAYOUT) : { scripts: [], styles: [] };
        const home = bundle ? chunkFiles(bundle, HOME_SCREEN) : { scripts: [], styles: [] };
        const config: EarlyRequestsConfig = {
          languageKey: LANG_KEY,
          languages: LANGUAGE_CODES,
          defaultLanguage: DEFAULT_LANGUAGE,
          fallbackLanguage: FALLBACK_LANGUAGE,
          // Development serves each namespace on its own (lib/i18n.ts); the build adds the frame file.
          frameUrl: bundle ? `${base}locales/{lng}/frame.json?v=${localesVersion}` : null,
          calls: EARLY_CALLS,
          whitelabelCall: EARLY_WHITELABEL_CALL,
          preload: [
            { paths: HOME_SCREEN_PATHS, ...home },
            ...PRELOADED_SCREENS.map((screen) => ({
              paths: screen.paths,
              ...screenFiles(bundle, screen.files),
            })),
          ].map((screen) => ({
            paths: screen.paths,
            scripts: screen.scripts.filter((file) => !layout.scripts.includes(file)).map(url),
            styles: screen.styles.filter((file) => !layout.styles.includes(file)).map(url),
          })),
        };
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'script',
            children: `(${startEarlyRequests.toString()})(${JSON.stringify(config)});`,
            injectTo: 'head',
          },
          ...layout.scripts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: url(file) },
            injectTo: 'head' as const,
          })),
          ...layout.styles.map((file) => ({
            tag: 'link',
            // crossorigin as Vite's loader sets it on the stylesheet, so that one reuses this.
            attrs: { rel: 'preload', as: 'style', crossorigin: '', href: url(file) },
            injectTo: 'head' as const,
          })),
        ];
        return tags;
      },
    },
  };
}
