// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Manifest } from 'vite';

/** All JavaScript of the first load of `/` must stay under this, gzipped (the shell's budget). */
const BUDGET_BYTES = 150 * 1024;

/**
 * What `/` loads besides index.html's scripts: its layout and screen with their imports.
 * (Translation bundles are JSON files, not JavaScript.)
 */
const HOME_ROUTE_SOURCES = ['src/app/routes/layouts/full.tsx', 'src/app/routes/public/home.tsx'];

const outDir = mkdtempSync(join(tmpdir(), 'web-budget-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function collect(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into);
}

/** The scripts index.html runs or preloads. */
function htmlScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  return [...scripts, ...preloads];
}

describe('first-load JavaScript of /', () => {
  it('stays within 150 KB gzipped for the entry and the chunks the home route needs', async () => {
    // Vitest runs with NODE_ENV=test; the budget is about the production build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: join(import.meta.dirname, '../..'),
        mode: 'production',
        logLevel: 'silent',
        build: { outDir, manifest: true, sourcemap: false, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;

    const files = new Set(htmlScripts(readFileSync(join(outDir, 'index.html'), 'utf8')));
    expect(files.size).toBeGreaterThan(0);
    for (const source of HOME_ROUTE_SOURCES) {
      expect(manifest[source], `${source} is its own chunk`).toBeDefined();
      collect(manifest, source, files);
    }

    const gzipped = [...files]
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file))).length, 0);
    expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES);
  }, 120_000);
});
