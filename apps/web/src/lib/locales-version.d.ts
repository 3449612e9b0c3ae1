/** Version of the translation bundles, defined by the build (vite.config.ts). */
declare const __LOCALES_VERSION__: string;
